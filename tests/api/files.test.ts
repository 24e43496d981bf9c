import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { api } from './support/server';

// Upload and download over HTTP: multipart bodies with names in several scripts, the same bytes
// back with a Content-Disposition that names the file (RFC 6266), moves and deletes.

interface Resource {
  id: string;
  fileName: string;
  folderName: string;
  size: number;
}

const NAMES = [
  'Łódź-budget.pdf',
  '履歴書.txt',
  'خطة المشروع.docx',
  '🚀 plan.txt',
  'say "hi" \\ back.txt',
];

/** Every byte value, so no text encoding can pass for a byte-identical copy. */
const BYTES = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

/** The file name a Content-Disposition gives: `filename*` (UTF-8) first, else `filename`. */
function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

describe('files over HTTP', () => {
  it('uploads names in any script and downloads the same bytes under the same name', async () => {
    const { token } = await newAccount(api, 'files');
    const folder = 'Board papers';
    const stored: Resource[] = [];
    for (const name of NAMES) {
      const form = new FormData();
      form.append('file', new File([BYTES], name, { type: 'application/octet-stream' }));
      const uploaded = await api.call('post', `/files/upload/${encodeURIComponent(folder)}`, {
        token,
        form,
      });
      expect(uploaded.status, name).toBe(201);
      const resource = uploaded.body as Resource;
      expect(resource).toMatchObject({ fileName: name, folderName: folder, size: BYTES.length });
      stored.push(resource);
    }

    const listed = await api.call('get', `/resources/folder/${encodeURIComponent(folder)}`, {
      token,
    });
    expect((listed.body as Resource[]).map((r) => r.fileName).sort()).toEqual([...NAMES].sort());

    for (const resource of stored) {
      const content = await api.call('get', `/files/${resource.id}/content`, { token });
      expect(content.status).toBe(200);
      expect(content.bytes).toEqual(BYTES);
      expect(dispositionName(content.headers.get('content-disposition'))).toBe(resource.fileName);
    }
  });

  it('a file moves between folders, is marked for applications, and once deleted is gone', async () => {
    const { token } = await newAccount(api, 'moves');
    await api.call('post', '/files/folder', { token, json: { folderName: 'Tax documents' } });
    const form = new FormData();
    form.append('file', new File(['letter'], 'letter.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/uploads', { token, form });
    const { id } = uploaded.body as Resource;

    const moved = await api.call('patch', `/resources/${id}`, {
      token,
      json: { folderName: 'Tax documents', appUse: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ folderName: 'Tax documents', appUse: true });
    const unknownFolder = await api.call('patch', `/resources/${id}`, {
      token,
      json: { folderName: 'No such folder' },
    });
    expect(unknownFolder.status).toBe(422);
    expect(unknownFolder.body).toMatchObject({ errors: { folderName: 'folderNotFound' } });

    expect((await api.call('delete', `/files/${id}`, { token })).status).toBe(204);
    expect((await api.call('get', `/files/${id}/content`, { token })).status).toBe(404);
    expect((await api.call('delete', `/files/${id}`, { token })).status).toBe(404);
  });
});
