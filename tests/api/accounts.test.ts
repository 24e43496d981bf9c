import { describe, expect, it } from 'vitest';
import { newAccount, signIn, uniqueEmail } from './support/accounts';
import { api } from './support/server';

// Sign-in and the session over HTTP: registration, a token that opens the caller's own profile,
// a password change that ends the other sessions, sign-out that ends this one.

describe('accounts and sessions', () => {
  it('registers, signs in, reads and changes the profile, and signs out', async () => {
    const account = await newAccount(api, 'profile');
    expect(account.user).toMatchObject({ email: account.email, firstName: 'Test' });
    expect(account.user).not.toHaveProperty('password');

    const me = await api.call('get', '/auth/me', { token: account.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: account.user.id, email: account.email });

    const renamed = await api.call('patch', '/auth/me', {
      token: account.token,
      json: { firstName: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Renamed' });

    const out = await api.call('post', '/auth/logout', { token: account.token });
    expect(out.status).toBe(204);
    expect((await api.call('get', '/auth/me', { token: account.token })).status).toBe(401);
  });

  it('a password change needs the current one, ends the other sessions and signs in anew', async () => {
    const account = await newAccount(api, 'password');
    const elsewhere = await signIn(api, account.email, account.password);

    const wrong = await api.call('patch', '/auth/me', {
      token: account.token,
      json: { oldPassword: 'not-the-password', password: 'A-new-password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ status: 422, errors: { oldPassword: expect.any(String) } });

    const changed = await api.call('patch', '/auth/me', {
      token: account.token,
      json: { oldPassword: account.password, password: 'A-new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('get', '/auth/me', { token: account.token })).status).toBe(200);
    expect((await api.call('get', '/auth/me', { token: elsewhere })).status).toBe(401);

    const old = await api.call('post', '/auth/email/login', {
      json: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(422);
    await signIn(api, account.email, 'A-new-password-1');
  });

  it('an email registers once, whatever its case', async () => {
    const account = await newAccount(api, 'twice');
    const again = await api.call('post', '/auth/email/register', {
      json: {
        email: account.email.toUpperCase(),
        password: 'Another-password-2',
        firstName: 'Again',
        lastName: 'Twice',
        gender: 'other',
        age: 25,
        ethnicity: 'other',
      },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { email: 'emailAlreadyExists' } });
  });

  it('a wrong password and an unknown email are refused alike', async () => {
    const account = await newAccount(api, 'refused');
    const wrong = await api.call('post', '/auth/email/login', {
      json: { email: account.email, password: 'not-the-password' },
    });
    const unknown = await api.call('post', '/auth/email/login', {
      json: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    // Nothing in the answer tells which accounts exist.
    expect(unknown.body).toEqual(wrong.body);
  });

  it('an operation that needs a token answers 401 without one or with a made-up one', async () => {
    for (const token of [null, 'made-up-token']) {
      for (const [method, path] of [
        ['get', '/auth/me'],
        ['get', '/files/folders'],
        ['post', '/grant-applications/page'],
        ['post', '/auth/logout'],
      ] as const) {
        const answer = await api.call(method, path, { token });
        expect(answer.status, `${method} ${path} with ${token ?? 'no token'}`).toBe(401);
      }
    }
  });
});
