import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate';
import { type StatePath, getAdjacencyMap } from 'xstate/graph';
import { type ApplicationAnswers, parseAmount, validateStep } from '../../src/domain/application';
import {
  DOCUMENT_SECTION_NAMES,
  type DocumentSection,
  FORM_STEPS,
  type FormStep,
  STEP_NUMBERS,
  STEP_TITLES,
} from '../../src/domain/application-steps';
import {
  type ApplicationDraft,
  type DraftStep,
  serializeDraft,
} from '../../src/domain/application-draft';
import { draftKey } from '../../src/domain/draft-key';
import { EMPTY_GRANT_BASICS, EMPTY_GRANT_DETAILS } from '../../src/domain/grant';
import { formatDate, formatUsd, formatUsdWithCents } from '../../src/domain/format';
import {
  type ApplicationWizardContext,
  type ApplicationWizardInput,
  applicationWizardMachine,
} from '../../src/machines/application-wizard.machine';
import {
  type CreateGrantContext,
  createGrantMachine,
} from '../../src/machines/create-grant.machine';
import { FAULT_BODIES, SETTINGS_KEY } from '../../src/mock-server/settings';
import { FIELD_LABELS } from '../../src/domain/application-steps';
import { UNREACHABLE } from '../model-coverage/unreachable';
import { serializeEvent } from '../support/model-coverage';
import {
  coveringPaths,
  machineDefinition,
  recordCoverage,
  rememberInput,
  activeStates,
  replayedSteps,
  stateKey,
  transitionKey,
} from '../support/model-coverage';
import { VALID_ANSWERS } from '../unit/application-fixtures';
import { DEMO, PHONE, expect, expectNoSidewaysOverflow, signIn, test } from './fixtures';
import { GRANT_ID, GRANT_TITLE, pdf } from './wizard-steps';
import { SELECTS, labelled } from '../model/create-grant-labels';
import { CREATE_GRANT_LABELS } from '../../src/domain/grant';
import type { Grant } from '../../src/api/schema.gen';

// Model-based tests of the two wizards in the browser: walks generated here from the production
// create-grant and application-wizard machines with XState's graph tools, replayed against the
// built app and its embedded backend. The server's answers are real; a failure is forced
// through the embedded backend's settings (a 500 on the operation) just before the step that
// fails, and the request that leads to a busy state is slowed so that state is seen. States only
// reachable through a saved draft start from a draft written the way the app stores it. Every
// state and event on a walk needs a check or an action, and what the walks take is recorded for
// the coverage report.
//
// Walks, not one path per state: a page load, a sign-in and a busy state cost seconds in a
// browser, a click a fraction of one. From each start in turn, a walk takes the shortest way (over
// the machine's adjacency map) to the nearest state or transition that no walk has taken yet,
// again and again, and `coveringPaths` keeps the fewest walks that take everything.

type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;
type Step = Path['steps'][number];
const SOURCE = fileURLToPath(import.meta.url);

interface Start {
  name: string;
  input: unknown;
}

interface Walk {
  start: Start;
  path: Path;
}

/** xstate/graph's adjacency map: each serialized state, its snapshot and where each event leads. */
type Adjacency = Record<
  string,
  { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
>;

interface Edge {
  event: EventObject;
  to: string;
  /** What taking it covers: its transitions and the states active after it. */
  items: string[];
}

/** A walk from `start`: its events taken in turn from `initial`, each step's true snapshot. */
function walkFrom(
  machine: AnyStateMachine,
  start: Start,
  initial: Snapshot,
  events: EventObject[],
): Walk {
  const steps: Step[] = [{ state: initial, event: { type: 'xstate.init' } }];
  for (const event of events) {
    steps.push({
      state: getNextSnapshot(machine, (steps.at(-1) as Step).state as never, event),
      event,
    });
  }
  const path: Path = { state: (steps.at(-1) as Step).state, steps, weight: events.length };
  rememberInput([path], start.input);
  return { start, path };
}

/**
 * Walks from `starts` (in this order) that together take every state and transition the events
 * reach. `serialize` must keep apart every snapshot the guards tell apart: each walk is replayed
 * once more through the machine and must pass the same serialized states.
 */
function coveringWalks(
  machine: AnyStateMachine,
  starts: Start[],
  events: EventObject[],
  serialize: (snapshot: Snapshot) => string,
  filterEvents: (snapshot: Snapshot, event: EventObject) => boolean,
): Walk[] {
  const allNodes = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes),
  ];
  // Eventless transitions are not in the transition table read below. Only the state a machine
  // opens in may have them, when nothing leads back to it: every walk starts after them (its
  // first snapshot), and the replay records the ones it took.
  const opening = machine.root.initial.target[0];
  const targets = new Set(
    allNodes(machine.root).flatMap((node) =>
      [...node.transitions.values(), node.always ?? []].flat().flatMap((t) => t.target ?? []),
    ),
  );
  const eventless = allNodes(machine.root).filter((node) => (node.always ?? []).length > 0);
  if (eventless.some((node) => node !== opening || targets.has(node)))
    throw new Error(`${machine.id} has eventless transitions: walks do not see them`);

  const covered = new Set<string>();
  const walks: Walk[] = [];
  for (const start of starts) {
    const adjacency = getAdjacencyMap(machine, {
      input: start.input,
      events,
      filterEvents,
      serializeState: (snapshot: Snapshot) => serialize(snapshot),
      serializeEvent,
    } as never) as unknown as Adjacency;
    const startKey = Object.keys(adjacency)[0] as string;
    const initial = (adjacency[startKey] as { state: Snapshot }).state;
    const edgeCache = new Map<string, Edge[]>();
    const edgesOf = (key: string): Edge[] => {
      const cached = edgeCache.get(key);
      if (cached) return cached;
      const node = adjacency[key] as Adjacency[string];
      const edges = Object.values(node.transitions).map(({ event, state }) => ({
        event,
        to: serialize(state),
        items: [
          ...(machine.getTransitionData(node.state as never, event) ?? []).map((t) =>
            transitionKey(t as Parameters<typeof transitionKey>[0]),
          ),
          ...activeStates(state).map((id) => `state ${id}`),
        ],
      }));
      edgeCache.set(key, edges);
      return edges;
    };
    /** The shortest way from `from` whose last edge takes something new. */
    const nearestGain = (from: string): Edge[] | null => {
      const cameBy = new Map<string, { from: string; edge: Edge }>();
      const queue = [from];
      for (const key of queue) {
        for (const edge of edgesOf(key)) {
          if (edge.items.some((item) => !covered.has(item))) {
            const route = [edge];
            for (let at = key; at !== from;) {
              const back = cameBy.get(at) as { from: string; edge: Edge };
              route.unshift(back.edge);
              at = back.from;
            }
            return route;
          }
          if (edge.to !== from && !cameBy.has(edge.to)) {
            cameBy.set(edge.to, { from: key, edge });
            queue.push(edge.to);
          }
        }
      }
      return null;
    };

    // What opening the machine takes (its eventless opening transitions, the states entered).
    const opened: Path = {
      state: initial,
      steps: [{ state: initial, event: { type: 'xstate.init' } }],
      weight: 0,
    };
    rememberInput([opened], start.input);
    const [first] = replayedSteps(opened, stateKey);
    const openingItems = [
      ...(first?.states ?? []).map((id) => `state ${id}`),
      ...(first?.transitions ?? []),
    ];
    const openingGains = openingItems.some((item) => !covered.has(item));
    for (const item of openingItems) covered.add(item);
    const walksBefore = walks.length;
    for (;;) {
      const taken: Edge[] = [];
      for (let at = startKey, route = nearestGain(at); route; route = nearestGain(at)) {
        for (const edge of route) for (const item of edge.items) covered.add(item);
        taken.push(...route);
        at = (route.at(-1) as Edge).to;
      }
      if (taken.length === 0) break;
      // The walk as the machine takes it from the start (the adjacency map keeps one snapshot per
      // serialized state; the checks read the true one).
      const walk = walkFrom(
        machine,
        start,
        initial,
        taken.map((edge) => edge.event),
      );
      for (const [index, edge] of taken.entries()) {
        const reached = serialize((walk.path.steps[index + 1] as Step).state);
        if (reached !== edge.to)
          throw new Error(
            `${machine.id}, from "${start.name}", step ${index + 1} (${edge.event.type}): the machine reaches ${reached}, the graph ${edge.to}; serialize what the guards read`,
          );
      }
      walks.push(walk);
    }
    // A start whose opening alone takes something new (no draft: straight to step 1) is a walk.
    if (openingGains && walks.length === walksBefore) walks.push({ start, path: opened });
  }
  const kept = new Set(
    coveringPaths(
      walks.map((walk) => walk.path),
      [],
      stateKey,
    ),
  );
  return walks.filter((walk) => kept.has(walk.path));
}

/**
 * The walks of a machine, found once per change of the code they depend on and kept on disk
 * between the processes of a run. The application wizard's walks are what its tests are made of
 * (their number decides the parts), so every process that loads this file finds them: the
 * runner that lists the tests and each worker that runs one, about 6 s of CPU each (docs/testing.md).
 * The file holds each walk as its start and its events, by their place in `starts` and `events`,
 * with the state each step reaches: a walk read back is replayed through the machine and must
 * reach the same states, else the walks are found again. Its name carries a hash of the sources
 * the walks come from (the app's code, the test support and this file) and xstate's version.
 */
function storedWalks(
  name: string,
  machine: AnyStateMachine,
  starts: Start[],
  events: EventObject[],
  serialize: (snapshot: Snapshot) => string,
  filterEvents: (snapshot: Snapshot, event: EventObject) => boolean,
): Walk[] {
  const root = join(dirname(SOURCE), '..', '..');
  const sources = [
    'src',
    'tests/support',
    'tests/e2e',
    'tests/unit',
    'tests/model',
    'tests/model-coverage',
  ]
    .flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
        .filter((file) => /\.(ts|tsx|json)$/.test(file))
        .map((file) => join(dir, file)),
    )
    .sort();
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules/xstate/package.json')));
  for (const file of sources) hash.update(file).update(readFileSync(join(root, file)));
  const file = join(
    root,
    'node_modules/.cache/model-walks',
    `${name}-${hash.digest('hex').slice(0, 16)}.json`,
  );
  type Stored = { start: number; events: number[]; reached: string[] };
  const eventKeys = events.map(serializeEvent);
  const replayed = (stored: Stored[]): Walk[] | null => {
    const walks: Walk[] = [];
    for (const kept of stored) {
      const start = starts[kept.start];
      const taken = kept.events.map((at) => events[at]);
      if (!start || taken.some((event) => event === undefined)) return null;
      const initial = getInitialSnapshot(machine, start.input as never) as Snapshot;
      const walk = walkFrom(machine, start, initial, taken as EventObject[]);
      const same = walk.path.steps.every(
        (step, index) => serialize(step.state) === kept.reached[index],
      );
      if (!same || walk.path.steps.length !== kept.reached.length) return null;
      walks.push(walk);
    }
    return walks;
  };
  try {
    const walks = replayed(JSON.parse(readFileSync(file, 'utf8')) as Stored[]);
    if (walks) return walks;
  } catch {
    // None kept yet (or one being written): found below.
  }
  const walks = coveringWalks(machine, starts, events, serialize, filterEvents);
  const stored: Stored[] = walks.map((walk) => ({
    start: starts.indexOf(walk.start),
    events: walk.path.steps.slice(1).map((step) => eventKeys.indexOf(serializeEvent(step.event))),
    reached: walk.path.steps.map((step) => serialize(step.state)),
  }));
  // Kept only when every event is found again by its place (each serializes apart).
  if (
    new Set(eventKeys).size === eventKeys.length &&
    stored.every((walk) => !walk.events.includes(-1))
  ) {
    mkdirSync(dirname(file), { recursive: true });
    const written = `${file}.${process.pid}`;
    writeFileSync(written, JSON.stringify(stored));
    renameSync(written, file);
  }
  return walks;
}

/**
 * The budget table's line editor (issue 48) is walked through the real screen by
 * tests/model/application-wizard-budget.model.test.tsx (every state and transition, with the
 * coverage check); the browser walk keeps to the wizard's flow, where the table is one step.
 * The same holds for the wizard on someone else's draft (issue 60): a viewer's read-only view and
 * what the autosave brings in are walked by tests/model/application-wizard-together.model.test.tsx,
 * and a member writing in the owner's draft by tests/e2e/sharing.spec.ts.
 */
const WALKED_ON_THE_SCREEN =
  /budget\.editing\.(line|invalidTotals)\b|line\.|\.viewing\b|answers\.remote|draft\.created/;

/** The walks enter every state and take every transition but the exempt ones, before a click. */
function expectFullCover(machine: AnyStateMachine, walks: Walk[]) {
  const definition = machineDefinition(machine);
  const taken = new Set(
    walks.flatMap((walk) =>
      replayedSteps(walk.path, stateKey).flatMap((step) => [...step.states, ...step.transitions]),
    ),
  );
  const exempt = (id: string) =>
    id in UNREACHABLE || definition.forbidden.includes(id) || WALKED_ON_THE_SCREEN.test(id);
  expect(
    definition.states.filter((id) => !exempt(id) && !taken.has(id)),
    'states no walk enters',
  ).toEqual([]);
  expect(
    definition.transitions.filter((id) => !exempt(id) && !taken.has(id)),
    'transitions no walk takes',
  ).toEqual([]);
}

interface Replay {
  /** Does what the user does; `next` is the step after (a forced failure is set up first). */
  events: Record<
    string,
    (event: EventObject, next: Step | undefined, after: Snapshot) => Promise<void>
  >;
  states: Record<string, (snapshot: Snapshot) => Promise<void>>;
}

async function replay(path: Path, handlers: Replay, page: Page): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const key = stateKey(step.state);
    await test.step(`${index}. ${step.event.type} → ${key}`, async () => {
      if (index > 0) {
        const act = handlers.events[step.event.type];
        expect(act, `no action for event "${step.event.type}"`).toBeTruthy();
        await act?.(step.event, path.steps[index + 1], step.state);
      }
      const check = handlers.states[key];
      expect(check, `no check for state "${key}"`).toBeTruthy();
      await check?.(step.state);
      // The walks run on an emulated phone: no state of either wizard is wider than its screen.
      await expectNoSidewaysOverflow(page, key);
    });
  }
  recordCoverage(SOURCE, [
    { machine: path.state.machine as AnyStateMachine, steps: replayedSteps(path, stateKey) },
  ]);
}

const BUSY_LATENCY = 1200;
const SERVER_FAILURE = FAULT_BODIES.server.message;

/**
 * The embedded backend's settings for this browser. A request that leads to a busy state is
 * slowed (the latency keeps that state on screen long enough to be checked on a loaded machine),
 * and fails with a 500 when the path's next step is the failure; once the busy state was seen,
 * later requests answer at once.
 */
function backendOf(page: Page) {
  let faults: Record<string, 'server'> = {};
  const write = (latency: number) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({ latency, failureRate: 0, faults }),
    ] as const);
  return {
    request: (operation: string, next: Step | undefined, busy: boolean) => {
      faults = next?.event.type.startsWith('xstate.error.actor.') ? { [operation]: 'server' } : {};
      return write(busy ? BUSY_LATENCY : 0);
    },
    seen: () => write(0),
  };
}

const describeWalk = (walk: Walk) => {
  const steps = walk.path.steps.length - 1;
  return `from ${walk.start.name}: ${steps} steps to ${stateKey(walk.path.state)}`;
};
const timeFor = (walks: Walk[]) =>
  30_000 + walks.reduce((sum, walk) => sum + 15_000 + walk.path.steps.length * 2_500, 0);

const dateInDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

// ---------------------------------------------------------------------------------------------
// Create grant

const BASICS = [
  { type: 'basics.change', field: 'title', value: 'Coastal Schools Solar' },
  { type: 'basics.change', field: 'sector', value: 'Energy' },
  { type: 'basics.change', field: 'sectorFocus', value: 'Solar for schools' },
  { type: 'basics.change', field: 'fundingSize', value: '42000' },
  { type: 'basics.change', field: 'deadline', value: dateInDays(60) },
  { type: 'basics.change', field: 'organizationType', value: 'educational' },
] as const;
const DETAILS = [
  { type: 'details.change', field: 'motive', value: 'Lower school energy bills' },
  { type: 'details.change', field: 'description', value: 'Rooftop solar on schools' },
  { type: 'details.change', field: 'sectorDescription', value: 'Clean energy for schools' },
  { type: 'details.change', field: 'criteria', value: 'Public school district' },
  { type: 'details.change', field: 'projectStage', value: 'planning' },
] as const;
/** A change of a filled field (after a failure, a change goes back to editing). */
const REVISED_MOTIVE = {
  type: 'details.change',
  field: 'motive',
  value: 'Lower school energy bills for good',
} as const;
const SUBMITTING = 'xstate.done.actor.0.createGrant.submitting';
const SUBMIT_FAILED = 'xstate.error.actor.0.createGrant.submitting';
const GRANT_EVENTS = [
  ...BASICS,
  { type: 'step.next' },
  ...DETAILS,
  REVISED_MOTIVE,
  { type: 'step.back' },
  { type: 'grant.submit' },
  { type: 'grant.createAnother' },
  { type: SUBMITTING, output: { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a' } },
  { type: SUBMIT_FAILED, error: { status: 500, serverMessage: SERVER_FAILURE } },
] as EventObject[];

const grantContext = (snapshot: Snapshot) => snapshot.context as CreateGrantContext;
const BASICS_FIELDS = Object.keys(EMPTY_GRANT_BASICS) as (keyof typeof EMPTY_GRANT_BASICS)[];
const DETAILS_FIELDS = Object.keys(EMPTY_GRANT_DETAILS) as (keyof typeof EMPTY_GRANT_DETAILS)[];
const filledBasics = (c: CreateGrantContext) => BASICS_FIELDS.filter((f) => c.basics[f] !== '');
const filledDetails = (c: CreateGrantContext) => DETAILS_FIELDS.filter((f) => c.details[f] !== '');

/**
 * Fields are filled in order (so "how many are filled" says which), each once; the motive is
 * revised once every detail is filled. What the checks and guards read is serialized.
 */
const grantFilter = (snapshot: Snapshot, event: EventObject) => {
  const c = grantContext(snapshot);
  const { field, value } = event as EventObject & { field?: string; value?: string };
  if (event.type === 'basics.change')
    return BASICS.findIndex((e) => e.field === field) === filledBasics(c).length;
  if (event.type !== 'details.change') return true;
  if (value === REVISED_MOTIVE.value)
    return filledDetails(c).length === DETAILS.length && c.details.motive !== value;
  return DETAILS.findIndex((e) => e.field === field) === filledDetails(c).length;
};
const grantSerialize = (snapshot: Snapshot) => {
  const c = grantContext(snapshot);
  return JSON.stringify([
    stateKey(snapshot),
    filledBasics(c).length,
    filledDetails(c).length,
    c.details.motive === REVISED_MOTIVE.value,
    Object.keys(c.basicsErrors),
    Object.keys(c.detailsErrors),
    c.submitError !== null,
    c.created !== null,
  ]);
};

let grantWalks: Walk[] | undefined;
const createGrantWalks = () =>
  (grantWalks ??= coveringWalks(
    createGrantMachine,
    [{ name: 'an empty form', input: undefined }],
    GRANT_EVENTS,
    grantSerialize,
    grantFilter,
  ));

test.describe('create-grant model in the browser', () => {
  // On an emulated phone, where a page wider than the screen shows (fixtures' PHONE).
  test.use(PHONE);
  // One worker replays them all: the coverage record is kept per worker.
  test.describe.configure({ mode: 'default' });

  test('every state and transition of the create-grant wizard', async ({ page }) => {
    const walks = createGrantWalks();
    expectFullCover(createGrantMachine, walks);
    test.setTimeout(timeFor(walks));
    await signIn(page);
    const backend = backendOf(page);
    const form = (name: 'Grant Basics' | 'Grant Details') => page.getByRole('form', { name });
    const change = async (event: EventObject) => {
      const { field, value } = event as EventObject & { field: string; value: string };
      const input = page.getByLabel(
        labelled((CREATE_GRANT_LABELS as Record<string, string>)[field] ?? field),
      );
      if (SELECTS.has(field)) await input.selectOption(value);
      else await input.fill(value);
    };
    const expectMessages = async (errors: Record<string, string | undefined>) => {
      for (const message of Object.values(errors))
        if (message) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    };
    const answered = async () => {};

    for (const walk of walks) {
      await test.step(describeWalk(walk), async () => {
        await page.goto('/create-grant');
        await replay(
          walk.path,
          {
            events: {
              'basics.change': change,
              'details.change': change,
              'step.next': async () => {
                await page.getByRole('button', { name: 'Next Step' }).click();
              },
              'step.back': async () => {
                await page.getByRole('button', { name: 'Back' }).click();
              },
              'grant.submit': async (_event, next, after) => {
                await backend.request('createGrant', next, after.matches('submitting'));
                await page.getByRole('button', { name: 'Create Grant' }).click();
              },
              'grant.createAnother': async () => {
                await page.getByRole('button', { name: 'Create Another Grant' }).click();
              },
              // The server answers by itself: the check of the next state waits for it.
              [SUBMITTING]: answered,
              [SUBMIT_FAILED]: answered,
            },
            states: {
              basics: async (snapshot) => {
                const c = grantContext(snapshot);
                await expect(form('Grant Basics')).toBeVisible();
                await expect(form('Grant Basics').getByText('Step 1 of 2')).toBeVisible();
                await expectMessages(c.basicsErrors);
                if (Object.keys(c.basicsErrors).length === 0)
                  await expect(form('Grant Basics').locator('[aria-invalid="true"]')).toHaveCount(
                    0,
                  );
                // Back keeps every entry; Create Another Grant empties them.
                await expect(page.getByLabel(labelled('Title'))).toHaveValue(c.basics.title);
                await expect(page.getByLabel(labelled('Organization Type'))).toHaveValue(
                  c.basics.organizationType,
                );
              },
              details: async (snapshot) => {
                const c = grantContext(snapshot);
                await expect(form('Grant Details').getByText('Step 2 of 2')).toBeVisible();
                await expectMessages(c.detailsErrors);
                if (Object.keys(c.detailsErrors).length === 0)
                  await expect(form('Grant Details').locator('[aria-invalid="true"]')).toHaveCount(
                    0,
                  );
                await expect(form('Grant Details').getByRole('alert')).toHaveCount(0);
                await expect(page.getByLabel(labelled('Motive'))).toHaveValue(c.details.motive);
                await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
              },
              submitting: async () => {
                await expect(page.getByRole('button', { name: 'Create Grant' })).toBeDisabled();
                await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
                await backend.seen();
              },
              failed: async (snapshot) => {
                const c = grantContext(snapshot);
                await expect(form('Grant Details').getByRole('alert')).toHaveText(
                  c.submitError ?? '',
                );
                await expect(page.getByRole('button', { name: 'Create Grant' })).toBeEnabled();
                await expect(page.getByLabel(labelled('Motive'))).toHaveValue(c.details.motive);
              },
              created: async (snapshot) => {
                const c = grantContext(snapshot);
                await expect(
                  page.getByRole('heading', { name: 'Grant Created Successfully!' }),
                ).toBeVisible();
                const summary = page.locator('dl');
                for (const shown of [
                  c.basics.title,
                  c.basics.sector,
                  formatUsd(Number(c.basics.fundingSize)),
                  formatDate(c.basics.deadline),
                ])
                  await expect(summary.getByText(shown, { exact: true })).toBeVisible();
                await expect(page.getByRole('form')).toHaveCount(0);
              },
            },
          },
          page,
        );
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Application wizard

/** The seeded grant the wizard opens on, as far as the checks read it (the page reads it whole). */
const GRANT = { id: GRANT_ID, title: GRANT_TITLE, fundingSize: 75000 } as Grant;
/** The demo user as the app knows it after signing in (no saved answers yet). */
const USER = {
  id: DEMO.id,
  firstName: DEMO.firstName,
  lastName: 'Rivera',
  email: DEMO.email,
  savedAnswers: null,
};
const UPLOAD = pdf('team-resumes-2030.pdf', 2048);
const EMPTY_UPLOAD = pdf('empty.pdf', 0);
const LIBRARY_DOCUMENT = 'letter-of-support.pdf';
const asFile = (upload: typeof UPLOAD) =>
  new File([upload.buffer], upload.name, { type: upload.mimeType });

/** One valid change per form step, made through its field (documents change by upload). */
const CHANGES = {
  contact: { field: 'fullName', value: 'Ana Ruiz' },
  project: { field: 'projectTitle', value: 'Rooftop Garden' },
  budget: { field: 'costSharing', value: 'None' },
  scope: { field: 'geographicalScope', value: 'Regional' },
  final: { field: 'primaryFocus', value: 'Nutrition' },
} as const;
type ChangedStep = keyof typeof CHANGES;

/** Answers with one step invalid. */
const INVALID: Record<FormStep, ApplicationAnswers> = {
  contact: { ...VALID_ANSWERS, contact: { ...VALID_ANSWERS.contact, fullName: '' } },
  project: { ...VALID_ANSWERS, project: { ...VALID_ANSWERS.project, projectTitle: '' } },
  budget: { ...VALID_ANSWERS, budget: { ...VALID_ANSWERS.budget, requestedFundingAmount: '' } },
  documents: { ...VALID_ANSWERS, documents: { ...VALID_ANSWERS.documents, resumes: null } },
  scope: { ...VALID_ANSWERS, scope: { ...VALID_ANSWERS.scope, geographicalScope: '' } },
  final: { ...VALID_ANSWERS, final: { ...VALID_ANSWERS.final, stage: '' } },
};

const draft = (step: DraftStep, answers: ApplicationAnswers, acknowledged = true) => ({
  version: 1 as const,
  userId: DEMO.id,
  grantId: GRANT_ID,
  step,
  commissionAcknowledged: acknowledged,
  answers,
  savedAt: '2030-01-01T10:00:00.000Z',
});
const wizardStart = (name: string, saved: ApplicationDraft | null): Start => ({
  name,
  input: { grant: GRANT, user: USER, draft: saved } satisfies ApplicationWizardInput,
});

// A draft at the review with the contact step invalid reaches almost everything (Edit links,
// Reset, every step, the failures); the other starts add what only they reach: Submit sending the
// user to each invalid step or to the commission, Resume at each step, and no draft at all.
const MAIN_START = wizardStart(
  'a draft at the review with step 2 invalid',
  draft('review', INVALID.contact),
);
const REVIEW_STARTS = [
  ...FORM_STEPS.filter((step) => step !== 'contact').map((step) =>
    wizardStart(
      `a draft at the review with step ${STEP_NUMBERS[step]} invalid`,
      draft('review', INVALID[step]),
    ),
  ),
  wizardStart(
    'a draft at the review, commission not acknowledged',
    draft('review', VALID_ANSWERS, false),
  ),
];
const STEP_STARTS = [
  ...(['commission', ...FORM_STEPS] as const).map((step) =>
    wizardStart(`a draft at step ${STEP_NUMBERS[step]}`, draft(step, VALID_ANSWERS)),
  ),
  wizardStart('no draft', null),
];
const WIZARD_GROUPS = [
  { title: 'Edit links, Reset, every step and every failure', starts: [MAIN_START] },
  { title: 'Submit sends the user to what is missing', starts: REVIEW_STARTS },
  { title: 'Resume at every step, Start over, no draft', starts: STEP_STARTS },
];

const WIZARD_EVENTS = [
  { type: 'draft.resume' },
  { type: 'draft.discard' },
  { type: 'commission.acknowledge' },
  ...Object.entries(CHANGES).map(([step, change]) => ({ type: 'answer.change', step, ...change })),
  { type: 'step.confirm' },
  { type: 'step.edit' },
  { type: 'step.next' },
  { type: 'step.reset' },
  { type: 'document.upload', section: 'resumes', file: asFile(UPLOAD) },
  { type: 'document.upload', section: 'resumes', file: asFile(EMPTY_UPLOAD) },
  { type: 'document.selectFailed', section: 'organizationalChart' },
  { type: 'library.open', section: 'lettersCommitment' },
  { type: 'xstate.done.actor.loadLibrary', output: [] },
  { type: 'xstate.error.actor.loadLibrary', error: new Error(SERVER_FAILURE) },
  { type: 'library.retry' },
  { type: 'library.close' },
  {
    type: 'document.choose',
    section: 'lettersCommitment',
    url: '/api/v1/files/library/content',
    fileName: LIBRARY_DOCUMENT,
  },
  { type: 'xstate.done.actor.uploadDocument', output: { url: '/api/v1/files/new/content' } },
  { type: 'xstate.error.actor.uploadDocument', error: new Error(SERVER_FAILURE) },
  ...FORM_STEPS.map((step) => ({ type: 'review.edit', step })),
  { type: 'application.submit' },
  {
    type: 'xstate.done.actor.submitApplication',
    output: { id: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c', generatedDraft: 'Project narrative.' },
  },
  { type: 'xstate.error.actor.submitApplication', error: new Error(SERVER_FAILURE) },
  { type: 'answers.save' },
  { type: 'answers.skip' },
  { type: 'xstate.done.actor.saveAnswers', output: { ...USER, savedAnswers: null } },
  { type: 'xstate.error.actor.saveAnswers', error: new Error(SERVER_FAILURE) },
] as EventObject[];
const SAVED_ANSWERS = 'xstate.done.actor.saveAnswers';

const wizardContext = (snapshot: Snapshot) => snapshot.context as ApplicationWizardContext;
/** Which fields are invalid and which messages show: what the guards and checks tell apart. */
const wizardSerialize = (snapshot: Snapshot) => {
  const c = wizardContext(snapshot);
  return JSON.stringify([
    stateKey(snapshot),
    FORM_STEPS.map((step) => Object.keys(validateStep(step, c.answers))),
    FORM_STEPS.map((step) => Object.keys(c.errors[step])),
    Object.keys(c.documentErrors),
    c.commissionAcknowledged,
    c.returnToReview,
    c.savedDraft !== null,
    c.submitError !== null,
    c.saveAnswersError !== null,
    c.savedUser !== null,
  ]);
};
/** A step's form state (step 5's sections sit beside its From library picker). */
const editingKey = (step: string) =>
  step === 'documents'
    ? 'documents.editing.sections'
    : step === 'budget'
      ? 'budget.editing.table'
      : `${step}.editing`;
/** A change is made only on its own step's form (elsewhere there is no field for it). */
const wizardFilter = (snapshot: Snapshot, event: EventObject) =>
  event.type !== 'answer.change' ||
  stateKey(snapshot) === editingKey((event as EventObject & { step: string }).step);

let wizardWalksCache: Walk[] | undefined;
const wizardWalks = () =>
  (wizardWalksCache ??= storedWalks(
    'application-wizard',
    applicationWizardMachine,
    WIZARD_GROUPS.flatMap((group) => group.starts),
    WIZARD_EVENTS,
    wizardSerialize,
    wizardFilter,
  ));

const STEP_NAMES = Object.fromEntries(
  FORM_STEPS.map((step) => [step, `Step ${STEP_NUMBERS[step]}: ${STEP_TITLES[step]}`]),
) as Record<FormStep, string>;
const SECTION_TITLES = Object.fromEntries(
  Object.entries(DOCUMENT_SECTION_NAMES).map(([section, names]) => [section, names.title]),
) as Record<DocumentSection, string>;

async function replayWizardWalk(page: Page, walk: Walk) {
  const backend = backendOf(page);
  const input = walk.start.input as ApplicationWizardInput;
  const form = (step: FormStep) => page.getByRole('form', { name: STEP_TITLES[step] });
  const section = (name: DocumentSection) =>
    page.getByRole('region', { name: SECTION_TITLES[name] });
  const click = async (name: string | RegExp) => {
    await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  };
  const answered = async () => {};
  const busy = (snapshot: Snapshot) =>
    snapshot.hasTag('busy') || snapshot.matches({ documents: { editing: { library: 'loading' } } });
  const library = () =>
    page.getByRole('dialog', {
      name: `Choose from your library: ${SECTION_TITLES.lettersCommitment}`,
    });

  // The previous walk's wizard leaves first: still open, it kept what it had not sent in the
  // same key, and once wrote it over the draft seeded below (the walk then met its own draft).
  await page.goto('/news');
  // The draft as the app stores it.
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [draftKey(DEMO.id, GRANT_ID), input.draft ? serializeDraft(input.draft) : ''] as const,
  );
  await page.goto(`/grant?id=${GRANT_ID}`);

  const editing = (step: FormStep) => async (snapshot: Snapshot) => {
    const c = wizardContext(snapshot);
    await expect(form(step)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    const errors = c.errors[step] as Record<string, string | undefined>;
    for (const message of Object.values(errors))
      if (message) await expect(form(step).getByText(message).first()).toBeVisible();
    if (step === 'documents') {
      for (const name of Object.keys(SECTION_TITLES) as DocumentSection[]) {
        const message = c.documentErrors[name] ?? c.errors.documents[name];
        const document = c.answers.documents[name];
        if (message) await expect(section(name).getByRole('alert')).toHaveText(message);
        else await expect(section(name).getByRole('alert')).toHaveCount(0);
        if (document)
          await expect(
            section(name).getByLabel(`Selected file: ${document.fileName}`),
          ).toBeVisible();
      }
      return;
    }
    if (Object.keys(errors).length === 0)
      await expect(form(step).locator('[aria-invalid="true"]')).toHaveCount(0);
    const { field } = CHANGES[step];
    const value = (c.answers[step] as unknown as Record<string, string>)[field] ?? '';
    if (step === 'scope') {
      if (value) await expect(page.getByRole('radio', { name: value, exact: true })).toBeChecked();
    } else {
      const label = (FIELD_LABELS[step] as Record<string, string>)[field] ?? field;
      await expect(form(step).getByLabel(label, { exact: false })).toHaveValue(value);
    }
  };
  const confirmed = (step: FormStep) => async (snapshot: Snapshot) => {
    const c = wizardContext(snapshot);
    const summary = page.getByRole('region', { name: `${STEP_TITLES[step]}: your answers` });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    if (step === 'documents') {
      for (const document of Object.values(c.answers.documents))
        if (document)
          await expect(summary.getByTitle(document.fileName, { exact: true })).toBeVisible();
      return;
    }
    const value = (c.answers[step] as unknown as Record<string, string>)[CHANGES[step].field];
    await expect(summary.getByText(value?.trim() ?? '', { exact: true }).first()).toBeVisible();
  };

  await replay(
    walk.path,
    {
      events: {
        'draft.resume': () => click('Resume application'),
        'draft.discard': () => click('Start over'),
        'commission.acknowledge': () => click('Acknowledge'),
        'answer.change': async (event) => {
          const { step, field, value } = event as EventObject & {
            step: ChangedStep;
            field: string;
            value: string;
          };
          if (step === 'scope') {
            await page.getByRole('radio', { name: value, exact: true }).check();
            return;
          }
          const label = (FIELD_LABELS[step] as Record<string, string>)[field] ?? field;
          await form(step).getByLabel(label, { exact: false }).fill(value);
        },
        'step.confirm': () => click('Confirm'),
        'step.edit': () => click(/^Edit( Information)?$/),
        'step.next': () => click('Next'),
        'step.reset': () => click('Reset'),
        'document.upload': async (event, next, after) => {
          const { file } = event as EventObject & { file: File };
          await backend.request('uploadFile', next, busy(after));
          await section('resumes')
            .locator('input[type=file]')
            .setInputFiles(file.size === 0 ? EMPTY_UPLOAD : UPLOAD);
        },
        // The file dialog closed without a file.
        'document.selectFailed': async () => {
          await section('organizationalChart').locator('input[type=file]').setInputFiles([]);
        },
        // The library is read from its folders: a forced fault on them fails the read.
        'library.open': async (_event, next, after) => {
          await backend.request('listFolders', next, busy(after));
          await section('lettersCommitment').getByRole('button', { name: 'From library' }).click();
        },
        'xstate.done.actor.loadLibrary': answered,
        'xstate.error.actor.loadLibrary': answered,
        'library.retry': async (_event, next, after) => {
          await backend.request('listFolders', next, busy(after));
          await library().getByRole('button', { name: 'Try again' }).click();
        },
        'library.close': async () => {
          await library().getByRole('button', { name: 'Close' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
        'document.choose': async () => {
          await library()
            .getByRole('button', { name: new RegExp(LIBRARY_DOCUMENT.replace('.', '\\.')) })
            .click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
        'xstate.done.actor.uploadDocument': answered,
        'xstate.error.actor.uploadDocument': answered,
        'review.edit': async (event) => {
          const { step } = event as EventObject & { step: FormStep };
          await click(`Edit ${STEP_NAMES[step]}`);
        },
        'application.submit': async (_event, next, after) => {
          await backend.request('createGrantApplication', next, busy(after));
          await click('Acknowledge and submit');
        },
        'xstate.done.actor.submitApplication': answered,
        'xstate.error.actor.submitApplication': answered,
        'answers.save': async (_event, next) => {
          await backend.request('updateMe', next, true);
          await click('Yes, Save Answers');
        },
        'answers.skip': () => click('No, Change Answers Later'),
        [SAVED_ANSWERS]: answered,
        'xstate.error.actor.saveAnswers': answered,
      },
      states: {
        draftFound: async (snapshot) => {
          const step = wizardContext(snapshot).savedDraft?.step ?? 'commission';
          await expect(
            page.getByRole('heading', { name: 'Resume your application?' }),
          ).toBeVisible();
          await expect(
            page.getByText(`at step ${STEP_NUMBERS[step]}, ${STEP_TITLES[step]}`),
          ).toBeVisible();
        },
        commission: async () => {
          await expect(
            page.getByRole('heading', { name: 'Commission acknowledgement' }),
          ).toBeVisible();
          await expect(page.getByText(formatUsd(GRANT.fundingSize), { exact: true })).toBeVisible();
          await expect(
            page.getByText(formatUsdWithCents(GRANT.fundingSize * 0.2), { exact: true }),
          ).toBeVisible();
        },
        ...Object.fromEntries(
          FORM_STEPS.flatMap((step) => [
            [editingKey(step), editing(step)],
            [`${step}.confirmed`, confirmed(step)],
          ]),
        ),
        'documents.editing.library.loading': async () => {
          await expect(library().getByLabel('Loading your library')).toBeVisible();
          await backend.seen();
        },
        'documents.editing.library.showing': async () => {
          await expect(
            library().getByRole('button', {
              name: new RegExp(LIBRARY_DOCUMENT.replace('.', '\\.')),
            }),
          ).toBeVisible();
        },
        'documents.editing.library.failed': async () => {
          await expect(library().getByRole('alert')).toHaveText(
            'Failed to load your library. Please try again.',
          );
          await expect(library().getByRole('button', { name: 'Try again' })).toBeEnabled();
        },
        'documents.uploading': async () => {
          const uploading = page.getByRole('button', { name: 'Uploading...' });
          await expect(uploading).toHaveCount(12);
          await expect(uploading.first()).toBeDisabled();
          await backend.seen();
        },
        'review.ready': async (snapshot) => {
          const c = wizardContext(snapshot);
          const requested = parseAmount(c.answers.budget.requestedFundingAmount) ?? 0;
          await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
          await expect(page.getByRole('button', { name: /^Edit Step/ })).toHaveCount(6);
          await expect(
            page.getByText(formatUsdWithCents(requested), { exact: true }).first(),
          ).toBeVisible();
          await expect(page.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
        },
        'review.submitting': async () => {
          await expect(page.getByLabel('Submitting your application')).toBeVisible();
          await expect(page.getByRole('button', { name: 'Acknowledge and submit' })).toHaveCount(0);
          await backend.seen();
        },
        'review.failed': async (snapshot) => {
          const c = wizardContext(snapshot);
          const alert = page.locator('[role="alert"]').filter({ hasText: c.submitError ?? '' });
          await expect(alert.filter({ hasText: 'Failed! Try again please!' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Acknowledge and submit' })).toBeEnabled();
        },
        'submitted.asking': async () => {
          await expect(
            page.getByRole('heading', { name: "You've successfully completed your application" }),
          ).toBeVisible();
          await expect(page.getByRole('button', { name: 'Yes, Save Answers' })).toBeEnabled();
        },
        'submitted.savingAnswers': async () => {
          await expect(page.getByLabel('Saving your answers')).toBeVisible();
          await backend.seen();
        },
        'submitted.saveFailed': async (snapshot) => {
          await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toHaveText(
            wizardContext(snapshot).saveAnswersError ?? '',
          );
          await expect(page.getByRole('button', { name: 'Yes, Save Answers' })).toBeEnabled();
        },
        finished: async (snapshot) => {
          await expect(page).toHaveURL(/\/grants(\?|$)/);
          if (wizardContext(snapshot).savedUser)
            await expect(page.getByText('Your answers are saved to your profile')).toBeVisible();
        },
      },
    },
    page,
  );
}

/** Saving the answers changes the account (the next form is prefilled): such a walk goes last. */
const hasStoredDraft = (walk: Walk) => (walk.start.input as ApplicationWizardInput).draft !== null;

const changesAccount = (walk: Walk) =>
  walk.path.steps.some((step) => step.event.type === SAVED_ANSWERS);

/**
 * A group's walks in parts of about this many steps: each part is a test of its own (a fresh
 * browser context and seed), so the suite's workers share a long group instead of one of them
 * replaying it all while the other waits at the end of the run.
 */
const PART_STEPS = 30;

function inParts(walks: Walk[]): Walk[][] {
  const parts: Walk[][] = [[]];
  let steps = 0;
  for (const walk of walks) {
    const part = parts[parts.length - 1]!;
    if (part.length > 0 && steps >= PART_STEPS) {
      parts.push([walk]);
      steps = walk.path.steps.length;
    } else {
      part.push(walk);
      steps += walk.path.steps.length;
    }
  }
  return parts;
}

test.describe('application wizard model in the browser', () => {
  // On an emulated phone, where a page wider than the screen shows (fixtures' PHONE).
  test.use(PHONE);
  for (const group of WIZARD_GROUPS) {
    const walks = wizardWalks()
      .filter((walk) => group.starts.includes(walk.start))
      // A walk with no draft comes first, shortest first: the draft lives on the server (issue
      // 60), so once a walk has saved one, the wizard offers it to every walk after.
      .sort(
        (a, b) =>
          Number(changesAccount(a)) - Number(changesAccount(b)) ||
          Number(hasStoredDraft(a)) - Number(hasStoredDraft(b)) ||
          (hasStoredDraft(a) ? 0 : a.path.steps.length - b.path.steps.length),
      );
    const parts = inParts(walks);
    parts.forEach((part, index) => {
      const title =
        parts.length > 1 ? `${group.title} (${index + 1} of ${parts.length})` : group.title;
      test(title, async ({ page }) => {
        expectFullCover(applicationWizardMachine, wizardWalks());
        expect(walks.length, 'every group takes something no other does').toBeGreaterThan(0);
        expect(walks.filter(changesAccount).length).toBeLessThanOrEqual(1);
        test.setTimeout(timeFor(part));
        // Leaving a wizard with answers asks first; a new walk leaves without asking.
        page.on('dialog', (dialog) => void dialog.accept());
        await signIn(page);
        for (const walk of part)
          await test.step(describeWalk(walk), () => replayWizardWalk(page, walk));
      });
    });
  }
});
