// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  TOUR_ROLES,
  type TourAction,
  describeTarget,
  isOnRoute,
  parseTour,
  sentenceCount,
  shownBy,
  tourOf,
} from '../../src/domain/tour';
import salesDemo from '../../src/tour/tours/sales-demo.json';
import { productionMachines } from '../model-coverage/records';

// A tour is data: the validator says what is wrong and where, and the tour the product ships
// passes it. Its "send" actions name a production machine and an event that machine's chart
// takes, so a renamed event fails here rather than in front of a customer. (That each step's
// element is on its screen is proved in the browser: tests/e2e/tour.spec.ts.)

const STEP = {
  id: 'top-picks',
  title: 'Top picks',
  route: '/opportunities',
  target: { role: 'button', name: 'Download Report' },
  caption: 'Top picks come ranked by fit. Each one says why.',
  showMe: [{ click: { role: 'button', name: 'Download Report' } }],
};
const TOUR = {
  id: 't',
  title: 'A tour',
  account: { email: 'sam@grantwise.app', password: 'x' },
  steps: [STEP],
};
const problemsOf = (value: unknown) => parseTour(value).problems;
const withStep = (change: Record<string, unknown>) => ({
  ...TOUR,
  steps: [{ ...STEP, ...change }],
});

describe('the tour validator', () => {
  it('takes a valid tour as it is', () => {
    expect(parseTour(TOUR)).toEqual({ tour: TOUR, problems: [] });
  });

  it.each([
    ['no object', 'a tour', ['A tour is a JSON object']],
    ['no steps', { ...TOUR, steps: [] }, ['tour.steps: at least one step']],
    ['no account', { ...TOUR, account: undefined }, [expect.stringContaining('tour.account')]],
    ['an unknown field', { ...TOUR, colour: 'red' }, ['tour: unknown field "colour"']],
    [
      'an unknown role',
      withStep({ target: { role: 'widget', name: 'x' } }),
      [expect.stringContaining('steps[0].target.role: "widget" is not one of')],
    ],
    [
      'a target without a name',
      withStep({ target: { role: 'button', name: ' ' } }),
      ['steps[0].target.name: the accessible name is required'],
    ],
    [
      'a route of another site',
      withStep({ route: 'https://example.com/' }),
      ['steps[0].route: a path of this app, starting with "/"'],
    ],
    [
      'a caption of three sentences',
      withStep({ caption: 'One. Two. Three.' }),
      ['steps[0].caption: one or two sentences, each ending with . ! or ?'],
    ],
    [
      'a caption with markup',
      withStep({ caption: 'Press <b>Next</b>.' }),
      ['steps[0].caption: plain text, no markup'],
    ],
    [
      'a caption too long',
      withStep({ caption: `${'word '.repeat(60)}end.` }),
      ['steps[0].caption: 240 characters at most'],
    ],
    [
      'an unknown action',
      withStep({ showMe: [{ type: 'hello' }] }),
      ['steps[0].showMe[0]: unknown action "type"'],
    ],
    [
      'a send without an event type',
      withStep({ showMe: [{ send: { machine: 'library', event: {} } }] }),
      ["steps[0].showMe[0].send.event.type: the event's type"],
    ],
    [
      'optional on a click',
      withStep({ showMe: [{ click: { role: 'button', name: 'Why?' }, optional: true }] }),
      ['steps[0].showMe[0].optional: true or false, on a "send" only'],
    ],
    [
      'what Show me opens, named without a role',
      withStep({ shows: { name: 'Notifications' } }),
      ['steps[0].shows.role: "undefined" is not one of ' + TOUR_ROLES.join(', ')],
    ],
    [
      'what a step without Show me shows',
      withStep({ showMe: [], shows: { role: 'dialog', name: 'Notifications' } }),
      ['steps[0].shows: only a step with Show me shows something'],
    ],
    [
      'a co-applicant edit of an answer she cannot change',
      withStep({ setup: [{ coApplicantEdits: { field: 'contact.email', application: 'a' } }] }),
      [
        'steps[0].setup[0].coApplicantEdits: { "field": one of budget.lines, project.projectSummary, "application": a shared draft\'s id }',
      ],
    ],
    [
      'a co-applicant edit with a field of its own',
      withStep({
        setup: [{ coApplicantEdits: { field: 'budget.lines', application: 'a', by: 'Priya' } }],
      }),
      ['steps[0].setup[0].coApplicantEdits: unknown field "by"'],
    ],
    [
      'a step id used twice',
      { ...TOUR, steps: [STEP, STEP] },
      ['steps[1].id: "top-picks" is used twice'],
    ],
  ])('refuses %s, saying where', (_name, value, problems) => {
    expect(problemsOf(value)).toEqual(problems);
  });

  it('counts sentences by their ends, and names targets as a sentence does', () => {
    expect(sentenceCount('Top picks come ranked. Each says why!')).toBe(2);
    expect(sentenceCount('Why? Because it fits.')).toBe(2);
    expect(describeTarget({ role: 'button', name: 'Notifications', exact: false })).toBe(
      'the "Notifications…" button',
    );
  });

  it('points, after Show me, at what it opened, or at its target when it names nothing', () => {
    const bell = { role: 'dialog', name: 'Notifications' } as const;
    const step = tourOf(withStep({ shows: bell })).steps[0]!;
    expect(shownBy(step)).toEqual(bell);
    expect(shownBy(tourOf(withStep({})).steps[0]!)).toEqual(STEP.target);
  });

  it('knows a step route by its path and the search params it names', () => {
    expect(isOnRoute('/grant?id=1', '/grant', '?id=1&step=2')).toBe(true);
    expect(isOnRoute('/grant?id=1', '/grant', '?id=2')).toBe(false);
    expect(isOnRoute('/resources', '/resources/abc', '')).toBe(false);
  });
});

function nodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodes)];
}

const eventsOf = (machine: AnyStateMachine) =>
  new Set(nodes(machine.root).flatMap((node) => [...node.transitions.keys()]));

describe('the shipped tour', () => {
  const result = parseTour(salesDemo);

  it('is valid', () => {
    expect(result.problems).toEqual([]);
  });

  it('sends only events that the named machine takes', () => {
    const machines = new Map(productionMachines().map(({ machine }) => [machine.id, machine]));
    const actions: TourAction[] = salesDemo.steps.flatMap((step) => [
      ...((step as { setup?: TourAction[] }).setup ?? []),
      ...(step.showMe as TourAction[]),
    ]);
    const sends = actions.flatMap((action) => ('send' in action ? [action.send] : []));
    expect(sends.length).toBeGreaterThan(0);
    for (const send of sends) {
      const machine = machines.get(send.machine);
      expect(machine, `no machine "${send.machine}" in src/machines`).toBeDefined();
      expect(
        eventsOf(machine as AnyStateMachine).has(send.event.type),
        `${send.machine} takes no "${send.event.type}"`,
      ).toBe(true);
    }
  });

  it("has the co-applicant edit only drafts the seed makes her an editor of, the tour account's", async () => {
    const { SAM_SHARED_APPLICATION_ID } =
      await import('../../src/mock-server/seed/shared-applications');
    const edits = tourOf(salesDemo)
      .steps.flatMap((step) => [...(step.setup ?? []), ...step.showMe])
      .flatMap((action) => ('coApplicantEdits' in action ? [action.coApplicantEdits] : []));
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit.application).toBe(SAM_SHARED_APPLICATION_ID);
  });

  it('signs in as a demo account of the seed', async () => {
    const { DEMO_USERS } = await import('../../src/mock-server/seed/users');
    expect(DEMO_USERS).toContainEqual(expect.objectContaining(salesDemo.account));
  });
});
