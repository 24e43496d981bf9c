import type { AnyActorRef } from 'xstate';
import type { CoApplicantField } from '../lib/demo-calls';
import { type TourAction, type TourStep, describeTarget, isOnRoute } from '../domain/tour';
import { listMachineActors } from '../lib/machine-registry';
import { findTarget, waitForTarget } from './find-target';

// What the tour does on the page: open a step's screen, click an element by its role and name,
// send an event to a running machine (found in the machine registry, as the inspector finds it),
// or have the demo's co-applicant change a shared draft.

/** How long an element a step clicks may take to appear (a screen loading its data). */
const APPEAR_MS = 8000;

export interface TourPage {
  navigate(href: string): Promise<void>;
  location(): { pathname: string; search: string };
  /** The demo's co-applicant saves a change to a shared draft; the open wizard shows it. */
  coApplicantEdits(field: CoApplicantField, application: string): Promise<void>;
}

function runningMachine(id: string): AnyActorRef | undefined {
  return [...listMachineActors()].reverse().find((entry) => entry.id === id)?.actor;
}

/** Waits until a machine with this id runs (a screen starts its machine when it mounts). */
async function machineOf(id: string, signal?: AbortSignal): Promise<AnyActorRef> {
  const deadline = Date.now() + APPEAR_MS;
  for (;;) {
    const actor = runningMachine(id);
    if (actor) return actor;
    if (Date.now() > deadline || signal?.aborted) throw new Error(`No "${id}" is running here`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

async function goTo(page: TourPage, href: string): Promise<void> {
  // Signing in re-runs the routes' guards, which may send the page elsewhere once more: follow
  // up until the address is the one asked for.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.navigate(href);
    const { pathname, search } = page.location();
    if (isOnRoute(href, pathname, search)) return;
  }
  throw new Error(`The tour could not open ${href}`);
}

export async function runAction(
  page: TourPage,
  action: TourAction,
  signal?: AbortSignal,
): Promise<void> {
  if ('navigate' in action) return goTo(page, action.navigate);
  if ('click' in action) {
    const element = await waitForTarget(action.click, APPEAR_MS, signal);
    if (!element) throw new Error(`${describeTarget(action.click)} is not on the screen`);
    element.click();
    return;
  }
  if ('coApplicantEdits' in action)
    return page.coApplicantEdits(
      action.coApplicantEdits.field,
      action.coApplicantEdits.application,
    );
  const actor = await machineOf(action.send.machine, signal);
  const event = action.send.event;
  const taken = actor.getSnapshot().can(event);
  if (!taken && action.optional) return;
  if (!taken)
    throw new Error(`The ${action.send.machine} screen does not take "${event.type}" now`);
  actor.send(event);
}

export async function runActions(
  page: TourPage,
  actions: readonly TourAction[],
  signal?: AbortSignal,
): Promise<void> {
  for (const action of actions) {
    if (signal?.aborted) return;
    await runAction(page, action, signal);
  }
}

/** Opens the step's screen (when `force`, or when another screen shows) with its setup. */
export async function prepareStep(
  page: TourPage,
  step: TourStep,
  force: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const { pathname, search } = page.location();
  const onRoute = isOnRoute(step.route, pathname, search);
  if (!force && onRoute && (step.setup ?? []).length === 0) return;
  // On the step's screen already, with the element shown: nothing to set up.
  if (!force && onRoute && findTarget(step.target)) return;
  if (force || !onRoute) await goTo(page, step.route);
  await runActions(page, step.setup ?? [], signal);
}
