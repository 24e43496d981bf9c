import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { VALID_ANSWERS } from '../unit/application-fixtures';
import { newAccount } from './support/accounts';
import { api } from './support/server';
import type { Grant, GrantApplication } from '../../src/api/schema.gen';

// The receipt (issue 66), over HTTP: the server answers a submission with its tracking number
// and the moment it took it, later submissions have higher numbers, and the reads return both.

const TRACKING = /^GW-(\d{4})-(\d{6})$/;
const sequence = (application: GrantApplication) =>
  Number(TRACKING.exec(application.trackingNumber)?.[2]);

describe('the receipt of a submission', () => {
  it('carries a tracking number and a time that the reads return, each later one higher', async () => {
    const owner = await newAccount(api, 'receipt');
    const asOwner = { token: owner.token };
    const grants = (await api.call('get', '/grants', asOwner)).body as Grant[];
    const grant = grants.find((candidate) => candidate.fundingSize >= 75_000);
    expect(grant, 'a grant large enough for the answers').toBeDefined();
    const payload = buildApplicationPayload(VALID_ANSWERS, {
      userId: owner.user.id,
      grantId: grant!.id,
    });
    const submit = async () => {
      const created = await api.call('post', '/grant-applications', { ...asOwner, json: payload });
      expect(created.status).toBe(201);
      return created.body as GrantApplication;
    };

    const first = await submit();
    const second = await submit();
    expect(first.trackingNumber).toMatch(TRACKING);
    expect(TRACKING.exec(first.trackingNumber)?.[1]).toBe(first.submittedAt.slice(0, 4));
    expect(Number.isNaN(Date.parse(first.submittedAt))).toBe(false);
    expect(sequence(second)).toBeGreaterThan(sequence(first));

    const read = await api.call('get', `/grant-applications/${first.id}`, asOwner);
    expect(read.body).toMatchObject({
      trackingNumber: first.trackingNumber,
      submittedAt: first.submittedAt,
    });
    const day = first.submittedAt.slice(0, 10);
    const listed = await api.call('post', '/grant-applications/get', {
      ...asOwner,
      json: { startDate: day, endDate: second.submittedAt.slice(0, 10) },
    });
    expect(
      (listed.body as GrantApplication[]).map((application) => application.trackingNumber).sort(),
    ).toEqual([first.trackingNumber, second.trackingNumber].sort());
  });
});
