// @vitest-environment node
// Node's own Request, Response, FormData and File, as in a browser (jsdom's do not carry files).
import { describe, expect, it } from 'vitest';
import {
  decodeRequest,
  decodeResponse,
  encodeRequest,
  encodeResponse,
  fromWireError,
  toWireError,
} from '../../src/mock-server/worker-protocol';

const ORIGIN = 'http://localhost';

describe('the wire between the page and the backend worker', () => {
  it('carries a JSON request with its headers, and a path with its query', async () => {
    const wire = await encodeRequest(`${ORIGIN}/api/v1/grants?q=food`, {
      method: 'post',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t0k' },
      body: JSON.stringify({ title: 'Food' }),
    });
    expect(wire).toEqual({
      url: '/api/v1/grants?q=food',
      method: 'POST',
      headers: expect.arrayContaining([
        ['content-type', 'application/json'],
        ['authorization', 'Bearer t0k'],
      ]),
      body: { kind: 'text', text: '{"title":"Food"}' },
    });
    const [url, init] = decodeRequest(wire);
    expect(url).toBe('/api/v1/grants?q=food');
    // Headers go as a record: Mirage's fetch drops headers given as pairs.
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer t0k',
    });
    expect(init).toMatchObject({ method: 'POST', body: '{"title":"Food"}' });
  });

  it('reads the body of a Request, and sends none for GET', async () => {
    const request = new Request(`${ORIGIN}/api/v1/companies`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Acme"}',
    });
    expect((await encodeRequest(request)).body).toEqual({ kind: 'text', text: '{"name":"Acme"}' });
    expect((await encodeRequest(`${ORIGIN}/api/v1/grants`)).body).toBeNull();
  });

  it('carries a form with a named file, and gives the form a new boundary', async () => {
    const form = new FormData();
    form.append('file', new File(['budget'], 'budget.txt', { type: 'text/plain' }));
    form.append('folder', 'Uploads');
    const request = new Request(`${ORIGIN}/api/v1/files/upload/Uploads`, {
      method: 'POST',
      body: form,
    });
    const wire = await encodeRequest(request);
    expect(wire.body).toMatchObject({
      kind: 'form',
      entries: [
        ['file', { kind: 'file', name: 'budget.txt', type: 'text/plain' }],
        ['folder', { kind: 'string', value: 'Uploads' }],
      ],
    });
    const [url, init] = decodeRequest(wire);
    expect(Object.keys(init.headers as Record<string, string>)).not.toContain('content-type');
    const received = await new Request(`${ORIGIN}${url}`, init).formData();
    const file = received.get('file') as File;
    expect(file.name).toBe('budget.txt');
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toBe('budget');
    expect(received.get('folder')).toBe('Uploads');
  });

  it('carries answers: JSON, binary content, and no body for 204', async () => {
    const json = decodeResponse(
      await encodeResponse(
        new Response('{"ok":true}', {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(json.status).toBe(201);
    expect(
      (
        await encodeResponse(
          new Response('[]', { headers: { 'content-type': 'application/json; charset=utf-8' } }),
        )
      ).body,
    ).toBe('[]');
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({ ok: true });

    const bytes = new Uint8Array([37, 80, 68, 70]);
    const binary = decodeResponse(
      await encodeResponse(
        new Response(new Blob([bytes]), { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(bytes);
    expect(binary.headers.get('content-type')).toBe('application/pdf');

    const empty = await encodeResponse(new Response(null, { status: 204 }));
    expect(empty.body).toBeNull();
    expect(decodeResponse(empty).status).toBe(204);
  });

  it("carries a file's bytes as they are, whatever the text encoding: answers and bodies", async () => {
    const files = {
      // "café" in Latin-1: not UTF-8, so decoding it as text would change the é.
      latin1: { bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]), type: 'text/plain' },
      utf8: { bytes: new TextEncoder().encode('café ✓ 👩‍👩‍👧'), type: 'text/plain' },
      csv: { bytes: new Uint8Array([0xff, 0xfe, 0x41, 0x00]), type: 'text/csv' },
      binary: { bytes: new Uint8Array([0, 255, 128, 10, 13, 0xc3]), type: 'application/pdf' },
      empty: { bytes: new Uint8Array([]), type: 'text/plain' },
    };
    for (const [name, { bytes, type }] of Object.entries(files)) {
      const answer = decodeResponse(
        await encodeResponse(
          new Response(new Blob([bytes]), { headers: { 'content-type': type } }),
        ),
      );
      expect(new Uint8Array(await answer.arrayBuffer()), `${name} answered`).toEqual(bytes);

      const sent = await encodeRequest(`${ORIGIN}/api/v1/files/x`, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Blob([bytes]),
      });
      const [url, init] = decodeRequest(sent);
      const received = init.body ? new Uint8Array(await new Response(init.body).arrayBuffer()) : [];
      expect(new Uint8Array(received), `${name} sent (${url})`).toEqual(bytes);

      const request = new Request(`${ORIGIN}/api/v1/files/x`, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Blob([bytes]),
      });
      const fromRequest = decodeRequest(await encodeRequest(request))[1].body;
      const got = fromRequest ? new Uint8Array(await new Response(fromRequest).arrayBuffer()) : [];
      expect(new Uint8Array(got), `${name} sent as a Request`).toEqual(bytes);
    }
  });

  it('keeps an error’s name across, with a storage error’s inner name', () => {
    const offline = fromWireError(toWireError(new TypeError('Failed to fetch')));
    expect(offline).toBeInstanceOf(TypeError);
    expect(offline.message).toBe('Failed to fetch');

    const dexie = Object.assign(new Error('open failed'), {
      name: 'OpenFailedError',
      inner: { name: 'QuotaExceededError' },
    });
    expect(fromWireError(toWireError(dexie))).toMatchObject({
      name: 'OpenFailedError',
      message: 'open failed',
      inner: { name: 'QuotaExceededError' },
    });
  });
});
