import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

// Stored data and security in the built app: the CSP it ships, a browser without IndexedDB,
// two tabs sharing one session and one database.

test.describe('hardening', () => {
  test('the built app ships a strict Content-Security-Policy and runs under it', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // No inline script on the page: every script comes from this origin.
    expect(await page.locator('script:not([src])').count()).toBe(0);
    // The page works under it (the fixture fails the test on any violation).
    await signIn(page);
    await page.getByRole('link', { name: 'Resource Library' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("is served with the build's _headers: the same policy as a header, framing refused, HSTS, nosniff", async ({
    page,
  }) => {
    const response = await page.goto('/sign-in');
    const headers = response?.headers() ?? {};
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The demo runs under the header policy too, its embedded backend's worker included (the
    // fixture fails the test on any violation).
    await signIn(page);
    await page.getByRole('link', { name: 'Resource Library' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without IndexedDB (private mode) a clear page explains it instead of a crash', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
    });
    await page.goto('/sign-in');
    await expect(
      page.getByRole('heading', { name: 'Grantwise cannot store its data in this browser' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Open Grantwise in a normal window');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    await signIn(page);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(other).toHaveURL(/\/sign-in/);
    await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await other.close();
  });

  test('a schema upgrade in another tab is not blocked: this tab closes its database and asks to reload', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The embedded backend starts lazily: wait until this tab holds the database open.
    await other.waitForFunction(
      () => performance.getEntriesByName('grantwise:backend-ready').length > 0,
    );
    // A newer build in the other tab opens the database at a higher version.
    const upgraded = await other.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open('grantwise-demo', 1000);
          request.onsuccess = () => {
            const version = request.result.version;
            request.result.close();
            resolve(version);
          };
          request.onerror = () => reject(new Error(String(request.error)));
        }),
    );
    expect(upgraded).toBe(1000);
    for (const tab of [page, other]) {
      await expect(
        tab.getByRole('heading', { name: 'Grantwise was updated in another tab' }),
      ).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Reload' })).toBeVisible();
    }
    await other.close();
  });

  test('a tab that holds the database at an older version and will not close: this tab says to close it', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await other.goto('/favicon.svg');
    // An older build's tab: it holds the database open and ignores the request to close it.
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('grantwise-demo', 1);
          request.onsuccess = () => {
            Object.assign(window, { heldDatabase: request.result });
            resolve();
          };
          request.onerror = () => reject(new Error(String(request.error)));
        }),
    );
    await page.goto('/sign-in');
    // The first input starts the embedded backend, whose upgrade the other tab blocks.
    await page.getByLabel('Email').fill(DEMO.email);
    await expect(
      page.getByRole('heading', { name: 'Grantwise is open in another tab with an older version' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The other tab closes; Reload here goes on, with the demo's data.
    await other.evaluate(() =>
      (window as unknown as { heldDatabase: IDBDatabase }).heldDatabase.close(),
    );
    await other.close();
    await page.getByRole('button', { name: 'Reload' }).click();
    await signIn(page);
  });
});
