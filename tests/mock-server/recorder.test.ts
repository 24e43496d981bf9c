// @vitest-environment node
import { File } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RECORD_KEY,
  TRAFFIC_LOG,
  TRAFFIC_SETTLED,
  TRAFFIC_SINK,
  type TrafficEntry,
  createTrafficRecorder,
  recordTraffic,
  recordingRequested,
} from '../../src/mock-server/recorder';
import type { FaultKind } from '../../src/lib/mock-settings';

const ORIGIN = 'http://localhost';
const COMPANY_ID = '7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f';

const OPERATIONS: [string, RegExp, string][] = [
  ['post', /^\/companies$/, 'createCompany'],
  ['get', /^\/files\/[^/]+\/content$/, 'getFileContent'],
  ['post', /^\/files\/upload\/[^/]+$/, 'uploadFile'],
  ['get', /^\/newsletter$/, 'listNewsletterSubscriptions'],
];
const operationOf = (method: string, path: string) =>
  OPERATIONS.find(([verb, pattern]) => verb === method && pattern.test(path))?.[2] ?? null;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that answers from `answer` and counts its calls. */
function fakeFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the traffic recorder', () => {
  it('records a JSON exchange on /api/ as it went over the wire, and the app still reads the answer', async () => {
    const recorder = createTrafficRecorder({
      operationOf,
      forcedFault: () => null,
    });
    const company = { id: COMPANY_ID, ein: '12-3456789' };
    const { fetch } = fakeFetch(() => json(company, 201));
    const response = await recorder.wrap(fetch)(`${ORIGIN}/api/v1/companies?draft=1&tag=a&tag=b`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer secret-token' },
      body: JSON.stringify({ ein: '12-3456789' }),
    });

    expect(await response.json()).toEqual(company);
    expect(recorder.entries).toHaveLength(1);
    const [entry] = recorder.entries as [TrafficEntry];
    expect(entry).toMatchObject({
      seq: 1,
      operationId: 'createCompany',
      forcedFault: null,
      method: 'POST',
      path: '/api/v1/companies',
      query: { draft: '1', tag: ['a', 'b'] },
      request: {
        contentType: 'application/json',
        authorization: true,
        body: { kind: 'json', value: { ein: '12-3456789' } },
      },
      response: {
        status: 201,
        contentType: 'application/json',
        body: { kind: 'json', value: company },
      },
    });
    // The token itself is never written down.
    expect(JSON.stringify(entry)).not.toContain('secret-token');
  });

  it('leaves requests outside /api/ alone', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    const { fetch, calls } = fakeFetch(() => new Response('<html></html>'));
    await recorder.wrap(fetch)(`${ORIGIN}/assets/index.js`);
    expect(calls).toEqual([`${ORIGIN}/assets/index.js`]);
    expect(recorder.entries).toEqual([]);
  });

  it('records a path no operation answers with a null operationId', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    const { fetch } = fakeFetch(() => json({ status: 404, message: 'No such operation' }, 404));
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/nowhere`);
    expect(recorder.entries[0]).toMatchObject({
      operationId: null,
      method: 'GET',
      path: '/api/v1/nowhere',
      request: { contentType: null, authorization: false, body: { kind: 'none' } },
      response: { status: 404 },
    });
  });

  it('describes a multipart upload by its parts, not its bytes', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }) as Blob);
    form.append('note', 'draft');
    const { fetch } = fakeFetch(() => json({ id: COMPANY_ID }, 201));
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/files/upload/grants`, {
      method: 'POST',
      body: form,
    });
    expect(recorder.entries[0]?.request).toEqual({
      contentType: null,
      authorization: false,
      body: {
        kind: 'multipart',
        parts: [
          { name: 'file', file: { name: 'plan.pdf', size: 8, type: 'application/pdf' } },
          { name: 'note', value: 'draft' },
        ],
      },
    });
  });

  it('describes a binary answer by its type and size, and hands the bytes over untouched', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    const { fetch } = fakeFetch(
      () =>
        new Response(new Blob(['%PDF-1.7 bytes'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    const response = await recorder.wrap(fetch)(`${ORIGIN}/api/v1/files/${COMPANY_ID}/content`);
    expect(await response.text()).toBe('%PDF-1.7 bytes');
    expect(recorder.entries[0]?.response).toEqual({
      status: 200,
      contentType: 'application/pdf',
      body: { kind: 'binary', type: 'application/pdf', size: 14 },
    });
  });

  it('keeps an answer that claims JSON but is not as text', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    const { fetch } = fakeFetch(
      () => new Response('<html>', { headers: { 'Content-Type': 'application/json' } }),
    );
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/newsletter?email=a%40b.org`);
    expect(recorder.entries[0]).toMatchObject({
      query: { email: 'a@b.org' },
      response: { body: { kind: 'text', text: '<html>' } },
    });
  });

  it('reads the body of a Request object without consuming the one sent', async () => {
    const recorder = createTrafficRecorder({ operationOf });
    let received = '';
    const { fetch } = fakeFetch(async () => json({}, 201));
    const wrapped = recorder.wrap(async (input, init) => {
      received = await (input as Request).text();
      return fetch(input, init);
    });
    await wrapped(
      new Request(`${ORIGIN}/api/v1/companies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: '{"ein":"1"}',
      }),
    );
    expect(received).toBe('{"ein":"1"}');
    expect(recorder.entries[0]?.request).toEqual({
      contentType: 'application/json',
      authorization: true,
      body: { kind: 'json', value: { ein: '1' } },
    });
  });

  it('records a request that got no answer, with the forced fault, and still fails it', async () => {
    const recorder = createTrafficRecorder({ operationOf, forcedFault: () => 'network' });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(
      recorder.wrap(failing)(`${ORIGIN}/api/v1/companies`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow('Failed to fetch');
    expect(recorder.entries[0]).toMatchObject({
      operationId: 'createCompany',
      forcedFault: 'network',
      response: null,
      error: 'TypeError: Failed to fetch',
    });
  });

  it('records the fault in force as the request leaves, though a test changed it while the body was read', async () => {
    let fault: FaultKind | null = null;
    const recorder = createTrafficRecorder({ operationOf, forcedFault: () => fault });
    let appliedFault: FaultKind | null = null;
    const backend = (async () => {
      // The backend applies the settings it reads as the request leaves (worker-client.ts).
      appliedFault = fault;
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const sent = recorder.wrap(backend)(`${ORIGIN}/api/v1/companies`, {
      method: 'POST',
      body: '{}',
    });
    fault = 'network';
    await expect(sent).rejects.toThrow('Failed to fetch');
    expect(appliedFault).toBe('network');
    expect(recorder.entries[0]?.forcedFault).toBe('network');
  });

  it('hands each entry to the sink; settled() waits for the hand-over; a failing sink breaks nothing', async () => {
    const delivered: TrafficEntry[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const recorder = createTrafficRecorder({ operationOf }, async (entry) => {
      await gate;
      delivered.push(entry);
    });
    const { fetch } = fakeFetch(() => json([]));
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/newsletter`);
    expect(delivered).toEqual([]);
    const settled = recorder.settled();
    release();
    await settled;
    expect(delivered.map((entry) => entry.operationId)).toEqual(['listNewsletterSubscriptions']);

    const broken = createTrafficRecorder({ operationOf }, () => {
      throw new Error('the page is closing');
    });
    const response = await broken.wrap(fetch)(`${ORIGIN}/api/v1/newsletter`);
    expect(response.status).toBe(200);
    await expect(broken.settled()).resolves.toBeUndefined();
  });
});

describe('switching the recorder on', () => {
  const host = globalThis as unknown as Record<string, unknown>;
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    delete host[TRAFFIC_SINK];
    delete host[TRAFFIC_LOG];
    delete host[TRAFFIC_SETTLED];
    delete host.localStorage;
  });

  it('is off by default: fetch stays as it is and nothing is exposed', () => {
    expect(recordingRequested()).toBe(false);
    expect(recordTraffic({ operationOf })).toBeNull();
    expect(globalThis.fetch).toBe(originalFetch);
    expect(host[TRAFFIC_LOG]).toBeUndefined();
  });

  it('is on when the test process exposed its sink: fetch is wrapped, the log and settle hook exposed', async () => {
    const sunk: TrafficEntry[] = [];
    host[TRAFFIC_SINK] = (entry: TrafficEntry) => sunk.push(entry);
    globalThis.fetch = fakeFetch(() => json([])).fetch;
    expect(recordTraffic({ operationOf })).not.toBeNull();
    await globalThis.fetch(`${ORIGIN}/api/v1/newsletter`);
    await (host[TRAFFIC_SETTLED] as () => Promise<void>)();
    expect(sunk).toHaveLength(1);
    expect(host[TRAFFIC_LOG]).toEqual(sunk);
  });

  it('is on for a tester who set the storage key, keeping the log on the page', async () => {
    const store = new Map([[RECORD_KEY, '1']]);
    host.localStorage = { getItem: (key: string) => store.get(key) ?? null };
    globalThis.fetch = fakeFetch(() => json([])).fetch;
    recordTraffic({ operationOf });
    await globalThis.fetch(`${ORIGIN}/api/v1/newsletter`);
    expect(host[TRAFFIC_LOG]).toHaveLength(1);
  });
});

describe("the page's traffic log", () => {
  it('masks passwords and tokens; the test sink gets the exchange whole', async () => {
    const delivered: TrafficEntry[] = [];
    const recorder = createTrafficRecorder({ operationOf }, (entry) => {
      delivered.push(entry);
    });
    const { fetch } = fakeFetch(() => json({ token: 'session-token-1', user: { id: 'u' } }));
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@grantwise.app', password: 'Demo1234!' }),
    });
    await recorder.settled();
    const logged = JSON.stringify(recorder.entries);
    expect(logged).not.toContain('Demo1234!');
    expect(logged).not.toContain('session-token-1');
    expect(logged).toContain('demo@grantwise.app');
    expect(JSON.stringify(delivered)).toContain('Demo1234!');
  });

  it('masks a text body, a multipart password field and a ?token= query too', async () => {
    const recorder = createTrafficRecorder({ operationOf }, () => {});
    const { fetch } = fakeFetch(
      () => new Response('oops: {"token":"answer-token-9"', { status: 500 }),
    );
    const form = new FormData();
    form.append('password', 'Multipart-Secret-1');
    form.append('name', 'visible-name');
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/files/upload/x?token=query-secret-2&q=shown`, {
      method: 'POST',
      body: form,
    });
    await recorder.wrap(fetch)(`${ORIGIN}/api/v1/auth/email/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a%40b.c&password=Text-Secret-3&{"oldPassword": "Json-ish-Secret-4"',
    });
    await recorder.settled();
    const logged = JSON.stringify(recorder.entries);
    for (const secret of [
      'Multipart-Secret-1',
      'query-secret-2',
      'Text-Secret-3',
      'Json-ish-Secret-4',
      'answer-token-9',
    ])
      expect(logged).not.toContain(secret);
    for (const shown of ['visible-name', 'shown', 'a%40b.c']) expect(logged).toContain(shown);
  });
});
