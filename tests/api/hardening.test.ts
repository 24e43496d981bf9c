import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT, SIGN_IN_WIDE_LIMIT } from '../../src/domain/sign-in';
import { newAccount, uniqueEmail } from './support/accounts';
import { api } from './support/server';
import { halfSentUpload } from '../support/half-sent-upload';

// The fourth security pass (issue 45) over HTTP, against any server: races, bodies and uploads,
// an owner nobody can lock out. Each failure says what the server did and which ASVS 5.0
// requirement that breaks. Requests the contract refuses go out with plain fetch (the checking
// client would refuse to send them); every answer the contract declares is still checked.

/** "<what the server did> breaks ASVS <requirement>": the message of a failed expectation. */
const breaks = (requirement: string, what: string) => `${what}: breaks ASVS 5.0 ${requirement}`;

const registration = (email: string) => ({
  email,
  password: 'A-long-passphrase-1',
  firstName: 'Test',
  lastName: 'Hardening',
  gender: 'other',
  age: 35,
  ethnicity: 'other',
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function rawFetch(path: string, init: RequestInit = {}) {
  return fetch(`${api.baseUrl}${path}`, init);
}

describe('races: parallel requests answer within the contract and lose nothing', () => {
  it('parallel registrations of one email: one 201, the others emailAlreadyExists, never a 5xx', async () => {
    const body = registration(uniqueEmail('twins'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call('post', '/auth/email/register', { json: body })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(
      statuses,
      breaks('V2.3.3 (atomic transactions), V16.5.1', `statuses ${statuses.join(', ')}`),
    ).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const answer of answers.filter((one) => one.status === 422)) {
      expect(answer.body).toMatchObject({ errors: { email: 'emailAlreadyExists' } });
    }
  });

  it('parallel read-modify-writes: eight creations of the one company a user may have give one 201', async () => {
    const account = await newAccount(api, 'company-race');
    const company = {
      ein: '12-3456789',
      email: 'info@example.org',
      name: 'Riverbend',
      address: '12 Mill St',
      industry: 'Food',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('post', '/companies', { token: account.token, json: company }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(
      statuses,
      breaks('V2.3.3 (atomic transactions)', `statuses ${statuses.join(', ')}`),
    ).toEqual([201, ...Array<number>(7).fill(422)]);
  });

  it('parallel read-modify-writes: eight subscriptions of one email give one 201 and one subscription', async () => {
    const email = uniqueEmail('reader');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('post', '/newsletter', { json: { email, name: 'A Reader' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(
      statuses,
      breaks('V2.3.3 (atomic transactions)', `statuses ${statuses.join(', ')}`),
    ).toEqual([201, ...Array<number>(7).fill(422)]);
    const listed = await api.call('get', '/newsletter', { query: { email } });
    expect((listed.body as unknown[]).length).toBe(1);
  });
});

describe('bodies: checked before anything is written or read', () => {
  it('a JSON operation sent as text/plain (a simple cross-site post) is refused with 415 and writes nothing', async () => {
    const body = registration(uniqueEmail('plain'));
    const answer = await api.call('post', '/auth/email/register', {
      raw: JSON.stringify(body),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(
      answer.status,
      breaks(
        'V4.1.1 (content type checked), V3.5.2',
        `text/plain registration answered ${answer.status}`,
      ),
    ).toBe(415);
    const login = await api.call('post', '/auth/email/login', {
      json: { email: body.email, password: body.password },
    });
    expect(login.status, breaks('V2.3.3', 'the refused registration made an account')).toBe(422);
  });

  it('a body nested 10,000 deep is refused with 400 and the name beside it is not written', async () => {
    const account = await newAccount(api, 'deep');
    const answer = await rawFetch('/auth/me', {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
      body: `{"firstName":"Changed","savedAnswers":${nested(10_000)}}`,
    });
    expect(
      answer.status,
      breaks('V1.5.3 / V16.5.1 (deep input refused, errors handled)', `answered ${answer.status}`),
    ).toBe(400);
    const me = await api.call('get', '/auth/me', { token: account.token });
    expect(
      (me.body as { firstName: string }).firstName,
      breaks('V2.3.3', 'the refused request changed the name'),
    ).toBe('Test');
  });

  it('a malformed multipart body is answered 400, not 500', async () => {
    const account = await newAccount(api, 'multipart');
    const answer = await api.call('post', '/files/upload/uploads', {
      token: account.token,
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      raw: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end',
    });
    expect(
      answer.status,
      breaks('V16.5.1 (malformed input handled)', `answered ${answer.status}`),
    ).toBe(400);
  });

  it('a write followed by an error: DELETE /files/{id}?x=1 never answers a 5xx, and its answer says what happened', async () => {
    const account = await newAccount(api, 'write-then-error');
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    const uploaded = await api.call('post', '/files/upload/uploads', {
      token: account.token,
      form,
    });
    const { id } = uploaded.body as { id: string };
    const answer = await rawFetch(`/files/${id}?x=1`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(
      answer.status,
      breaks('V16.5.1 (no 5xx after a completed write)', `answered ${answer.status}`),
    ).toBeLessThan(500);
    const content = await rawFetch(`/files/${id}/content`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(
      content.status,
      breaks('V2.3.3', `DELETE answered ${answer.status} but the file answers ${content.status}`),
    ).toBe(answer.status === 204 ? 404 : 200);
  });

  it('an anonymous 8 MB upload is answered 401 while its body is still on the way (never read)', async () => {
    const url = new URL(`${api.baseUrl}/files/upload/uploads`);
    const status = await halfSentUpload(url);
    expect(status, breaks('V4.1 / V8.1 (authenticate before parsing)', `answered ${status}`)).toBe(
      401,
    );
  });
});

describe('uploads: the server decides what it serves', () => {
  it('an HTML page uploaded as invoice.pdf (text/html) is served neither as HTML nor inline, always with nosniff', async () => {
    const account = await newAccount(api, 'upload-type');
    const form = new FormData();
    form.append(
      'file',
      new File(['<!doctype html><script>alert(document.domain)</script>'], 'invoice.pdf', {
        type: 'text/html',
      }),
    );
    const uploaded = await api.call('post', '/files/upload/uploads', {
      token: account.token,
      form,
    });
    const { id } = uploaded.body as { id: string };
    const content = await api.call('get', `/files/${id}/content`, { token: account.token });
    const type = content.headers.get('content-type') ?? '';
    const disposition = content.headers.get('content-disposition') ?? '';
    expect(
      type,
      breaks('V5.2.2 (type from content, not the uploader)', `served as ${type}`),
    ).not.toMatch(/html|pdf/);
    expect(disposition, breaks('V3.2.1', `served ${disposition}`)).toMatch(/^attachment/);
    expect(
      content.headers.get('x-content-type-options'),
      breaks('V3.4.4 (nosniff)', 'no X-Content-Type-Options: nosniff'),
    ).toBe('nosniff');
  });
});

describe('sign-in: successes never throttle, a stranger never locks the owner out', () => {
  it(`more successful sign-ins from one client than its ${SIGN_IN_WIDE_LIMIT.freeFailures} free failures are all answered 200`, async () => {
    const account = await newAccount(api, 'busy-client');
    const statuses: number[] = [];
    // One after another, as the probe sent them (parallel attempts are counted before they are
    // verified, so ten at once meet the per-email count on purpose).
    for (let i = 0; i <= SIGN_IN_WIDE_LIMIT.freeFailures; i += 1) {
      const answer = await api.call('post', '/auth/email/login', {
        json: { email: account.email, password: account.password },
      });
      statuses.push(answer.status);
    }
    const refused = statuses.filter((status) => status !== 200).length;
    expect(
      refused,
      breaks(
        'V6.3.1 (only failures count)',
        `${refused} of ${statuses.length} right passwords refused`,
      ),
    ).toBe(0);
  });

  it("the owner's known device signs in at once while a stranger's failures make others wait", async () => {
    const account = await newAccount(api, 'owner');
    const first = await api.call('post', '/auth/email/login', {
      json: { email: account.email, password: account.password },
    });
    const deviceToken = (first.body as { deviceToken?: string }).deviceToken;
    expect(deviceToken, breaks('V6.3.1 / V6.1.1', 'no device token at sign-in')).toBeTruthy();
    for (let i = 0; i < SIGN_IN_LIMIT.freeFailures; i += 1) {
      await api.call('post', '/auth/email/login', {
        json: { email: account.email, password: `stranger-${i}` },
      });
    }
    const unknown = await api.call('post', '/auth/email/login', {
      json: { email: account.email, password: account.password },
    });
    expect(unknown.status, 'an unknown device waits after the free failures').toBe(429);
    const owner = await api.call('post', '/auth/email/login', {
      json: { email: account.email, password: account.password, deviceToken },
    });
    expect(
      owner.status,
      breaks(
        'V6.1.1 / V6.3.1 (no lockout of the owner by a stranger)',
        `owner answered ${owner.status}`,
      ),
    ).toBe(200);
  });

  it("refuses the demo's stand-in Google token for the password-protected demo account", async () => {
    const claims = btoa(JSON.stringify({ email: 'demo@grantwise.app', given_name: 'Eve' }));
    const answer = await api.call('post', '/auth/google/login', {
      json: { idToken: `mock-google.${claims}` },
    });
    expect(
      answer.status,
      breaks(
        'V6.8.4 (identity assertions verified)',
        `a hand-made token answered ${answer.status}`,
      ),
    ).toBe(422);
  });
});
