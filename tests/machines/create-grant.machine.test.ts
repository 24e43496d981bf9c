// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GrantBasics, GrantDetails, NewGrant } from '../../src/domain/grant';
import { createGrantMachine } from '../../src/machines/create-grant.machine';
import type { Grant } from '../../src/api/schema.gen';

const NOW = new Date(2026, 2, 10, 12);
const BASICS: GrantBasics = {
  title: ' Coastal Schools Solar ',
  sector: 'Energy',
  sectorFocus: 'Solar for schools',
  fundingSize: '42000',
  deadline: '2026-04-01',
  organizationType: 'educational',
};
const DETAILS: GrantDetails = {
  motive: 'Lower bills',
  description: 'Rooftop solar',
  sectorDescription: 'Clean energy for schools',
  criteria: 'Public district',
  projectStage: 'planning',
};

const asGrant = (body: NewGrant): Grant => ({
  ...body,
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  agencyName: null,
  createdAt: NOW.toISOString(),
});

function start(createGrant: (input: NewGrant) => Promise<Grant>) {
  const logic = createGrantMachine.provide({
    actors: { createGrant: fromPromise(({ input }) => createGrant(input)) },
  });
  const actor = createActor(logic, { input: { now: () => NOW } });
  actor.start();
  return actor;
}

type Actor = ReturnType<typeof start>;

function fillBasics(actor: Actor, values: Partial<GrantBasics> = {}) {
  for (const [field, value] of Object.entries({ ...BASICS, ...values })) {
    actor.send({ type: 'basics.change', field: field as keyof GrantBasics, value });
  }
}
function fillDetails(actor: Actor, values: Partial<GrantDetails> = {}) {
  for (const [field, value] of Object.entries({ ...DETAILS, ...values })) {
    actor.send({ type: 'details.change', field: field as keyof GrantDetails, value });
  }
}

describe('create-grant machine', () => {
  it('stays on step 1 with every message until step 1 is valid; editing clears a message', () => {
    const actor = start(async (body) => asGrant(body));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('basics');
    expect(actor.getSnapshot().context.basicsErrors).toEqual({
      title: 'Title is required',
      sector: 'Sector is required',
      sectorFocus: 'Sector focus is required',
      fundingSize: 'Funding size is required',
      deadline: 'Deadline is required',
      organizationType: 'Organization type is required',
    });
    actor.send({ type: 'basics.change', field: 'title', value: 'x' });
    expect(actor.getSnapshot().context.basicsErrors.title).toBeUndefined();

    fillBasics(actor, { deadline: '2026-03-10', fundingSize: '0' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('basics');
    expect(actor.getSnapshot().context.basicsErrors).toEqual({
      fundingSize: 'Please enter a valid amount',
      deadline: 'Deadline must be in the future',
    });

    fillBasics(actor);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('details');
  });

  it('Back keeps every entry of both steps', () => {
    const actor = start(async (body) => asGrant(body));
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    fillDetails(actor, { projectStage: '' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('basics');
    expect(actor.getSnapshot().context.basics).toEqual(BASICS);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.details).toEqual({ ...DETAILS, projectStage: '' });
  });

  it('submits only a valid step 2, with trimmed values and status active', async () => {
    const bodies: NewGrant[] = [];
    const actor = start(async (body) => {
      bodies.push(body);
      return asGrant(body);
    });
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'grant.submit' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.detailsErrors).toEqual({
      motive: 'Motive is required',
      description: 'Description is required',
      sectorDescription: 'Sector description is required',
      criteria: 'Criteria is required',
      projectStage: 'Project stage is required',
    });
    fillDetails(actor);
    actor.send({ type: 'grant.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'grant.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    await waitFor(actor, (s) => s.matches('created'));
    expect(bodies).toEqual([
      {
        title: 'Coastal Schools Solar',
        sector: 'Energy',
        sectorFocus: 'Solar for schools',
        fundingSize: 42000,
        deadline: '2026-04-01',
        organizationType: 'educational',
        status: 'active',
        motive: 'Lower bills',
        description: 'Rooftop solar',
        sectorDescription: 'Clean energy for schools',
        criteria: 'Public district',
        projectStage: 'planning',
      },
    ]);
    expect(actor.getSnapshot().context.created?.title).toBe('Coastal Schools Solar');

    actor.send({ type: 'grant.createAnother' });
    expect(actor.getSnapshot().value).toBe('basics');
    expect(actor.getSnapshot().context.basics.title).toBe('');
    expect(actor.getSnapshot().context.details.motive).toBe('');
    expect(actor.getSnapshot().context.created).toBeNull();
  });

  it('a failure stays on step 2 with the server message and its field errors', async () => {
    const actor = start(async () => {
      throw Object.assign(new Error('Deadline must be in the future'), {
        serverMessage: 'Deadline must be in the future',
        errors: { deadline: 'Deadline must be in the future' },
      });
    });
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    fillDetails(actor);
    actor.send({ type: 'grant.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.submitError).toBe('Deadline must be in the future');
    expect(actor.getSnapshot().context.basicsErrors).toEqual({
      deadline: 'Deadline must be in the future',
    });
    expect(actor.getSnapshot().context.details).toEqual(DETAILS);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('basics');
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it("without a server message the failure reads 'Failed to create grant'; retry works", async () => {
    let fail = true;
    const actor = start(async (body) => {
      if (fail) throw new TypeError('network down');
      return asGrant(body);
    });
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    fillDetails(actor);
    actor.send({ type: 'grant.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.submitError).toBe('Failed to create grant');
    fail = false;
    actor.send({ type: 'grant.submit' });
    await waitFor(actor, (s) => s.matches('created'));
  });

  it('editing after a failure returns to step 2 and clears the box', async () => {
    const actor = start(async () => {
      throw new Error('x');
    });
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    fillDetails(actor);
    actor.send({ type: 'grant.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'details.change', field: 'motive', value: 'New motive' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.submitError).toBeNull();
    expect(actor.getSnapshot().context.details.motive).toBe('New motive');
  });

  it('Create Grant again after a failure resubmits the kept entries', async () => {
    const actor = start(async () => {
      throw new Error('x');
    });
    fillBasics(actor);
    actor.send({ type: 'step.next' });
    fillDetails(actor);
    actor.send({ type: 'grant.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'grant.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
