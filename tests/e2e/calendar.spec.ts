import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/domain/format';
import { expect, expectAccessible, settledBox, signInAt, test, whileStill } from './fixtures';

// Add to calendar writes an .ics file that a calendar reads (RFC 5545, parsed here by ical.js):
// one all-day event per deadline, a reminder a week before, the grant's link.

const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const WEEK = 7 * 24 * 60 * 60;

async function downloadCalendar(page: Page) {
  const downloading = page.waitForEvent('download');
  // Exactly: the dashboard's Reports due has its own, "Add to calendar: reports due".
  await page.getByRole('button', { name: 'Add to calendar', exact: true }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { name: download.suggestedFilename(), events: calendar.getAllSubcomponents('vevent') };
}

test.describe('add to calendar', () => {
  test("grant details: the grant's deadline, with a reminder a week before and its link @live-api", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAt(page, `/grant-details?id=${GRANT_ID}`);
    const name = 'Community Food Resilience Grant';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const { name: fileName, events } = await downloadCalendar(page);
    const toast = page.getByRole('alert').filter({ hasText: 'Calendar file saved' });
    await expect(toast).toBeVisible();
    // A toast stands under the fixed header at every width, never over its links: it was drawn
    // over Resource Library, Affiliates and News (and on a phone over the whole header).
    await whileStill(page, async () => {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 768 });
        const header = await settledBox(page.locator('header').first());
        const box = await settledBox(toast);
        expect(box.y, `the toast's top at ${width} px`).toBeGreaterThanOrEqual(
          header.y + header.height,
        );
      }
      await page.setViewportSize({ width: 1366, height: 768 });
    });
    expect(fileName).toMatch(/-deadline\.ics$/);
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.summary).toBe(`Deadline: ${name}`);
    expect(event.startDate.isDate).toBe(true);
    // The day the page shows as the deadline.
    await expect(
      page.getByText(formatDate(event.startDate.toString()), { exact: true }),
    ).toBeVisible();
    expect(events[0]!.getFirstPropertyValue('url')).toBe(`${baseURL}/grant-details?id=${GRANT_ID}`);
    const trigger = events[0]!
      .getFirstSubcomponent('valarm')!
      .getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-WEEK);
    await expectAccessible(page, {
      undecidedContrast: [
        {
          selector: '.Toastify__toast',
          reason:
            "the saved-file toast is drawn over the page, so axe cannot tell its background: react-toastify's grey text (#757575) on its own white toast, 4.6:1",
        },
      ],
    });
  });

  test("the dashboard's upcoming deadlines: one event per grant listed", async ({ page }) => {
    await signInAt(page, '/grants?tab=upcoming');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    // The header row and at least one application (the demo's seed has deadlines within 30 days).
    await expect(rows.nth(1)).toBeVisible();
    const { name, events } = await downloadCalendar(page);
    expect(name).toMatch(/\.ics$/);
    expect(events.length).toBeGreaterThan(0);
    const days = events.map((event) => new ICAL.Event(event).startDate.toString());
    // In deadline order, each within the upcoming window (today to 30 days ahead).
    expect([...days].sort()).toEqual(days);
    const today = new Date().toISOString().slice(0, 10);
    const last = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const day of days) {
      expect(day >= today && day <= last, `${day} is upcoming`).toBe(true);
    }
    await expect(page.getByText('Calendar file saved', { exact: false })).toBeVisible();
    await expectAccessible(page, {
      undecidedContrast: [
        {
          selector: '.Toastify__toast',
          reason:
            "the saved-file toast is drawn over the page, so axe cannot tell its background: react-toastify's grey text (#757575) on its own white toast, 4.6:1",
        },
      ],
    });
  });
});
