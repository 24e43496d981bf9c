import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import type { DemoMail } from '../../../src/lib/demo-controls';

// The mailbox of the server under test (issue 61): the mails it sent to an address, read on
// api:serve's test-only route (`API_TEST_OUTBOX=1`, GET <base>/__test/outbox?to=<email>). A real
// server run by the conformance kit offers the same route on its test deployment, or the kit
// reads its mail catcher the same way. Not an operation of openapi.yaml, so not checked against it.

/** A mail as the outbox route answers it: the embedded backend's mail, less its id. */
export type Mail = Omit<DemoMail, 'id'>;

/** The mails sent to `email` of one kind, oldest first. */
export async function mailsTo(api: ApiClient, email: string, kind: Mail['kind']): Promise<Mail[]> {
  const response = await fetch(`${api.baseUrl}/__test/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status, 'the test-only outbox route (API_TEST_OUTBOX=1)').toBe(200);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.kind === kind);
}

/** A query parameter of a mail's link. */
export const linkParam = (mail: Mail | undefined, name: string): string =>
  new URLSearchParams((mail?.link ?? '').split('?')[1]).get(name) ?? '';
