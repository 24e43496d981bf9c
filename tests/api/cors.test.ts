import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT } from '../../src/domain/sign-in';
import { newAccount } from './support/accounts';
import { api, appOrigin } from './support/server';

// What a page on the app's origin needs from the API on another origin (the browser enforces it;
// here it is read off the wire): preflights for bearer-token calls answered, the answers readable
// by that origin, Retry-After and Content-Disposition exposed, never `*` with credentials.

const preflight = (path: string, method: string) =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: appOrigin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });

const listed = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);

function expectReadableBy(headers: Headers, origin: string) {
  const allowed = headers.get('access-control-allow-origin');
  expect([origin, '*']).toContain(allowed);
  if (headers.get('access-control-allow-credentials') === 'true') expect(allowed).toBe(origin);
}

describe(`cross-origin calls from ${appOrigin}`, () => {
  it('preflights of bearer-token calls with a JSON body are answered', async () => {
    for (const [path, method] of [
      ['/auth/me', 'PATCH'],
      ['/files/folder', 'POST'],
      ['/files/00000000-0000-4000-8000-000000000000', 'DELETE'],
    ] as const) {
      const answer = await preflight(path, method);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      expectReadableBy(answer.headers, appOrigin);
      const methods = listed(answer.headers.get('access-control-allow-methods'));
      expect(methods.includes(method.toLowerCase()) || methods.includes('*')).toBe(true);
      const headers = listed(answer.headers.get('access-control-allow-headers'));
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    }
  });

  it("the page may read a file's Content-Disposition and a throttled sign-in's Retry-After", async () => {
    const { token, email } = await newAccount(api, 'cors');
    const origin = { Origin: appOrigin };
    const form = new FormData();
    form.append('file', new File(['bytes'], 'report.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/uploads', {
      token,
      form,
      headers: origin,
    });
    expectReadableBy(uploaded.headers, appOrigin);
    const { id } = uploaded.body as { id: string };
    const content = await api.call('get', `/files/${id}/content`, { token, headers: origin });
    expectReadableBy(content.headers, appOrigin);
    expect(content.headers.get('content-disposition')).toBeTruthy();

    let answer = await api.call('post', '/auth/email/login', {
      json: { email, password: 'wrong-password' },
      headers: origin,
    });
    for (
      let attempt = 1;
      attempt <= SIGN_IN_LIMIT.freeFailures && answer.status !== 429;
      attempt += 1
    ) {
      answer = await api.call('post', '/auth/email/login', {
        json: { email, password: 'wrong-password' },
        headers: origin,
      });
    }
    expect(answer.status).toBe(429);
    expectReadableBy(answer.headers, appOrigin);
    for (const answered of [content, answer]) {
      const exposed = listed(answered.headers.get('access-control-expose-headers'));
      expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'content-disposition']));
    }
  });
});
