import { describe, expect, it } from 'vitest';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { WITHDRAWAL_MESSAGES } from '../../src/domain/withdrawal';
import { VALID_ANSWERS } from '../unit/application-fixtures';
import { newAccount } from './support/accounts';
import { api } from './support/server';
import type { Grant, GrantApplication } from '../../src/api/schema.gen';

// Withdrawing (issue 66, part 3), over HTTP: the owner withdraws with a reason, the reads and the
// timeline say so, a second withdrawal is refused, and nobody else reaches it.

describe('withdrawing an application', () => {
  it('withdraws once, with the reason on the timeline; twice or by another is refused', async () => {
    const owner = await newAccount(api, 'withdraw');
    const stranger = await newAccount(api, 'withdraw-other');
    const asOwner = { token: owner.token };
    const grants = (await api.call('get', '/grants', asOwner)).body as Grant[];
    const grant = grants.find((candidate) => candidate.fundingSize >= 75_000);
    expect(grant, 'a grant large enough for the answers').toBeDefined();
    const created = await api.call('post', '/grant-applications', {
      ...asOwner,
      json: buildApplicationPayload(VALID_ANSWERS, { userId: owner.user.id, grantId: grant!.id }),
    });
    expect(created.status).toBe(201);
    const { id } = created.body as GrantApplication;
    const path = `/grant-applications/${id}/withdraw`;

    const theirs = await api.call('post', path, { token: stranger.token, json: {} });
    expect(theirs.status).toBe(404);

    const withdrawn = await api.call('post', path, {
      ...asOwner,
      json: { reason: 'We found another funder.' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      stage: 'Withdrawn',
      stageHistory: [{ stage: 'Withdrawn', note: 'We found another funder.' }],
    });
    const read = await api.call('get', `/grant-applications/${id}`, asOwner);
    expect((read.body as GrantApplication).stage).toBe('Withdrawn');

    const again = await api.call('post', path, { ...asOwner, json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: WITHDRAWAL_MESSAGES.alreadyWithdrawn });
  });
});
