import { DEMO, expect, signIn, test } from './fixtures';

// The embedded backend (Mirage and Dexie) runs in a Web Worker: the page's main thread only sends
// messages, so opening IndexedDB, seeding and building answers never hold up a screen.

test('the embedded backend answers from a Web Worker, and nothing of it runs on the page', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await signIn(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` }),
  ).toBeVisible();
  await expect
    .poll(() => page.workers().map((worker) => worker.url()))
    .toContainEqual(expect.stringMatching(/\/worker-[\w-]+\.js$/));

  // Mirage's interceptor did not replace the page's own request classes.
  const page$ = await page.evaluate(() => ({
    xhr: XMLHttpRequest.toString(),
    fetchIsPolyfill: 'polyfill' in fetch,
    mirage: 'server' in window,
  }));
  expect(page$).toEqual({
    xhr: expect.stringContaining('[native code]'),
    fetchIsPolyfill: false,
    mirage: false,
  });

  // Data still arrives through it, and nothing about the exchanges is logged.
  await page.goto('/grants');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(logged.filter((text) => /Mirage|password|Bearer/i.test(text))).toEqual([]);
});
