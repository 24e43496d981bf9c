import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from 'xstate';
import type { NewGrant } from '../../src/domain/grant';
import { hasErrors } from '../../src/domain/text';
import {
  type CreateGrantContext,
  createGrantMachine,
} from '../../src/machines/create-grant.machine';
import { CreateGrantScreen } from '../../src/screens/grants/create-grant-screen';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  visited,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import { CREATE_GRANT_TODAY, SELECTS, labelled } from './create-grant-labels';
import { CREATE_GRANT_LABELS } from '../../src/domain/grant';

const NOW = CREATE_GRANT_TODAY;
const now = () => NOW;

const BASICS = [
  { type: 'basics.change', field: 'title', value: 'Coastal Schools Solar' },
  { type: 'basics.change', field: 'sector', value: 'Energy' },
  { type: 'basics.change', field: 'sectorFocus', value: 'Solar for schools' },
  { type: 'basics.change', field: 'fundingSize', value: '42000' },
  { type: 'basics.change', field: 'deadline', value: '2026-04-01' },
  { type: 'basics.change', field: 'organizationType', value: 'educational' },
] as const;
const DETAILS = [
  { type: 'details.change', field: 'motive', value: 'Lower school energy bills' },
  { type: 'details.change', field: 'description', value: 'Rooftop solar on schools' },
  { type: 'details.change', field: 'sectorDescription', value: 'Clean energy for schools' },
  { type: 'details.change', field: 'criteria', value: 'Public school district' },
  { type: 'details.change', field: 'projectStage', value: 'planning' },
] as const;
const SERVER_FAILURE = { status: 500 };

const filled = (values: object) => Object.values(values).filter((v) => v !== '').length;
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CreateGrantContext;

const EVENTS = [
  ...BASICS,
  { type: 'step.next' },
  ...DETAILS,
  { type: 'step.back' },
  { type: 'grant.submit' },
  { type: 'grant.createAnother' },
  {
    type: 'xstate.done.actor.0.createGrant.submitting',
    output: undefined,
  },
  { type: 'xstate.error.actor.0.createGrant.submitting', error: SERVER_FAILURE },
] as EventObject[];
const paths = modelPaths(createGrantMachine, {
  input: { now },
  events: EVENTS,
  serializeState: (snapshot) => {
    const c = context(snapshot as AnyMachineSnapshot);
    return JSON.stringify([
      stateKey(snapshot as AnyMachineSnapshot),
      filled(c.basics),
      filled(c.details),
      hasErrors(c.basicsErrors),
      hasErrors(c.detailsErrors),
      c.submitError !== null,
      c.created !== null,
    ]);
  },
});

const endings = new Map<string, (typeof paths)[number]>();
for (const path of paths) {
  const c = context(path.state);
  const key = JSON.stringify([
    stateKey(path.state),
    hasErrors(c.basicsErrors),
    hasErrors(c.detailsErrors),
    c.submitError !== null,
    filled(c.basics) === 0 && path.steps.some((s) => s.event.type === 'grant.createAnother'),
  ]);
  const known = endings.get(key);
  if (!known || known.steps.length > path.steps.length) endings.set(key, path);
}
// Create Another Grant leads back to an empty step 1, the same state as the start, so shortest
// paths never take it: the path to "created" is extended with it.
const createdPath = [...endings.values()].find((path) => stateKey(path.state) === 'created');
if (!createdPath) throw new Error('no path reaches created');
const anotherEvent = { type: 'grant.createAnother' } as EventObject;
const anotherState = getNextSnapshot(
  createGrantMachine,
  createdPath.state as never,
  anotherEvent as never,
);
const createAnotherPath = {
  ...createdPath,
  state: anotherState as AnyMachineSnapshot,
  steps: [...createdPath.steps, { event: anotherEvent, state: anotherState as AnyMachineSnapshot }],
};
// Plus the transitions these do not take (for the coverage report).
const selected = coveringPaths(paths, EVENTS, [...endings.values(), createAnotherPath]);

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('create-grant model', () => {
  it('visits every state and every event of the machine', () => {
    const seen = visited(selected);
    expect([...seen.states].sort()).toEqual([
      'basics',
      'created',
      'details',
      'failed',
      'submitting',
    ]);
    for (const type of ['step.back', 'grant.createAnother', 'grant.submit', 'step.next'])
      expect(seen.events).toContain(type);
    expect([...seen.events].some((t) => t.startsWith('xstate.error.actor'))).toBe(true);
  });

  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['createGrant'] as const);
      const logic = createGrantMachine.provide({
        actors: fakes.actors as Parameters<typeof createGrantMachine.provide>[0]['actors'],
      });
      const user = userEvent.setup({ delay: null });
      await renderScreen(<CreateGrantScreen logic={logic} now={now} />, { path: '/create-grant' });

      const expectMessages = (errors: Record<string, string | undefined>) => {
        for (const message of Object.values(errors))
          if (message) expect(screen.getAllByText(message)[0]).toBeVisible();
      };
      const change = async (event: EventObject) => {
        const { field, value } = event as unknown as { field: string; value: string };
        const label = (CREATE_GRANT_LABELS as Record<string, string>)[field] ?? field;
        if (SELECTS.has(field)) {
          await user.selectOptions(screen.getByRole('combobox', { name: labelled(label) }), value);
          return;
        }
        const input = screen.getByLabelText(labelled(label), { selector: 'input, textarea' });
        if (field === 'deadline') {
          fireEvent.change(input, { target: { value } });
          return;
        }
        await user.clear(input);
        await user.click(input);
        await user.paste(value);
      };
      const lastInput = () => fakes.inputsOf('createGrant').at(-1) as NewGrant;

      await replayPath(path, {
        events: {
          'basics.change': change,
          'details.change': change,
          'step.next': async () => {
            await user.click(screen.getByRole('button', { name: 'Next Step' }));
          },
          'step.back': async () => {
            await user.click(screen.getByRole('button', { name: 'Back' }));
          },
          'grant.submit': async () => {
            await user.click(screen.getByRole('button', { name: 'Create Grant' }));
          },
          'grant.createAnother': async () => {
            await user.click(screen.getByRole('button', { name: 'Create Another Grant' }));
          },
          'xstate.done.actor.0.createGrant.submitting': async () => {
            const body = lastInput();
            await act(async () =>
              fakes.resolve('createGrant', {
                ...body,
                id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
                agencyName: null,
                createdAt: NOW.toISOString(),
              }),
            );
          },
          'xstate.error.actor.0.createGrant.submitting': async () => {
            await act(async () => fakes.reject('createGrant', SERVER_FAILURE));
          },
        },
        states: {
          basics: (snapshot) => {
            const form = screen.getByRole('form', { name: 'Grant Basics' });
            expect(form).toBeVisible();
            expect(within(form).getByText('Step 1 of 2')).toBeVisible();
            expectMessages(context(snapshot).basicsErrors);
            // Back keeps every entry; Create Another Grant empties them.
            expect(screen.getByLabelText(labelled('Title'), { selector: 'input' })).toHaveValue(
              context(snapshot).basics.title,
            );
            expect(
              screen.getByRole('combobox', { name: labelled('Organization Type') }),
            ).toHaveValue(context(snapshot).basics.organizationType);
          },
          details: (snapshot) => {
            const form = screen.getByRole('form', { name: 'Grant Details' });
            expect(within(form).getByText('Step 2 of 2')).toBeVisible();
            expectMessages(context(snapshot).detailsErrors);
            expect(within(form).queryByRole('alert')).toBeNull();
            expect(screen.getByLabelText(labelled('Motive'), { selector: 'textarea' })).toHaveValue(
              context(snapshot).details.motive,
            );
            expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
          },
          submitting: () => {
            expect(screen.getByRole('button', { name: 'Create Grant' })).toBeDisabled();
            expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
            expect(fakes.isRunning('createGrant')).toBe(true);
            expect(lastInput()).toEqual({
              title: 'Coastal Schools Solar',
              sector: 'Energy',
              sectorFocus: 'Solar for schools',
              fundingSize: 42000,
              deadline: '2026-04-01',
              organizationType: 'educational',
              status: 'active',
              motive: 'Lower school energy bills',
              description: 'Rooftop solar on schools',
              sectorDescription: 'Clean energy for schools',
              criteria: 'Public school district',
              projectStage: 'planning',
            });
          },
          failed: async () => {
            const form = screen.getByRole('form', { name: 'Grant Details' });
            await waitFor(() =>
              expect(within(form).getByRole('alert')).toHaveTextContent('Failed to create grant'),
            );
            expect(screen.getByRole('button', { name: 'Create Grant' })).toBeEnabled();
            expect(screen.getByLabelText(labelled('Motive'), { selector: 'textarea' })).toHaveValue(
              'Lower school energy bills',
            );
          },
          created: async () => {
            expect(
              await screen.findByRole('heading', { name: 'Grant Created Successfully!' }),
            ).toBeVisible();
            expect(screen.getByText('Coastal Schools Solar')).toBeVisible();
            expect(screen.getByText('Energy')).toBeVisible();
            expect(screen.getByText('$42,000')).toBeVisible();
            expect(screen.getByText('Apr 1, 2026')).toBeVisible();
            expect(screen.queryByRole('form')).toBeNull();
          },
        },
      });
    },
  );
});
