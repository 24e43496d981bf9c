import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { localDay } from '../../src/domain/grant-reports';
import { notificationsMachine } from '../../src/machines/notifications.machine';
import { NotificationsButton } from '../../src/screens/shell/app-shell';
import { BellContext, type BellStore } from '../../src/lib/bell-context';
import { renderScreen } from '../support/render';
import { REPORT_ID } from '../support/report-fixtures';
import type { Notification } from '../../src/api/schema.gen';

// The bell's report reminder (issue 66): it says which report of which grant is due when, and
// leads to the report itself.

const inDays = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return localDay(day);
};

const reminder = (days: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `reportDue-${REPORT_ID}-${inDays(days)}-7`,
  kind: 'reportDue',
  reportKind: 'interim',
  subjectId: REPORT_ID,
  subjectName: 'Clean Energy Community Grant',
  date: inDays(days),
  at: new Date().toISOString(),
  read: false,
  ...overrides,
});

describe("the bell's report reminder", () => {
  let stop = () => {};
  afterEach(() => stop());

  async function openBell(notifications: Notification[]) {
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => notifications),
          markRead: fromPromise<void, { ids: string[] }>(async () => undefined),
        },
      }),
    ).start();
    stop = () => actor.stop();
    const store: BellStore = { subscribe: () => () => {}, getSnapshot: () => actor };
    const user = userEvent.setup();
    await renderScreen(
      <BellContext.Provider value={store}>
        <NotificationsButton />
      </BellContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: /^Notifications, 1 unread/ }));
    return screen.findByRole('dialog', { name: 'Notifications' });
  }

  it('says the report, the grant and the days left, and links to the report', async () => {
    const bell = await openBell([reminder(7)]);
    const link = within(bell).getByRole('link', {
      name: /Interim report for Clean Energy Community Grant is due in 7 days/,
    });
    expect(link).toHaveAttribute('href', `/report?id=${REPORT_ID}`);
  });

  it("says a final report's due day", async () => {
    const today = await openBell([reminder(0, { reportKind: 'final' })]);
    expect(
      within(today).getByRole('link', {
        name: /Final report for Clean Energy Community Grant is due today/,
      }),
    ).toBeVisible();
  });
});
