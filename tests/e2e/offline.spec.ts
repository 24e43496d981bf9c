import type { BrowserContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The demo build runs with the network cut: every request to another origin is aborted, and the
// app must still show every screen with its fonts, images and icons, and never try to leave.

const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

const SIGNED_IN_SCREENS: ReadonlyArray<[path: string, heading: RegExp]> = [
  ['/', /./],
  ['/opportunities', /./],
  [`/grant-details?id=${GRANT_ID}`, /./],
  [`/grant?id=${GRANT_ID}`, /./],
  ['/grants', /Grants Dashboard/],
  ['/resources', /Resource Library/],
  ['/affiliates', /./],
  ['/news', /./],
  ['/troubleshooting', /./],
  ['/create-grant', /./],
];

/** Aborts every request that leaves the origin; returns the list of what was tried. */
async function cutTheNetwork(context: BrowserContext, origin: string) {
  const leftOrigin: string[] = [];
  const failed: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) {
      await route.continue();
      return;
    }
    leftOrigin.push(url);
    await route.abort('internetdisconnected');
  });
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === origin)
      failed.push(`${response.status()} ${response.url()}`);
  });
  return { leftOrigin, failed };
}

test('every screen of the demo works with every other origin cut off', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const network = await cutTheNetwork(context, origin);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signIn(page);
  for (const [path, heading] of SIGNED_IN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // Every image on the screen loaded: shipped with the build, not fetched elsewhere.
    const brokenImages = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
    expect(brokenImages, `images that did not load on ${path}`).toEqual([]);
  }

  expect(network.leftOrigin, 'requests that left the origin').toEqual([]);
  expect(network.failed, 'same-origin requests that failed').toEqual([]);
});

test('fonts and icons come from the origin: the shell renders its logo and icons offline', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const network = await cutTheNetwork(context, origin);
  await signIn(page);
  // Tabler icons are inline SVG in the bundle: the header's buttons carry them.
  await expect(page.locator('header svg').first()).toBeVisible();
  const fontsFromElsewhere = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name) && !name.startsWith(location.origin)),
  );
  expect(fontsFromElsewhere).toEqual([]);
  expect(network.leftOrigin, 'requests that left the origin').toEqual([]);
});
