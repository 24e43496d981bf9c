import { LONG, newcomerWithLink } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/auth.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

/** Where the verification operations' failures are met. */
const VERIFY_FAULTS =
  "the verification screens' own failures: the verify page's refusals and its failure with Try again, and the notice's Send again failing, in tests/screens/verify-email.test.tsx; its server and network faults through the client in tests/unit/mock-faults.test.ts";

/** Why the live pass walks no verification link yet. */
const VERIFY_NOT_IN_LIVE_PASS =
  'the live pass has no mailbox to read a link from: the operation is exercised against the HTTP server by npm run test:api (tests/api/email-verification.test.ts, which reads the test-only outbox) and on the demo by tests/screens/verify-email.test.tsx';

export const checks: Checks = {
  loginWithEmail: {
    owned: 'account',
    async errors({ call, notJson }) {
      const login = (body: unknown) => call('post', '/auth/email/login', { body, token: null });
      await login(notJson);
      await login([]);
      await login({});
      await login({ email: LONG(254), password: LONG(128), deviceToken: LONG(128) });
      await login({ email: 'nobody@example.org', password: 'wrong-password' });
    },
    async forbidden({ backend, users, expect }) {
      const res = await backend.request('post', '/auth/email/login', {
        body: { email: users[0].email, password: users[1].password },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    fault: { drive: 'signInForm' },
  },
  loginWithGoogle: {
    owned: 'account',
    async errors({ call, notJson }) {
      const login = (body: unknown) => call('post', '/auth/google/login', { body, token: null });
      await login(notJson);
      await login(null);
      await login({ idToken: 'forged' });
      await login({ idToken: LONG(4096) });
    },
    async forbidden({ backend, expect }) {
      const res = await backend.request('post', '/auth/google/login', {
        body: { idToken: 'forged' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toHaveProperty('token');
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'Sign-in and shell: the demo Google chooser failing',
      },
    },
  },
  register: {
    owned: 'account',
    async errors({ call, users, notJson }) {
      const register = (body: unknown) =>
        call('post', '/auth/email/register', { body, token: null });
      const valid = {
        email: 'new.person@example.org',
        password: 'A-long-passphrase-1',
        firstName: 'New',
        lastName: 'Person',
        gender: 'female',
        age: 25,
        ethnicity: 'other',
      };
      await register(notJson);
      await register('text');
      await register({ email: ' ', password: 'short', referralCode: 'x' });
      await register({ ...valid, email: 'not-an-email', password: 'Password1' });
      await register({ ...valid, email: 'not-an-email', password: 'password1234' });
      await register({ ...valid, email: users[0].email });
      await register({
        ...valid,
        email: LONG(254),
        password: LONG(128),
        firstName: LONG(100),
        lastName: LONG(100),
        referralCode: LONG(36),
      });
    },
    async forbidden({ backend, users, expect }) {
      const res = await backend.request('post', '/auth/email/register', {
        body: {
          email: users[0].email,
          password: 'Takeover123!',
          firstName: 'Eve',
          lastName: 'Taker',
          gender: 'female',
          age: 30,
          ethnicity: 'other',
        },
      });
      expect(res.status).toBe(422);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'Register: a failing registration',
      },
    },
  },
  verifyEmail: {
    owned: 'account',
    async errors({ call, backend, notJson }) {
      const verify = (body: unknown) => call('post', '/auth/verify-email', { body, token: null });
      await verify(notJson);
      await verify('text');
      await verify({});
      await verify({ token: 'not-a-link' });
      await verify({ token: LONG(128) });
      // A link sent two days ago has expired.
      const expired = await newcomerWithLink(backend, 'expired-link@example.org');
      await backend.db.emailVerifications.update(expired.link, {
        expiresAt: new Date(backend.now.getTime() - 1).toISOString(),
      });
      await verify({ token: expired.link });
    },
    async forbidden({ backend, as, sam, expect }) {
      // Sam cannot verify someone else's email without that mail's link.
      const stranger = await newcomerWithLink(backend, 'not-sams@example.org');
      const guessed = await as(sam, 'post', '/auth/verify-email', { token: '0'.repeat(64) });
      expect(guessed.status).toBe(422);
      const me = await backend.request('get', '/auth/me', { token: stranger.token });
      expect(me.body).toMatchObject({ emailVerified: false });
    },
    fault: { provenElsewhere: VERIFY_FAULTS },
    notCalledByAnyScreen: VERIFY_NOT_IN_LIVE_PASS,
  },
  sendVerificationEmail: {
    owned: 'account',
    async errors({ call }) {
      await call('post', '/auth/verification-email', { token: null });
      await call('post', '/auth/verification-email', { token: 'not-a-session' });
    },
    async forbidden({ backend, as, sam, users, expect }) {
      // A mail goes only to the caller's own address (Sam's is verified: none at all).
      const before = await backend.db.outbox.count();
      expect((await as(sam, 'post', '/auth/verification-email')).status).toBe(204);
      expect(await backend.db.outbox.count()).toBe(before);
      expect(await backend.db.outbox.where('to').equals(users[0].email).count()).toBe(0);
    },
    fault: { provenElsewhere: VERIFY_FAULTS },
    notCalledByAnyScreen: VERIFY_NOT_IN_LIVE_PASS,
  },
  logout: {
    owned: 'account',
    async errors({ call }) {
      await call('post', '/auth/logout', { token: 'not-a-session' });
    },
    async forbidden({ backend, as, dana, users, expect }) {
      const other = await backend.signIn(users[1].email, users[1].password);
      expect((await as(other, 'post', '/auth/logout')).status).toBe(204);
      expect((await as(dana, 'get', '/auth/me')).status).toBe(200);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-account.test.tsx',
        title: 'Sign-in and shell: the demo Google chooser failing',
      },
    },
  },
  getMe: {
    owned: 'account',
    async errors({ call }) {
      await call('get', '/auth/me', { token: null });
    },
    async forbidden({ as, sam, users, expect }) {
      expect((await as(sam, 'get', '/auth/me')).body).toMatchObject({ email: users[1].email });
    },
    fault: {
      provenElsewhere:
        'no screen calls it (the user comes from the sign-in answer and is kept by the auth store); its server, network and 401 faults are checked in tests/unit/mock-faults.test.ts, its 401s in tests/mock-server/auth.test.ts',
    },
  },
  updateMe: {
    owned: 'account',
    async errors({ call, notJson }) {
      const update = (body: unknown, token?: string | null) =>
        call('patch', '/auth/me', { body, token });
      await update({}, null);
      await update(notJson);
      await update(7);
      await update({ firstName: ' ' });
      await update({ lastName: '' });
      await update({ linkedinUrl: 'javascript:alert(1)' });
      await update({ savedAnswers: { other: 'x' } });
      await update({ savedAnswers: { email: 'not an email' } });
      await update({ savedAnswers: { location: LONG(200) } });
      await update({ oldPassword: 'abc', password: 'short' });
      await update({ password: 'A-long-passphrase-1' });
      await update({ oldPassword: 'Demo1234!' });
      await update({ oldPassword: 'Demo1234!', password: 'baseball1' });
      await update({ oldPassword: 'not-the-password', password: 'A-long-passphrase-1' });
      await update({
        firstName: LONG(100),
        lastName: LONG(100),
        oldPassword: LONG(128),
        password: LONG(128),
        linkedinUrl: LONG(2048),
      });
    },
    async forbidden({ as, dana, sam, users, expect }) {
      const res = await as(sam, 'patch', '/auth/me', {
        id: users[0].id,
        email: users[0].email,
        firstName: 'Sammy',
      });
      expect(res.body).not.toMatchObject({ id: users[0].id });
      expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({ firstName: 'Dana' });
    },
    fault: {
      screenTest: { file: 'screens/faults-home.test.tsx', title: 'updateMe: the name typed stays' },
    },
  },
};

export const ownerData: OwnerSetups<'account'> = {
  /** Dana's own account: the matrix signs her in. */
  async account({ as, dana, users, expect }) {
    expect((await as(dana, 'get', '/auth/me')).body).toMatchObject({ id: users[0].id });
    return {};
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    account: Record<never, never>;
  }
}
