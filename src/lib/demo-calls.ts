// The demo's calls to the embedded backend, and the one generic way they cross to its worker.
// No React here: the backend's worker imports this module too.

export type DemoPreset = 'empty' | 'typical' | 'many';

/**
 * The embedded backend's demo calls. Each crosses to the backend's worker as one call by name
 * over one generic wire (mock-server/worker-protocol.ts): a new control is a method here, its
 * body in the backend (mock-server/start.ts, `MockControl`), and what calls it; no wire file
 * changes. Arguments and answers are what structured cloning carries.
 */
export interface DemoCalls {
  resetDemoData(): Promise<void>;
  loadPreset(name: DemoPreset): Promise<void>;
  /** Publishes the demo timeline's next grant (a saved search's alert arrives); its title. */
  publishGrant(): Promise<string>;
  /**
   * The funder awards the demo account's oldest application awaiting a decision (issue 66,
   * parts 4 and 5: its reports are then due); its project title, or null when none awaits one.
   */
  awardApplication(): Promise<string | null>;
  /**
   * Priya, a co-applicant of the demo's shared drafts, saves a change to one of its answers
   * (presence, a merge or a conflict to show); what she did, in words. The draft is Dana's unless
   * `applicationId` names Sam's (the tour's account).
   */
  coApplicantEdits(field: CoApplicantField, applicationId?: string): Promise<string>;
  /**
   * The mails the embedded backend sent (issue 61: verification links, invitations), newest
   * first: the demo's mailbox, which the inspector shows so a presenter follows a link offline.
   */
  outbox(): Promise<DemoMail[]>;
}

export type DemoCallName = keyof DemoCalls;

/** Every demo call's name (TypeScript wants each of `DemoCalls` here, and no other). */
const DEMO_CALL_NAMES = {
  resetDemoData: true,
  loadPreset: true,
  publishGrant: true,
  awardApplication: true,
  coApplicantEdits: true,
  outbox: true,
} satisfies Record<DemoCallName, true>;

/** The demo calls, each made by `call` with its name and arguments. */
export function demoCallsVia(
  call: (name: DemoCallName, args: unknown[]) => Promise<unknown>,
): DemoCalls {
  return Object.fromEntries(
    Object.keys(DEMO_CALL_NAMES).map((name) => [
      name,
      (...args: unknown[]) => call(name as DemoCallName, args),
    ]),
  ) as unknown as DemoCalls;
}

/** Makes the call `name` on `target` (the backend's side of the wire). */
export function callDemo(target: DemoCalls, name: DemoCallName, args: unknown[]): Promise<unknown> {
  if (!Object.hasOwn(DEMO_CALL_NAMES, name)) throw new Error(`No demo call is named ${name}`);
  return (target[name] as (...args: unknown[]) => Promise<unknown>)(...args);
}

/** A mail of the embedded backend's outbox. */
export interface DemoMail {
  id: string;
  kind: 'emailVerification' | 'invitation';
  /** Lower case. */
  to: string;
  subject: string;
  text: string;
  /** The app's path the mail's link opens. */
  link: string;
  sentAt: string;
}

/** The answers of the demo's shared draft the co-applicant can change on the presenter's call. */
export type CoApplicantField = 'budget.lines' | 'project.projectSummary';
