// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { notificationsMachine } from '../../src/machines/notifications.machine';
import { selectUnreadCount } from '../../src/lib/bell-context';
import type { Notification } from '../../src/api/schema.gen';

const item = (n: number, read: boolean): Notification => ({
  id: `missionCompleted-${n}`,
  kind: 'missionCompleted',
  subjectId: `10000000-0000-4000-8000-00000000000${n}`,
  subjectName: `Mission ${n}`,
  date: '2026-03-01',
  at: `2026-03-0${n}T10:00:00.000Z`,
  read,
});

function start(
  options: {
    lists?: Notification[][];
    load?: () => Promise<Notification[]>;
    mark?: (ids: string[]) => Promise<void>;
  } = {},
) {
  const lists = [...(options.lists ?? [[item(1, false), item(2, true)]])];
  const marked: string[][] = [];
  let loads = 0;
  const logic = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<Notification[], void>(async () => {
        loads += 1;
        if (options.load) return options.load();
        return lists.length > 1 ? lists.shift()! : lists[0]!;
      }),
      markRead: fromPromise<void, { ids: string[] }>(async ({ input }) => {
        marked.push(input.ids);
        await options.mark?.(input.ids);
      }),
    },
  });
  const actor = createActor(logic).start();
  return { actor, marked, loads: () => loads };
}

describe('notifications machine', () => {
  it('loads on start and counts the unread ones for the dot', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
  });

  it('opening reads afresh, marks the unread ones read at once, and shows them as New', async () => {
    const { actor, marked, loads } = start({
      lists: [[item(1, false)], [item(3, false), item(1, false)]],
    });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    actor.send({ type: 'bell.open' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }));
    expect(loads()).toBe(2);
    expect(marked).toEqual([['missionCompleted-3', 'missionCompleted-1']]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().context.fresh).toEqual(['missionCompleted-3', 'missionCompleted-1']);
    actor.send({ type: 'bell.close' });
    expect(actor.getSnapshot().matches({ closed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.fresh).toEqual([]);
  });

  it('with nothing unread, opening marks nothing', async () => {
    const { actor, marked } = start({ lists: [[item(2, true)]] });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    actor.send({ type: 'bell.open' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }));
    expect(marked).toEqual([]);
  });

  it('when the server is not told, the unread ones are unread again', async () => {
    const { actor } = start({
      mark: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    actor.send({ type: 'bell.open' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }));
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
  });

  it('a failed load leaves the closed bell quiet, and the open bell offers Try again', async () => {
    let fail = true;
    const { actor } = start({
      load: async () => {
        if (fail) throw new Error('Grant service is down');
        return [item(1, false)];
      },
    });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'bell.open' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    fail = false;
    actor.send({ type: 'notifications.retry' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }));
    expect(actor.getSnapshot().context.fresh).toEqual(['missionCompleted-1']);
  });

  it('a refresh while closed reads the list again; an open bell takes no refresh', async () => {
    const { actor, loads } = start({ lists: [[], [item(1, false)]] });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    actor.send({ type: 'notifications.refresh' });
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }) && selectUnreadCount(s) === 1);
    expect(loads()).toBe(2);
    actor.send({ type: 'bell.open' });
    expect(actor.getSnapshot().can({ type: 'notifications.refresh' })).toBe(false);
  });
});
