import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { OFFLINE_MESSAGES } from '../../src/domain/offline';
import { expect, expectAccessible, signIn, signInAt, test } from './fixtures';
import { type StaticHost, deriveBuild, startStaticHost } from './static-host';

// The demo as an offline-first web app, on a static host of its own (the suite's own server
// blocks service workers): one visit, then the host stopped and the browser offline, and every
// screen, deep link, sign-in and write still works; a new build deployed is offered with Reload
// and runs, after it, on the data written before.

const port = Number(process.env.E2E_PORT ?? 4300);
/** The suite's demo build (playwright.config.ts builds it before any test runs). */
const BUILD_A = `dist-e2e-${port}`;
/** A new version of it, derived from its files (a new nonce, a new service worker). */
const BUILD_B = `dist-e2e-${port}-next`;
const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

const SCREENS: ReadonlyArray<[path: string, heading: RegExp]> = [
  ['/', /./],
  ['/opportunities', /./],
  [`/grant-details?id=${GRANT_ID}`, /./],
  ['/grants', /Grants Dashboard/],
  ['/grants?tab=upcoming', /Grants Dashboard/],
  ['/resources', /Resource Library/],
  ['/affiliates', /./],
  ['/news', /./],
  ['/troubleshooting', /./],
  ['/create-grant', /./],
];

const folderTile = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} \\d+ files?$`) });

const cspOf = (folder: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
    readFileSync(join(folder, 'index.html'), 'utf8'),
  )?.[1];
const pageCsp = (page: Page) =>
  page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
    .then((value) => value?.replaceAll('&#39;', "'"));

let host: StaticHost | undefined;
let context: BrowserContext | undefined;
let profile: string | undefined;
test.afterEach(async () => {
  await context?.close();
  await host?.stop().catch(() => undefined);
  if (profile) rmSync(profile, { recursive: true, force: true });
  context = undefined;
  host = undefined;
  profile = undefined;
});

/**
 * A browser as a visitor has it: a profile of its own (an incognito context can neither install
 * an app nor keep it), service workers allowed, the page's uncaught errors collected.
 */
async function visitor(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  profile = mkdtempSync(join(tmpdir(), 'grantwise-offline-'));
  context = await browserType.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: url,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The files a build's service worker precaches (its list in sw.js), as paths on the host. */
const precacheList = (folder: string) =>
  [...readFileSync(join(folder, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)",revision:/g)].map(
    ([, url]) => `/${url}`,
  );

/**
 * What is still missing before the page may go offline: nothing once the registration's worker
 * is activated and its precache holds every file of the list (the worker's cache, read by the
 * page, whatever the worker's own messages said).
 */
const missingOffline = (page: Page, files: string[]) =>
  page.evaluate(async (expected) => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state !== 'activated') return ['an activated service worker'];
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    if (!name) return ['the precache'];
    const held = new Set(
      (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    );
    return expected.filter((file) => !held.has(file));
  }, files);

/** The first visit: the service worker installs and the page says, once, that it works offline. */
async function firstVisit(page: Page, folder: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Once every file of the build is cached (a few seconds on a busy machine).
  await expect(page.getByText(OFFLINE_MESSAGES.ready)).toBeVisible();
  // The notice is the worker's word; the state that lets the network go is its cache, whole.
  const files = precacheList(folder);
  expect(files).toContain('/index.html');
  await expect.poll(() => missingOffline(page, files)).toEqual([]);
}

test('after one visit the demo opens, reloads, deep-links, signs in and out and keeps its writes with the network cut', async ({
  playwright,
  launchOptions,
}) => {
  test.setTimeout(180_000);
  host = await startStaticHost(BUILD_A);
  const { page, errors } = await visitor(playwright.chromium, launchOptions, host.url);
  await firstVisit(page, BUILD_A);

  // Installable: the manifest and its icons pass Chromium's own check. The page links the
  // manifest only after its first screen (docs/performance.md), never in the HTML it is served.
  expect(await (await fetch(`${host.url}/sign-in`)).text()).not.toContain('rel="manifest"');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // The network is cut: the host is gone and the browser is offline.
  await host.stop();
  await context?.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await signIn(page);
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  }
  // Said once, on the first visit: no later load repeats it.
  await expect(page.getByText(OFFLINE_MESSAGES.ready)).toHaveCount(0);

  // Writes: a folder, an upload, a wizard draft.
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await create.getByLabel('Folder name').fill('Offline papers');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(page.getByText('Folder created successfully')).toBeVisible();
  await folderTile(page, 'Offline papers').click();
  await page.getByRole('button', { name: 'Upload file' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'written-offline.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('written with the network cut'),
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('File uploaded successfully').first()).toBeVisible();

  await page.goto(`/grant?id=${GRANT_ID}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByLabel('Phone number', { exact: false }).fill('+1 512 555 0142');
  await page.getByLabel('Location', { exact: false }).fill('Austin, TX');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Reloaded offline, everything written is there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Resume your application?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume application' }).click();
  await expect(page.getByLabel('Location', { exact: false })).toHaveValue('Austin, TX');

  await page.goto('/resources');
  await folderTile(page, 'Offline papers').click();
  const written = page.getByRole('link', { name: 'written-offline.txt' });
  await expect(written).toBeVisible();
  // A file's page as a deep link, opened afresh.
  const fileLink = await written.getAttribute('href');
  expect(fileLink).toMatch(/^\/resources\/./);
  await page.goto(fileLink ?? '/');
  await expect(
    page.frameLocator('iframe[title="written-offline.txt"]').locator('body'),
  ).toContainText('written with the network cut');

  // Signed out and in again, offline.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInAt(page, '/resources');
  await folderTile(page, 'Offline papers').click();
  await expect(page.getByRole('link', { name: 'written-offline.txt' })).toBeVisible();

  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test('a new build is offered with Reload, never swapped in silently, and runs on the data written before', async ({
  playwright,
  launchOptions,
}) => {
  test.setTimeout(180_000);
  // The second build: a new version of the same app (a deploy).
  deriveBuild(BUILD_A, BUILD_B);
  expect(cspOf(BUILD_B)).not.toBe(cspOf(BUILD_A));

  host = await startStaticHost(BUILD_A);
  const { page, errors } = await visitor(playwright.chromium, launchOptions, host.url);
  await firstVisit(page, BUILD_A);
  await signInAt(page, '/resources');
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await create.getByLabel('Folder name').fill('Written under A');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(page.getByText('Folder created successfully')).toBeVisible();

  host.deploy(BUILD_B);
  await page.reload();
  const notice = page.getByRole('complementary', { name: 'New version' });
  await expect(notice.getByText(OFFLINE_MESSAGES.updateTitle)).toBeVisible();
  await expectAccessible(page);
  // Until the user chooses, the page keeps running the version it has.
  expect(await pageCsp(page)).toBe(cspOf(BUILD_A)?.replaceAll('&#39;', "'"));

  // Later hides it for this page only: the next load asks again, the new version still waiting.
  await notice.getByRole('button', { name: OFFLINE_MESSAGES.later }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(notice.getByText(OFFLINE_MESSAGES.updateTitle)).toBeVisible();
  expect(await pageCsp(page)).toBe(cspOf(BUILD_A)?.replaceAll('&#39;', "'"));

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: OFFLINE_MESSAGES.reload }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Resource Library' })).toBeVisible();
  expect(await pageCsp(page)).toBe(cspOf(BUILD_B)?.replaceAll('&#39;', "'"));
  await expect(folderTile(page, 'Written under A')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'New version' })).toHaveCount(0);

  expect(errors, 'uncaught errors in the page').toEqual([]);
});
