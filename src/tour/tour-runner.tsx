// The guided tour on the page (demo build only; app/tour-mount.tsx loads this module when a tour
// starts or resumes). The statechart (machines/tour.machine.ts) says which step and what to do;
// driver.js draws the spotlight, scrolls to the element and places the caption beside it; the
// caption and its controls are React, rendered into driver.js's popover as plain text.
import { useActorRef, useSelector } from '@xstate/react';
import { type Driver, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fromPromise, waitFor } from 'xstate';
import { TOUR_MESSAGES, type Tour, shownBy, tourOf } from '../domain/tour';
import { isSignedIn } from '../machines/auth.machine';
import { selectStep, tourMachine } from '../machines/tour.machine';
import type { AuthActorRef } from '../lib/auth-context';
import { registerMachine } from '../lib/machine-registry';
import { TOUR_PLACE_KEY, type TourPlace } from '../lib/tour-controls';
import { useLatestCallback } from '../lib/use-latest-callback';
import { findTarget, isShown, waitForTarget } from './find-target';
import { type TourPage, prepareStep, runActions } from './tour-actions';
import { TourCaption, selectPhase } from './tour-caption';
import salesDemo from './tours/sales-demo.json';
import './tour.css';

/** The tour the product ships (README: "Add a tour"). */
export const SHIPPED_TOUR: Tour = tourOf(salesDemo);

/** How long a step's element may take to show once its screen opened (its data loading). */
const LOCATE_MS = 5000;

/**
 * Signs in as the tour's account: nothing to do when it is signed in already (unless fresh).
 * Every event is sent only while the session's machine takes it, so a second start (React's
 * strict mode starts the tour twice in development) waits for the first one's sign-in rather
 * than repeating it.
 */
async function signInAs(
  auth: AuthActorRef,
  account: Tour['account'],
  fresh: boolean,
): Promise<void> {
  type Auth = ReturnType<AuthActorRef['getSnapshot']>;
  const settled = (s: Auth) =>
    s.matches('signedOut') || (isSignedIn(s) && !s.matches({ signedIn: 'readingProfile' }));
  const options = { timeout: 15_000 };
  let renew = fresh;
  for (let round = 0; round < 4; round += 1) {
    const snapshot = await waitFor(auth, settled, options);
    const mine = isSignedIn(snapshot) && snapshot.context.user?.email === account.email;
    if (mine && !renew) return;
    if (isSignedIn(snapshot)) {
      const leave = { type: renew ? 'session.expired' : 'session.signOut' } as const;
      if (auth.getSnapshot().can(leave)) auth.send(leave);
      renew = false;
      await waitFor(auth, (s) => s.matches('signedOut'), options);
      continue;
    }
    const submit = {
      type: 'credentials.submit',
      email: account.email,
      password: account.password,
    } as const;
    if (auth.getSnapshot().can(submit)) auth.send(submit);
    const after = await waitFor(auth, (s) => isSignedIn(s) || s.matches('signedOut'), options);
    if (!isSignedIn(after)) throw new Error(after.context.error ?? 'Signing in failed.');
  }
  throw new Error('Signing in did not settle.');
}

type AriaSaved = Record<'aria-haspopup' | 'aria-expanded' | 'aria-controls', string | null>;
const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;

const NO_ARIA: AriaSaved = {
  'aria-haspopup': null,
  'aria-expanded': null,
  'aria-controls': null,
};

const saveAria = (element: Element): AriaSaved =>
  Object.fromEntries(DRIVER_ARIA.map((name) => [name, element.getAttribute(name)])) as AriaSaved;

/** driver.js marks the highlighted element as a dialog's opener; the element keeps its own words. */
function restoreAria(element: Element, saved: AriaSaved): void {
  for (const name of DRIVER_ARIA) {
    const value = saved[name];
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/**
 * Scrolls the element to the middle of the window unless it is well inside it: driver.js scrolls
 * only an element outside the window, and one under the fixed header or the demo's strip at the
 * foot (44 px) counts as inside.
 */
function bringIntoView(element: Element): void {
  const box = element.getBoundingClientRect();
  const clear = 72;
  // On a phone the caption sits at the foot of the screen: what is under it is not in view.
  const caption = document.querySelector('.driver-popover.grantwise-tour')?.getBoundingClientRect();
  const foot =
    caption && caption.top > window.innerHeight / 3 && caption.bottom > window.innerHeight - clear
      ? caption.top
      : window.innerHeight - clear;
  const middle = box.top + box.height / 2;
  if (box.top < clear || middle > foot - 8 || (box.bottom > foot && box.height < foot - clear))
    element.scrollIntoView({ block: box.height > (foot - clear) / 2 ? 'start' : 'center' });
}

export interface TourRunnerProps {
  auth: AuthActorRef;
  page: TourPage;
  /** The step to start at (a reload resumes at its step). */
  startAt: number;
  /** Sign in afresh (the demo data was reset). */
  fresh: boolean;
  onEnd: () => void;
}

export default function TourRunner({ auth, page, startAt, fresh, onEnd }: TourRunnerProps) {
  const tour = SHIPPED_TOUR;
  const logic = useMemo(
    () =>
      tourMachine.provide({
        actors: {
          signIn: fromPromise(({ input }) => signInAs(auth, input.account, input.fresh)),
          prepare: fromPromise(({ input, signal }) =>
            prepareStep(page, input.step, input.force, signal),
          ),
          perform: fromPromise(({ input, signal }) => runActions(page, input.actions, signal)),
        },
      }),
    [auth, page],
  );
  const actor = useActorRef(logic, { input: { tour, index: startAt, fresh } });
  const phase = useSelector(actor, selectPhase);
  const step = useSelector(actor, selectStep);
  const [element, setElement] = useState<HTMLElement | null>(null);
  // The caption's one home for the tour's life. driver.js draws a new box for each highlight
  // (each step, and each time React redraws the step's element); the caption moves into it
  // rather than being drawn again, so its buttons stay the same elements: a Next pressed as
  // the element was redrawn went to a button that was just being replaced, and the tour
  // stayed on its step (tour.spec.ts on a phone, with one core busy).
  const [host] = useState(() => document.createElement('div'));
  const tourDriver = useRef<Driver | null>(null);
  const highlighted = useRef<{ element: Element; saved: AriaSaved } | null>(null);
  const end = useLatestCallback(onEnd);

  useEffect(() => registerMachine('tour', actor), [actor]);

  // The place is kept for this tab: a reload resumes at the step; the end forgets it.
  useEffect(() => {
    const keep = (index: number) =>
      sessionStorage.setItem(
        TOUR_PLACE_KEY,
        JSON.stringify({ tour: tour.id, index } satisfies TourPlace),
      );
    keep(actor.getSnapshot().context.index);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        sessionStorage.removeItem(TOUR_PLACE_KEY);
        end();
      } else keep(snapshot.context.index);
    });
    return () => subscription.unsubscribe();
  }, [actor, tour.id, end]);

  // The spotlight and the caption's box: one driver.js instance for the tour's life (made before
  // the first highlight below).
  useLayoutEffect(() => {
    const instance = driver({
      animate: false,
      allowClose: false,
      allowKeyboardControl: false,
      overlayClickBehavior: () => undefined,
      overlayOpacity: 0.45,
      stagePadding: 6,
      stageRadius: 6,
      popoverClass: 'grantwise-tour',
      showButtons: [],
      onPopoverRender: (popover) => {
        // The caption is ours, in plain text: driver.js's title and words stay empty.
        popover.title.remove();
        popover.description.textContent = '';
        popover.wrapper.removeAttribute('aria-labelledby');
        popover.wrapper.removeAttribute('aria-describedby');
        popover.wrapper.setAttribute('aria-label', TOUR_MESSAGES.dialog);
        popover.description.append(host);
      },
    });
    tourDriver.current = instance;
    return () => {
      const was = highlighted.current;
      instance.destroy();
      if (was) restoreAria(was.element, was.saved);
      highlighted.current = null;
      tourDriver.current = null;
    };
  }, [host]);

  // Looking for the step's element once its screen is open.
  useEffect(() => {
    if (phase !== 'locating') return;
    const controller = new AbortController();
    void waitForTarget(step.target, LOCATE_MS, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      setElement(found);
      actor.send({ type: found ? 'target.found' : 'target.missing' });
    });
    return () => controller.abort();
  }, [phase, step, actor]);

  // While it points, the element must stay shown: a narrower window or a changed screen makes
  // the tour say so instead of pointing at nothing. After Show me, it points at what Show me
  // opened (the step's `shows`: a dialog, a list, the next screen), or at the target if still there.
  useEffect(() => {
    if (phase !== 'pointing' && phase !== 'shown') return;
    const watched = phase === 'shown' ? shownBy(step) : step.target;
    let frame = 0;
    // A pointer pressed in the caption keeps the caption where it is until it is released: what
    // Show me opened (the bell's popover) closes as a pointer goes down outside it, and the
    // caption, placed anew between the press and the release, lost the click on Next.
    let held = false;
    let deferred = false;
    const check = () => {
      frame = 0;
      if (held) {
        deferred = true;
        return;
      }
      const now = findTarget(watched);
      // React redraws an element's classes: the spotlit one keeps driver.js's mark (it takes
      // the pointer through the overlay).
      if (now && now === highlighted.current?.element) now.classList.add('driver-active-element');
      if (now) setElement(now);
      else if (phase === 'pointing') actor.send({ type: 'target.missing' });
      else setElement(null);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const press = () => {
      held = true;
    };
    const release = () => {
      held = false;
      // After the click the release belongs to: a frame away.
      if (deferred) schedule();
      deferred = false;
    };
    host.addEventListener('pointerdown', press);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    const observer = new MutationObserver(schedule);
    // A dialog that fades in is shown once its transition ends (its style changes as it enters).
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    schedule();
    return () => {
      observer.disconnect();
      host.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      cancelAnimationFrame(frame);
    };
  }, [phase, step, actor, host]);

  const spotlight = (phase === 'pointing' || phase === 'shown') && element && isShown(element);
  const target = spotlight ? element : null;

  // What loads above the element after it was pointed at (a dialog's other sections) moves it,
  // maybe under the caption, and what loads into it (the bell's list, as its reminders arrive)
  // grows it past the caption placed for its first size: each growth of the element or of what
  // holds it brings it back into view and places the caption again.
  useEffect(() => {
    if (!target || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!target.isConnected) return;
        bringIntoView(target);
        tourDriver.current?.refresh();
      });
    });
    observer.observe(target);
    for (let node = target.parentElement; node && node !== document.body; node = node.parentElement)
      observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  // One highlight per step and element: driver.js redraws the caption's box for each.
  useLayoutEffect(() => {
    const instance = tourDriver.current;
    if (!instance) return;
    const was = highlighted.current;
    const saved = target ? saveAria(target) : null;
    if (target) bringIntoView(target);
    // driver.js focuses the first control of the box it draws; focus that was on the caption (a
    // button, the step list) stays where it was, and any other goes to the caption itself, as
    // when each box had a caption of its own.
    const focused = document.activeElement;
    instance.highlight({
      ...(target ? { element: target } : {}),
      popover: { description: ' ', side: 'bottom', align: 'start' },
    });
    if (was) restoreAria(was.element, was.saved);
    if (target && saved) restoreAria(target, saved);
    // With no element, driver.js centres the caption on a placeholder of its own, marked alike.
    const placeholder = document.getElementById('driver-dummy-element');
    if (placeholder) restoreAria(placeholder, NO_ARIA);
    highlighted.current = target && saved ? { element: target, saved } : null;
    const keep =
      focused instanceof HTMLElement && host.contains(focused)
        ? focused
        : host.querySelector<HTMLElement>('[data-tour-phase]');
    if (keep && document.activeElement !== keep) keep.focus({ preventScroll: true });
  }, [target, step.id, host]);

  // The caption's size changes with what it says: driver.js places it again.
  useLayoutEffect(() => {
    tourDriver.current?.refresh();
  }, [phase]);

  // Keys: right arrow Next, left arrow Back, Escape leaves, from the caption or the page itself
  // (not from a field, a list or a dialog of the page).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const from = event.target as Element | null;
      const inCaption = Boolean(from?.closest?.('.grantwise-tour'));
      const onPage = !from || from === document.body || from === document.documentElement;
      if (!inCaption && !onPage) return;
      if (from?.closest?.('select, input, textarea, [contenteditable="true"]')) return;
      const type =
        event.key === 'ArrowRight'
          ? 'tour.next'
          : event.key === 'ArrowLeft'
            ? 'tour.back'
            : event.key === 'Escape'
              ? 'tour.exit'
              : null;
      if (!type || !actor.getSnapshot().can({ type })) return;
      event.preventDefault();
      actor.send({ type });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor]);

  return createPortal(<TourCaption actor={actor} />, host);
}
