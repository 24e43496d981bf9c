// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../../src/mock-server/http';
import { openapi, operations } from '../support/contract';
import { type TestBackend, createTestBackend } from '../support/mock-backend';

// Every text the contract limits (`maxLength` of a request body's property) is refused one
// character past its limit (422, the field's code `tooLong`) and accepted at it, read from
// openapi.yaml, so the contract and the handlers cannot drift apart.

type Json = Record<string, unknown>;
const SOME_UUID = '0d6f3c1e-5b7a-4e2d-9c8b-1a2b3c4d5e6f';

function resolve(node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref === 'string') return openapi.components.schemas[ref.split('/').pop()!] as Json;
  return (node ?? {}) as Json;
}

/** [operation, property, maxLength] for every limited text of a JSON request body. */
const limited = operations.flatMap((op) => {
  const content = (op as unknown as { requestBody?: { content?: Json } }).requestBody?.content;
  const schema = resolve((content?.['application/json'] as Json | undefined)?.schema);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(
    ([property, raw]) => {
      const prop = resolve(raw);
      return typeof prop.maxLength === 'number' ? [{ op, property, max: prop.maxLength }] : [];
    },
  );
});

describe('length limits of openapi.yaml, enforced by the handlers', () => {
  let backend: TestBackend;
  let token: string;
  beforeAll(async () => {
    backend = await createTestBackend();
    token = await backend.signIn();
  });
  afterAll(() => backend.close());

  it('limits the texts people type (names, passwords, emails, long answers)', () => {
    const names = limited.map(({ op, property }) => `${op.operationId}.${property}`);
    for (const name of [
      'loginWithEmail.password',
      'register.firstName',
      'updateMe.linkedinUrl',
      'createCompany.name',
      'createGrantApplication.projectDesc',
      'subscribeNewsletter.name',
    ])
      expect(names).toContain(name);
  });

  it.each(limited.map((c) => [`${c.op.operationId}.${c.property}`, c] as const))(
    '%s: refused past its maxLength, accepted at it',
    async (_name, { op, property, max }) => {
      const path = op.path.replace(/\{\w+\}/g, SOME_UUID);
      const send = (text: string) =>
        backend.request(op.method as Method, path, { token, body: { [property]: text } });
      const over = await send('é'.repeat(max + 1));
      const expected: Record<string, string> =
        property === 'folderName' ? { folderName: 'folderNameInvalid' } : { [property]: 'tooLong' };
      // An operation of another's record may answer 404 first; the rest answer the limit.
      if (over.status !== 404) {
        expect(over.status).toBe(422);
        expect((over.body as { errors?: Json }).errors).toMatchObject(expected);
      }
      const at = await send('é'.repeat(max));
      expect((at.body as { errors?: Json } | undefined)?.errors?.[property] ?? null).not.toBe(
        expected[property],
      );
    },
  );

  it('limits saved answers: only four texts, each within its limit', async () => {
    const save = (savedAnswers: unknown) =>
      backend.request('patch', '/auth/me', { token, body: { savedAnswers } });
    expect((await save({ location: 'x'.repeat(201) })).body).toMatchObject({
      errors: { savedAnswers: 'tooLong' },
    });
    expect((await save({ location: 'x'.repeat(200) })).status).toBe(200);
  });
});
