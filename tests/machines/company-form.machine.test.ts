// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CompanyPayload, CompanyValues } from '../../src/domain/company';
import { companyFormMachine } from '../../src/machines/company-form.machine';
import type { Company } from '../../src/api/schema.gen';

const SAVED: Company = {
  id: '3c9a7e52-8f14-4b6d-a2e0-5d7c9b1f4a66',
  ein: '84-2917365',
  email: 'hello@okaforfabrication.com',
  name: 'Okafor Fabrication LLC',
  dba: null,
  address: '410 Foundry Row, Pittsburgh, PA 15201',
  industry: 'Manufacturing',
  website: null,
};

const FILLED: CompanyValues = {
  ein: ' 12-3456789 ',
  email: 'info@riverbend.coop',
  name: 'Riverbend Bakery LLC',
  dba: '',
  address: '12 Mill St',
  industry: 'Food',
  website: 'riverbend.coop',
  organizationType: '',
};

function start(
  options: {
    load?: () => Promise<Company | null>;
    create?: (input: CompanyPayload) => Promise<Company>;
    update?: (input: { id: string; company: CompanyPayload }) => Promise<Company>;
  } = {},
) {
  const calls: { create: CompanyPayload[]; update: { id: string; company: CompanyPayload }[] } = {
    create: [],
    update: [],
  };
  const logic = companyFormMachine.provide({
    actors: {
      loadCompany: fromPromise(options.load ?? (async () => null)),
      createCompany: fromPromise<Company, CompanyPayload>(async ({ input }) => {
        calls.create.push(input);
        return options.create ? options.create(input) : { id: SAVED.id, ...input };
      }),
      updateCompany: fromPromise<Company, { id: string; company: CompanyPayload }>(
        async ({ input }) => {
          calls.update.push(input);
          return options.update ? options.update(input) : { id: input.id, ...input.company };
        },
      ),
    },
  });
  return { actor: createActor(logic).start(), calls };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, values: Partial<CompanyValues>) => {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof CompanyValues, value });
  }
};

describe('company form machine', () => {
  afterEach(() => vi.useRealTimers());

  it('starts empty when the user has no company and creates one on Save', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.company).toBeNull();
    fill(actor, FILLED);
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toBe('creating');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.create).toEqual([
      { ...FILLED, ein: '12-3456789', dba: null, organizationType: null },
    ]);
    expect(calls.update).toEqual([]);
    expect(actor.getSnapshot().context.success).toBe('Company created successfully');
  });

  it('fills the form from the saved company and updates it on Save', async () => {
    const { actor, calls } = start({ load: async () => SAVED });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values.name).toBe('Okafor Fabrication LLC');
    fill(actor, { industry: 'Metalwork' });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toBe('updating');
    await waitFor(actor, (s) => s.matches('saved'));
    const { id: _id, ...savedFields } = SAVED;
    expect(calls.update).toEqual([
      { id: SAVED.id, company: { ...savedFields, industry: 'Metalwork', organizationType: null } },
    ]);
    expect(actor.getSnapshot().context.success).toBe('Company updated successfully');
  });

  it('shows the green banner for 3 seconds', async () => {
    vi.useFakeTimers();
    const { actor } = start({ load: async () => SAVED });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().context.success).toBe('Company updated successfully');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.success).toBeNull();
  });

  it('shows every message on Save, blocks saving while any stands, and clears one per edited field', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { website: 'nope' });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      ein: 'EIN is required',
      email: 'Email is required',
      name: 'Legal name is required',
      address: 'HQ address is required',
      industry: 'Industry is required',
      website: 'Website URL is invalid',
    });
    expect(actor.getSnapshot().can({ type: 'form.save' })).toBe(false);
    fill(actor, { ein: '12-3456789' });
    expect(actor.getSnapshot().context.errors.ein).toBeUndefined();
    expect(actor.getSnapshot().context.errors.email).toBe('Email is required');
    fill(actor, { ...FILLED, email: 'bad' });
    expect(actor.getSnapshot().can({ type: 'form.save' })).toBe(true);
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email is invalid' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.create).toEqual([]);
  });

  it('Cancel goes back to the saved company (or empty) and clears every error', async () => {
    const { actor } = start({ load: async () => SAVED });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { name: '', industry: 'Other' });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Legal name is required' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.values.name).toBe(SAVED.name);
    expect(actor.getSnapshot().context.values.industry).toBe(SAVED.industry);
    expect(actor.getSnapshot().context.errors).toEqual({});

    const empty = start();
    await waitFor(empty.actor, (s) => s.matches('editing'));
    fill(empty.actor, { name: 'Something' });
    empty.actor.send({ type: 'form.cancel' });
    expect(empty.actor.getSnapshot().context.values.name).toBe('');
  });

  it("shows the server's message, else 'Failed to create company', and editing clears it", async () => {
    const { actor } = start({ create: async () => Promise.reject(new ApiError(500, null)) });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, FILLED);
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toBe('Failed to create company');
    fill(actor, { industry: 'Bakery' });
    expect(actor.getSnapshot().context.failure).toBeNull();

    const taken = start({
      create: async () =>
        Promise.reject(new ApiError(422, { status: 422, message: 'User already has a company' })),
    });
    await waitFor(taken.actor, (s) => s.matches('editing'));
    fill(taken.actor, FILLED);
    taken.actor.send({ type: 'form.save' });
    await waitFor(taken.actor, (s) => s.context.failure !== null);
    expect(taken.actor.getSnapshot().context.failure).toBe('User already has a company');
  });

  it("says 'Failed to update company' and 'Failed to fetch company' when those fail", async () => {
    const { actor } = start({
      load: async () => SAVED,
      update: async () => Promise.reject(new ApiError(0, null, 'Network error')),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('Failed to update company');

    const broken = start({ load: async () => Promise.reject(new ApiError(500, null)) });
    await waitFor(broken.actor, (s) => s.matches('editing'));
    expect(broken.actor.getSnapshot().context.failure).toBe('Failed to fetch company');
    expect(broken.actor.getSnapshot().context.company).toBeNull();
  });
});
