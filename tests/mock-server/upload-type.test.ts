// @vitest-environment node
import { File } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Issue 45, item 9: the server decides an upload's type from its name and bytes, never from the
// uploader's declared type, serves it as an attachment unless the preview shows that type safely,
// and always with `X-Content-Type-Options: nosniff` (ASVS 5.0 V5.2.2, V3.4.4).

let backend: TestBackend;
afterEach(() => backend?.close());

async function uploadAndServe(name: string, content: string, declared: string) {
  backend = await createTestBackend();
  const token = await backend.signIn();
  const form = new FormData();
  form.append('file', new File([content], name, { type: declared }) as unknown as Blob);
  const uploaded = await backend.request('post', '/files/upload/uploads', { token, body: form });
  expect(uploaded.status).toBe(201);
  const { id, fileType } = uploaded.body as { id: string; fileType: string };
  const served = await backend.request('get', `/files/${id}/content`, { token });
  return { fileType, headers: served.headers ?? {} };
}

describe("an upload's served type", () => {
  it('lists an HTML page uploaded as invoice.pdf (text/html) as no PDF and serves it as a nosniff download', async () => {
    const { fileType, headers } = await uploadAndServe(
      'invoice.pdf',
      '<!doctype html><script>alert(document.domain)</script>',
      'text/html',
    );
    expect(fileType).not.toBe('pdf');
    expect(headers['Content-Type']).toBe('application/octet-stream');
    expect(headers['Content-Disposition']).toMatch(/^attachment; filename="invoice\.pdf"/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('serves a real PDF inline as a PDF, with nosniff, whatever type the uploader declared', async () => {
    const { fileType, headers } = await uploadAndServe('report.pdf', '%PDF-1.7\n...', 'text/html');
    expect(fileType).toBe('pdf');
    expect(headers['Content-Type']).toBe('application/pdf');
    expect(headers['Content-Disposition']).toMatch(/^inline; /);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('serves an SVG as an attachment: the preview does not show it as a document of ours', async () => {
    const { headers } = await uploadAndServe(
      'chart.svg',
      '<svg onload="alert(1)"/>',
      'image/svg+xml',
    );
    expect(headers['Content-Disposition']).toMatch(/^attachment; /);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
