// A guided tour is data: steps that each name a screen (its route), one element on it by its
// accessible role and name, a caption of one or two sentences in plain text, and what "Show me"
// does there. `parseTour` checks a tour read from JSON and says what is wrong in words; the
// shipped tour and any tour a presenter writes pass through it (README: "Add a tour").

import type { CoApplicantField } from '../lib/demo-calls';

/** The roles a step may point at: what a person (and a screen reader) finds on a screen. */
export const TOUR_ROLES = [
  'alert',
  'article',
  'button',
  'cell',
  'checkbox',
  'combobox',
  'dialog',
  'heading',
  'link',
  'list',
  'menuitem',
  'navigation',
  'radio',
  'region',
  'row',
  'search',
  'status',
  'switch',
  'tab',
  'table',
  'tabpanel',
  'textbox',
] as const;

export type TourRole = (typeof TOUR_ROLES)[number];

/** One element on a screen: its role and accessible name (the whole name, or how it starts). */
export interface TourTarget {
  role: TourRole;
  name: string;
  /** `false`: the name starts with `name` (a bell whose name counts unread notifications). */
  exact?: boolean;
}

/** What "Show me" (or bringing a screen to a step's state) does, one thing at a time. */
export type TourAction =
  | { navigate: string }
  | { click: TourTarget }
  | {
      send: { machine: string; event: { type: string } & Record<string, unknown> };
      /** Sent only if the machine takes it now, else skipped (a draft offered or not). */
      optional?: boolean;
    }
  /** The demo's co-applicant saves a change to a draft she is on; open wizards show it. */
  | { coApplicantEdits: { field: CoApplicantField; application: string } };

/** The answers the demo's co-applicant can change (the inspector's buttons, a tour's Show me). */
export const CO_APPLICANT_FIELDS = [
  'budget.lines',
  'project.projectSummary',
] as const satisfies readonly CoApplicantField[];

export interface TourStep {
  /** Unique within the tour: the step list and the saved place use it. */
  id: string;
  /** A few words for the step list. */
  title: string;
  /** The screen the step happens on (a path and, optionally, search params). */
  route: string;
  target: TourTarget;
  /** One or two sentences, plain text. */
  caption: string;
  /** What brings the route's screen to the state the target needs (after navigating there). */
  setup?: TourAction[];
  /** What "Show me" does; no actions, no "Show me". */
  showMe: TourAction[];
  /**
   * What Show me opens (a dialog, a list, the next screen's first element): the spotlight moves
   * to it, so it is never dimmed under the overlay nor under the caption. Without it, the target
   * stays spotlit.
   */
  shows?: TourTarget;
}

export interface Tour {
  id: string;
  title: string;
  /** The demo account the tour signs in as. */
  account: { email: string; password: string };
  steps: TourStep[];
}

export const TOUR_LIMITS = { captionLength: 240, sentences: 2, titleLength: 40 } as const;

type Problems = string[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Markup in a caption: a tag or an entity. Captions are plain text. */
const MARKUP = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i;

/** Sentences in a caption: a full stop, question or exclamation mark followed by a space or end. */
export function sentenceCount(text: string): number {
  return (text.trim().match(/[.!?](\s|$)/g) ?? []).length;
}

function checkKeys(value: Record<string, unknown>, allowed: string[], at: string, out: Problems) {
  for (const key of Object.keys(value))
    if (!allowed.includes(key)) out.push(`${at}: unknown field "${key}"`);
}

function checkTarget(value: unknown, at: string, out: Problems): void {
  if (!isRecord(value)) {
    out.push(`${at}: a target is { "role", "name" }`);
    return;
  }
  checkKeys(value, ['role', 'name', 'exact'], at, out);
  if (!TOUR_ROLES.includes(value.role as TourRole))
    out.push(`${at}.role: "${String(value.role)}" is not one of ${TOUR_ROLES.join(', ')}`);
  if (!isText(value.name)) out.push(`${at}.name: the accessible name is required`);
  if (value.exact !== undefined && typeof value.exact !== 'boolean')
    out.push(`${at}.exact: true or false`);
}

export function checkRoute(value: unknown, at: string, out: Problems): void {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    out.push(`${at}: a path of this app, starting with "/"`);
}

function checkActions(value: unknown, at: string, out: Problems): void {
  if (!Array.isArray(value)) {
    out.push(`${at}: a list of actions`);
    return;
  }
  value.forEach((action, index) => {
    const here = `${at}[${index}]`;
    const kinds = isRecord(action) ? Object.keys(action).filter((key) => key !== 'optional') : [];
    if (!isRecord(action) || kinds.length !== 1) {
      out.push(`${here}: one of { "navigate" }, { "click" }, { "send" }, { "coApplicantEdits" }`);
      return;
    }
    if ('optional' in action && (!('send' in action) || typeof action.optional !== 'boolean'))
      out.push(`${here}.optional: true or false, on a "send" only`);
    if ('navigate' in action) checkRoute(action.navigate, `${here}.navigate`, out);
    else if ('click' in action) checkTarget(action.click, `${here}.click`, out);
    else if ('send' in action) {
      const send = action.send;
      if (!isRecord(send) || !isText(send.machine) || !isRecord(send.event)) {
        out.push(`${here}.send: { "machine": its id, "event": { "type", ... } }`);
        return;
      }
      checkKeys(send, ['machine', 'event'], `${here}.send`, out);
      if (!isText(send.event.type)) out.push(`${here}.send.event.type: the event's type`);
    } else if ('coApplicantEdits' in action) {
      const edit = action.coApplicantEdits;
      if (
        !isRecord(edit) ||
        !CO_APPLICANT_FIELDS.includes(edit.field as CoApplicantField) ||
        !isText(edit.application)
      ) {
        out.push(
          `${here}.coApplicantEdits: { "field": one of ${CO_APPLICANT_FIELDS.join(', ')}, "application": a shared draft's id }`,
        );
        return;
      }
      checkKeys(edit, ['field', 'application'], `${here}.coApplicantEdits`, out);
    } else out.push(`${here}: unknown action "${Object.keys(action)[0]}"`);
  });
}

function checkStep(value: unknown, at: string, out: Problems): void {
  if (!isRecord(value)) {
    out.push(`${at}: a step is an object`);
    return;
  }
  checkKeys(
    value,
    ['id', 'title', 'route', 'target', 'caption', 'setup', 'showMe', 'shows'],
    at,
    out,
  );
  if (!isText(value.id) || !/^[a-z0-9-]+$/.test(value.id))
    out.push(`${at}.id: lower-case letters, digits and dashes`);
  if (!isText(value.title) || value.title.length > TOUR_LIMITS.titleLength)
    out.push(`${at}.title: a few words (${TOUR_LIMITS.titleLength} characters at most)`);
  checkRoute(value.route, `${at}.route`, out);
  checkTarget(value.target, `${at}.target`, out);
  const caption = value.caption;
  if (!isText(caption)) out.push(`${at}.caption: the caption is required`);
  else {
    if (caption.length > TOUR_LIMITS.captionLength)
      out.push(`${at}.caption: ${TOUR_LIMITS.captionLength} characters at most`);
    const sentences = sentenceCount(caption);
    if (sentences < 1 || sentences > TOUR_LIMITS.sentences)
      out.push(`${at}.caption: one or two sentences, each ending with . ! or ?`);
    if (MARKUP.test(caption)) out.push(`${at}.caption: plain text, no markup`);
  }
  if (value.setup !== undefined) checkActions(value.setup, `${at}.setup`, out);
  checkActions(value.showMe, `${at}.showMe`, out);
  if (value.shows !== undefined) {
    checkTarget(value.shows, `${at}.shows`, out);
    if (Array.isArray(value.showMe) && value.showMe.length === 0)
      out.push(`${at}.shows: only a step with Show me shows something`);
  }
}

/** A tour read from JSON, or every problem found in it (each with where it is). */
export function parseTour(value: unknown): { tour: Tour; problems: [] } | { problems: string[] } {
  const out: Problems = [];
  if (!isRecord(value)) return { problems: ['A tour is a JSON object'] };
  checkKeys(value, ['id', 'title', 'account', 'steps'], 'tour', out);
  if (!isText(value.id)) out.push('tour.id: required');
  if (!isText(value.title)) out.push('tour.title: required');
  const account = value.account;
  if (!isRecord(account) || !isText(account.email) || !isText(account.password))
    out.push('tour.account: { "email", "password" } of a demo account');
  if (!Array.isArray(value.steps) || value.steps.length === 0)
    out.push('tour.steps: at least one step');
  else {
    value.steps.forEach((step, index) => checkStep(step, `steps[${index}]`, out));
    const ids = value.steps.map((step) => (isRecord(step) ? step.id : undefined));
    ids.forEach((id, index) => {
      if (id !== undefined && ids.indexOf(id) !== index)
        out.push(`steps[${index}].id: "${String(id)}" is used twice`);
    });
  }
  if (out.length > 0) return { problems: out };
  return { tour: value as unknown as Tour, problems: [] };
}

/** The tour, or an error listing its problems (for a tour the app ships). */
export function tourOf(value: unknown): Tour {
  const result = parseTour(value);
  if ('tour' in result) return result.tour;
  throw new Error(`The tour is not valid:\n${result.problems.join('\n')}`);
}

/** Whether the address shown is the step's route: the same path and the route's search params. */
export function isOnRoute(route: string, pathname: string, search: string): boolean {
  const [path = '', query = ''] = route.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const shown = new URLSearchParams(search);
  return [...wanted].every(([key, value]) => shown.get(key) === value);
}

/** What a step points at once Show me has run: what it opened, or its own target. */
export function shownBy(step: TourStep): TourTarget {
  return step.shows ?? step.target;
}

/** How a target is named in a sentence: `the "Download Report" button`. */
export function describeTarget(target: TourTarget): string {
  const name = target.exact === false ? `${target.name}…` : target.name;
  return `the "${name}" ${target.role}`;
}

export const TOUR_MESSAGES = {
  start: 'Take the tour',
  dialog: 'Guided tour',
  progress: (index: number, count: number) => `Step ${index + 1} of ${count}`,
  next: 'Next',
  finish: 'Finish',
  back: 'Back',
  exit: 'Exit tour',
  showMe: 'Show me',
  jump: 'Go to step',
  signingIn: 'Signing in to the demo account…',
  signInFailed: 'The tour could not sign in to the demo account.',
  retry: 'Try again',
  preparing: 'Opening the screen for this step…',
  locating: 'Looking for this step on the screen…',
  acting: 'Showing you…',
  missing: (target: TourTarget) =>
    `${capitalise(describeTarget(target))} is not on the screen now (a narrow window or a changed screen).`,
  restore: 'Bring the screen to this step',
  actionFailed: 'Show me could not finish on this screen.',
  pointing: (target: TourTarget) => `Highlighted: ${describeTarget(target)}.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
