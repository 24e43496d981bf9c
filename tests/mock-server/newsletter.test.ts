// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

type Subscription = { id: string; email: string; name: string; createdAt: string };

let backend: TestBackend;

beforeEach(async () => {
  backend = await createTestBackend();
});
afterEach(() => backend.close());

describe('POST /newsletter', () => {
  it('lets an anonymous visitor subscribe, storing a trimmed name and lower-case email', async () => {
    const res = await backend.request('post', '/newsletter', {
      body: { name: '  Ann Lee ', email: ' Ann@Example.org ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Ann Lee', email: 'ann@example.org' });
  });

  it('refuses a second subscription of the same email, whatever its case', async () => {
    await backend.request('post', '/newsletter', {
      body: { name: 'Ann', email: 'ann@example.org' },
    });
    const res = await backend.request('post', '/newsletter', {
      body: { name: 'Ann again', email: 'ANN@example.org' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'This email is already subscribed to our newsletter.',
      errors: { email: 'alreadySubscribed' },
    });
  });

  it('validates with the form rules', async () => {
    const missing = await backend.request('post', '/newsletter', {
      body: { name: ' ', email: '' },
    });
    expect(missing.status).toBe(422);
    expect((missing.body as { errors: unknown }).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    const invalid = await backend.request('post', '/newsletter', {
      body: { name: 'Ann', email: 'ann@' },
    });
    expect((invalid.body as { errors: unknown }).errors).toEqual({ email: 'Email is invalid' });
  });

  it('answers 401 for a token that is not valid', async () => {
    const res = await backend.request('post', '/newsletter', {
      token: 'expired',
      body: { name: 'Ann', email: 'ann@example.org' },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /newsletter', () => {
  it('gives anonymous callers the subscriptions of the email asked for, or none', async () => {
    await backend.request('post', '/newsletter', {
      body: { name: 'Ann', email: 'ann@example.org' },
    });
    const none = await backend.request('get', '/newsletter');
    expect(none.body).toEqual([]);
    const found = await backend.request('get', '/newsletter', {
      query: { email: 'ANN@example.org' },
    });
    expect((found.body as Subscription[]).map((s) => s.email)).toEqual(['ann@example.org']);
    const other = await backend.request('get', '/newsletter', {
      query: { email: 'bob@example.org' },
    });
    expect(other.body).toEqual([]);
  });

  it('gives a signed-in caller their own subscriptions only, and ignores the email parameter', async () => {
    const demo = await backend.signIn('demo@grantwise.app', 'Demo1234!');
    const sam = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    expect((await backend.request('get', '/newsletter', { token: demo })).body).toEqual([]);

    // Created by Dana with another address, and Sam's own address subscribed anonymously.
    await backend.request('post', '/newsletter', {
      token: demo,
      body: { name: 'Dana Rivera', email: 'dana.work@example.org' },
    });
    await backend.request('post', '/newsletter', {
      body: { name: 'Sam', email: 'sam@grantwise.app' },
    });

    const dana = (
      await backend.request('get', '/newsletter', {
        token: demo,
        query: { email: 'sam@grantwise.app' },
      })
    ).body as Subscription[];
    expect(dana.map((s) => s.email)).toEqual(['dana.work@example.org']);
    const sams = (await backend.request('get', '/newsletter', { token: sam }))
      .body as Subscription[];
    expect(sams.map((s) => s.email)).toEqual(['sam@grantwise.app']);
  });
});
