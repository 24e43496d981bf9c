import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type CompanyFormContext,
  companyFormMachine,
} from '../../src/machines/company-form.machine';
import { CompanyForm } from '../../src/screens/home/company-form';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import { COMPANY_LABELS } from '../../src/domain/company';
import type { Company } from '../../src/api/schema.gen';

// Company Information, replayed against the form: with no company yet (Save creates it) and
// with one (Save updates it), loading and saving failures, the rules on Save, Cancel, and the
// green banner that goes after 3 seconds.

const ACTOR = (state: string) => `0.companyForm.${state}`;
const done = (state: string) => `xstate.done.actor.${ACTOR(state)}`;
const failed = (state: string) => `xstate.error.actor.${ACTOR(state)}`;
const BANNER_GONE = 'xstate.after.successBanner.companyForm.saved';

const COMPANY: Company = {
  id: '3f9a1c2e-7b4d-4e6f-8a1b-2c3d4e5f6a7b',
  ein: '12-3456789',
  email: 'office@example.org',
  name: 'Green Fields Co-op',
  dba: null,
  address: '1 Market Street, Springfield',
  industry: 'Agriculture',
  website: null,
} as Company;
const REFUSED = { status: 500, serverMessage: 'Server unavailable' };

const CHANGES = [
  { type: 'field.change', field: 'ein', value: '98-7654321' },
  { type: 'field.change', field: 'email', value: 'hello@example.org' },
  { type: 'field.change', field: 'name', value: 'Riverside Makers' },
  { type: 'field.change', field: 'address', value: '2 Mill Lane, Riverton' },
  { type: 'field.change', field: 'industry', value: 'Manufacturing' },
  { type: 'field.change', field: 'website', value: 'not a website' },
] as const;
const EVENTS = [
  { type: done('loading'), output: null },
  { type: done('loading'), output: COMPANY },
  { type: failed('loading'), error: REFUSED },
  ...CHANGES,
  { type: 'form.save' },
  { type: 'form.cancel' },
  { type: done('creating'), output: COMPANY },
  { type: failed('creating'), error: REFUSED },
  { type: done('updating'), output: COMPANY },
  { type: failed('updating'), error: REFUSED },
  { type: BANNER_GONE },
] as EventObject[];

const LABELS: Record<string, string> = COMPANY_LABELS;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CompanyFormContext;
const paths = modelPaths(companyFormMachine, {
  input: undefined,
  events: EVENTS,
  // Everything the checks read is part of a state's identity (merged states would show another
  // state's values); the fields are filled in a fixed order to keep the paths few.
  serializeState: (snapshot) => {
    const c = ctx(snapshot as AnyMachineSnapshot);
    return JSON.stringify([stateKey(snapshot as AnyMachineSnapshot), c]);
  },
  filterEvents: (snapshot, event) => {
    if (event.type !== 'field.change') return true;
    const values = ctx(snapshot as AnyMachineSnapshot).values;
    const field = (event as (typeof CHANGES)[number]).field;
    const before = CHANGES.slice(
      0,
      CHANGES.findIndex((change) => change.field === field),
    );
    return before.every((change) => values[change.field] === change.value);
  },
});
const selected = coveringPaths(paths, EVENTS);

/**
 * The banner's 3 seconds are the machine's own timer (`after: successBanner`). A replay that took
 * longer than that in the saved state (six fields typed on a loaded machine) saw it end in the
 * middle of the path. So the replay holds the timer, given a delay of its own, and lets it fire
 * exactly where the path's event says the banner goes; a cleared timer is dropped.
 */
const BANNER_HELD_MS = 987_654;
let heldBanner: { id: number; fire: () => void } | null = null;
beforeEach(() => {
  heldBanner = null;
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  let nextId = -1;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    fire: () => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    if (ms !== BANNER_HELD_MS) return realSetTimeout(fire, ms, ...rest);
    heldBanner = { id: nextId, fire };
    nextId -= 1;
    return heldBanner.id;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((id?: number) => {
    if (heldBanner && id === heldBanner.id) heldBanner = null;
    else realClearTimeout(id);
  }) as typeof clearTimeout);
});
afterEach(() => vi.restoreAllMocks());

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('company-form model', () => {
  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['loadCompany', 'createCompany', 'updateCompany'] as const);
      const user = userEvent.setup({ delay: null });
      await renderScreen(
        <CompanyForm
          logic={companyFormMachine.provide({
            actors: fakes.actors,
            delays: { successBanner: BANNER_HELD_MS },
          })}
        />,
        { path: '/' },
      );
      const settle = async (name: Parameters<typeof fakes.resolve>[0], event: EventObject) => {
        const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
        await act(async () => (error ? fakes.reject(name, error) : fakes.resolve(name, output)));
      };
      const saveButton = () => screen.getByRole('button', { name: /Save Changes|Processing/ });

      const expectForm = (snapshot: AnyMachineSnapshot) => {
        const c = ctx(snapshot);
        for (const [field, label] of Object.entries(LABELS))
          expect(
            screen.getByLabelText(label, { exact: false, selector: 'input,select' }),
          ).toHaveValue(c.values[field as keyof typeof c.values]);
        for (const message of Object.values(c.errors))
          if (message) expect(screen.getByText(message)).toBeVisible();
        if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${c.failure}`);
        else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      };

      await replayPath(path, {
        events: {
          [done('loading')]: (event) => settle('loadCompany', event),
          [failed('loading')]: (event) => settle('loadCompany', event),
          [done('creating')]: (event) => settle('createCompany', event),
          [failed('creating')]: (event) => settle('createCompany', event),
          [done('updating')]: (event) => settle('updateCompany', event),
          [failed('updating')]: (event) => settle('updateCompany', event),
          'field.change': async (event) => {
            const { field, value } = event as (typeof CHANGES)[number];
            const input = screen.getByLabelText(LABELS[field] ?? field, {
              exact: false,
              selector: 'input',
            });
            await user.clear(input);
            await user.click(input);
            await user.paste(value);
          },
          'form.save': async () => {
            await user.click(saveButton());
          },
          'form.cancel': async () => {
            await user.click(screen.getByRole('button', { name: 'Cancel' }));
          },
          // The banner goes by itself: its timer, held until here, fires.
          [BANNER_GONE]: async () => {
            const banner = heldBanner;
            expect(banner, 'the banner timer the saved state set').not.toBeNull();
            heldBanner = null;
            await act(async () => banner?.fire());
            await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
          },
        },
        states: {
          loading: () => {
            expect(screen.getByText('Loading company...')).toBeVisible();
            expect(fakes.isRunning('loadCompany')).toBe(true);
          },
          editing: (snapshot) => {
            expectForm(snapshot);
            expect(screen.queryByRole('status')).not.toBeInTheDocument();
            if (snapshot.can({ type: 'form.save' })) expect(saveButton()).toBeEnabled();
            else expect(saveButton()).toBeDisabled();
          },
          creating: (snapshot) => {
            expect(saveButton()).toHaveTextContent('Processing...');
            expect(fakes.inputsOf('createCompany').at(-1)).toMatchObject({
              ein: ctx(snapshot).values.ein,
            });
          },
          updating: () => {
            expect(saveButton()).toHaveTextContent('Processing...');
            expect(fakes.inputsOf('updateCompany').at(-1)).toMatchObject({ id: COMPANY.id });
          },
          saved: (snapshot) => {
            expectForm(snapshot);
            expect(screen.getByRole('status')).toHaveTextContent(ctx(snapshot).success ?? '');
          },
        },
      });
    },
  );
});
