import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { toIsoDate } from '../../src/domain/calendar-date';
import { notificationText } from '../../src/domain/notifications';
import {
  type NotificationsContext,
  notificationsMachine,
} from '../../src/machines/notifications.machine';
import { NotificationsButton } from '../../src/screens/shell/app-shell';
import { BellContext, type BellStore } from '../../src/lib/bell-context';
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
import type { Notification } from '../../src/api/schema.gen';

// The bell in the header, replayed along every transition of its production machine: the button's
// name and red dot, the popover's list, its New marks, its failure and Try again.

const item = (n: number, read: boolean): Notification => ({
  id: `missionCompleted-${n}`,
  kind: 'missionCompleted',
  subjectId: `10000000-0000-4000-8000-00000000000${n}`,
  subjectName: `Mission ${n}`,
  date: '2026-03-01',
  at: `2026-03-0${n}T10:00:00.000Z`,
  read,
});
const LIST = [item(1, false), item(2, true)];
const FAILURE = new ApiError(500, null);

const EVENTS = [
  { type: 'xstate.done.actor.loadNotifications', output: LIST },
  { type: 'xstate.done.actor.loadNotifications', output: [] },
  { type: 'xstate.error.actor.loadNotifications', error: FAILURE },
  { type: 'bell.open' },
  { type: 'bell.close' },
  { type: 'notifications.refresh' },
  { type: 'notifications.retry' },
  { type: 'xstate.done.actor.markRead' },
  { type: 'xstate.error.actor.markRead', error: FAILURE },
] as EventObject[];

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as NotificationsContext;
const unread = (snapshot: AnyMachineSnapshot) =>
  context(snapshot).notifications.filter((n) => !n.read).length;

// Only events the state takes are tried (a dropped event leads nowhere); a state's key holds the
// event that led to it, so each transition gets its own shortest path.
const shortest = modelPaths(notificationsMachine, {
  events: EVENTS,
  filterEvents: (snapshot, event) => snapshot.can(event),
  serializeState: ((snapshot: AnyMachineSnapshot, event: EventObject | undefined) =>
    JSON.stringify([
      stateKey(snapshot),
      event?.type ?? '',
      context(snapshot).notifications.length,
      unread(snapshot),
      context(snapshot).fresh.length,
    ])) as never,
});
const paths = coveringPaths(shortest, EVENTS, shortest);

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const dialog = () => screen.queryByRole('dialog', { name: 'Notifications' });

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const walks = withoutPrefixes(paths, (path) => path);

describe('notifications model', () => {
  let stop = () => {};
  afterEach(() => stop());

  it.each(walks.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const fakes = deferredActors(['loadNotifications', 'markRead'] as const);
    const actor = createActor(
      notificationsMachine.provide({ actors: fakes.actors as never }),
    ).start();
    stop = () => actor.stop();
    const store: BellStore = { subscribe: () => () => {}, getSnapshot: () => actor };
    const user = userEvent.setup({ delay: null });
    await renderScreen(
      <BellContext.Provider value={store}>
        <NotificationsButton />
      </BellContext.Provider>,
    );

    // The button says how many are unread, and the red dot shows while any is.
    const expectButton = async (snapshot: AnyMachineSnapshot) => {
      const count = unread(snapshot);
      await waitFor(() =>
        expect(bellButton()).toHaveAccessibleName(
          count > 0 ? `Notifications, ${count} unread` : 'Notifications',
        ),
      );
      expect(bellButton().querySelector('.mantine-Indicator-indicator') !== null).toBe(count > 0);
    };
    const expectClosed = async (snapshot: AnyMachineSnapshot) => {
      await expectButton(snapshot);
      await waitFor(() => expect(dialog()).toBeNull());
    };
    // The open list: every notification in words, the ones unread at opening marked New.
    const expectList = async (snapshot: AnyMachineSnapshot) => {
      await expectButton(snapshot);
      const { notifications, fresh } = context(snapshot);
      const box = await waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
      if (notifications.length === 0) {
        expect(within(box).getByText('You are all caught up: no new notifications.')).toBeVisible();
        return;
      }
      const links = within(box).getAllByRole('link');
      expect(links).toHaveLength(notifications.length);
      const today = toIsoDate(new Date());
      notifications.forEach((notification, index) => {
        expect(links[index]).toHaveTextContent(notificationText(notification, today));
        expect(links[index]!.textContent?.startsWith('New')).toBe(fresh.includes(notification.id));
      });
    };

    await replayPath(path, {
      events: {
        'xstate.done.actor.loadNotifications': async (event) => {
          const { output } = event as unknown as { output: Notification[] };
          await act(async () => fakes.resolve('loadNotifications', output));
        },
        'xstate.error.actor.loadNotifications': async () => {
          await act(async () => fakes.reject('loadNotifications', FAILURE));
        },
        'xstate.done.actor.markRead': async () => {
          await act(async () => fakes.resolve('markRead'));
        },
        'xstate.error.actor.markRead': async () => {
          await act(async () => fakes.reject('markRead', FAILURE));
        },
        'bell.open': async () => {
          await user.click(bellButton());
        },
        'bell.close': async () => {
          await user.keyboard('{Escape}');
          await waitFor(() => expect(bellButton()).toHaveFocus());
        },
        // The app sends it after every navigation (app/bell.ts; the e2e test moves pages).
        'notifications.refresh': async () => {
          await act(async () => actor.send({ type: 'notifications.refresh' }));
        },
        'notifications.retry': async () => {
          await user.click(screen.getByRole('button', { name: 'Try again' }));
        },
      },
      states: {
        'closed.loading': async (snapshot) => {
          await expectClosed(snapshot);
          expect(fakes.isRunning('loadNotifications')).toBe(true);
        },
        'closed.idle': expectClosed,
        'open.loading': async (snapshot) => {
          await expectButton(snapshot);
          expect(fakes.isRunning('loadNotifications')).toBe(true);
          const box = await waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
          // A list already read stays shown while it is read afresh.
          if (context(snapshot).notifications.length === 0) {
            expect(within(box).getByRole('status')).toHaveTextContent('Loading notifications…');
          }
        },
        'open.markingRead': async (snapshot) => {
          await expectList(snapshot);
          expect(fakes.inputsOf('markRead').at(-1)).toEqual({ ids: context(snapshot).fresh });
        },
        'open.shown': expectList,
        'open.failed': async (snapshot) => {
          await expectButton(snapshot);
          const box = await waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
          expect(within(box).getByRole('alert')).toHaveTextContent(
            'Notifications could not be loaded.',
          );
          expect(within(box).getByRole('button', { name: 'Try again' })).toBeVisible();
        },
      },
    });
  });
});
