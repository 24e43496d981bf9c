import type { Page } from '@playwright/test';
import type { TrafficEntry } from '../../src/mock-server/recorder';
import { DEMO, everyCardDrawn, expect, signIn, test } from './fixtures';
import { fillAbout, fillCredentials } from './registration-steps';

// Every route with search params, opened through the real router with hostile and malformed
// values: a value the route refuses never reaches its screen (the router would otherwise hand
// the raw value through from the root), keys no route owns leave the address bar, and nothing
// refused is sent to the API.

const HOSTILE = '<img src=x onerror=alert(1)>';
const q = encodeURIComponent;

/** The request paths the page sent (percent-encoded, as recorded). */
const sentPaths = (traffic: TrafficEntry[]) =>
  traffic.map((entry) => `${entry.method} ${entry.path}`);

/** No request carried `fragment` anywhere in its path, query or body. */
function expectNotSent(traffic: TrafficEntry[], fragment: string) {
  for (const entry of traffic) {
    const seen = JSON.stringify([entry.path, entry.query, entry.request.body]);
    expect(seen, `${entry.method} ${entry.path}`).not.toContain(fragment);
    expect(seen, `${entry.method} ${entry.path}`).not.toContain(q(fragment));
  }
}

async function expectCleanUrl(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  expect(new URL(page.url()).searchParams.has('evil')).toBe(false);
}

test.describe('search params through the real router', () => {
  test('/register with a ref that is not a member id: no invitation, and registration works', async ({
    page,
    traffic,
  }) => {
    await page.goto('/register?ref=seed-referrer&evil=1');
    await expectCleanUrl(page, /\/register$/);
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByText('You were invited by a Grantwise member.')).toHaveCount(0);
    await fillCredentials(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.ref@example.org',
      password: 'engines-1843',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillAbout(page, { gender: 'Female', ageRange: '35-44', ethnicity: 'White' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();
    const register = traffic.find((entry) => entry.operationId === 'register');
    expect(register?.response?.status).toBe(201);
    expect(JSON.stringify(register?.request.body)).not.toContain('referralCode');
    expectNotSent(traffic, 'seed-referrer');
  });

  test('/register with a member id in capitals: the invitation shows and is sent lower-cased', async ({
    page,
    traffic,
  }) => {
    await page.goto(`/register?ref=${DEMO.id.toUpperCase()}`);
    await expect(page.getByText('You were invited by a Grantwise member.')).toBeVisible();
    await fillCredentials(page, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan.ref@example.org',
      password: 'enigma-1936',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillAbout(page, { gender: 'Other', ageRange: '35-44', ethnicity: 'White' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();
    const register = traffic.find((entry) => entry.operationId === 'register');
    expect(JSON.stringify(register?.request.body)).toContain(`"referralCode":"${DEMO.id}"`);
  });

  for (const redirect of ['//evil.example/steal', 'https://evil.example/', 'javascript:alert(1)']) {
    test(`/sign-in?redirect=${redirect}: signing in stays on this site`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/sign-in?redirect=${q(redirect)}&evil=1`);
      await expectCleanUrl(page, /\/sign-in$/);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel(/^Password/).fill(DEMO.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page).toHaveURL(/\/(\?card=\w+)?$/);
    });
  }

  // One signed-in page walks every route that needs an account (a sign-in each cost more than
  // the checks): each value is refused on its own route, and no request carried a refused one.
  test('signed in, every route refuses a value it does not own and asks the API for none of them', async ({
    page,
    traffic,
  }) => {
    await signIn(page);
    const answered = () =>
      page.waitForFunction(() => !document.documentElement.hasAttribute('data-requests'));
    const ids = ['not-a-uuid', `../../applications/${DEMO.id}`, HOSTILE];
    for (const id of ids) {
      await test.step(`/grant?id=${id}: grant not found`, async () => {
        await page.goto(`/grant?id=${q(id)}&evil=1`);
        await expect(page.getByRole('heading', { name: 'Grant not found' })).toBeVisible();
        await expectCleanUrl(page, /\/grant$/);
      });
      await test.step(`/grant-details?id=${id}: grant not found`, async () => {
        await page.goto(`/grant-details?id=${q(id)}&evil=1`);
        await expect(page.getByRole('heading', { name: 'Grant not found' })).toBeVisible();
        await expect(
          page.getByText('This grant does not exist or is no longer available.'),
        ).toBeVisible();
        await expectCleanUrl(page, /\/grant-details$/);
      });
    }
    await answered();
    expect(
      sentPaths(traffic).filter((path) => path.startsWith('GET /api/v1/grants/')),
      'no grant asked for by a refused id',
    ).toEqual([]);
    for (const id of ids) expectNotSent(traffic, id);

    await test.step('/?card= with an unknown card shows Personal Information', async () => {
      await page.goto(`/?card=${q(HOSTILE)}&evil=1`);
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      await expectCleanUrl(page, /\/$/);
    });

    for (const path of ['/grants', '/applications']) {
      await test.step(`${path} with a bad tab, dates and application shows the overview`, async () => {
        await page.goto(
          `${path}?tab=${q(HOSTILE)}&from=2026-02-30&to=yesterday&application=${q('1 OR 1=1')}&evil=1`,
        );
        await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectCleanUrl(page, new RegExp(`${path}$`));
      });
    }

    await test.step('/opportunities with a malformed saved flag lists every grant', async () => {
      await page.goto('/opportunities');
      const grants = page.getByRole('article');
      await expect(grants.first()).toBeVisible();
      await everyCardDrawn(page);
      const all = await grants.count();
      await page.goto('/opportunities?saved=maybe&evil=1');
      await expectCleanUrl(page, /\/opportunities$/);
      await expect(grants.first()).toBeVisible();
      await expect(grants).toHaveCount(all);
    });

    await test.step('/opportunities with a hostile query shows it as text and matches nothing', async () => {
      await page.goto(`/opportunities?q=${q(HOSTILE)}`);
      await expect(page.getByRole('article')).toHaveCount(0);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    });

    await answered();
    // The search box sends what it shows (a query is not refused, it matches nothing).
    for (const refused of ['1 OR 1=1', '2026-02-30', 'yesterday']) expectNotSent(traffic, refused);
  });

  test('/news with an unknown category and a blank keyword shows every article', async ({
    page,
  }) => {
    await page.goto('/news');
    const status = page.getByRole('status').filter({ hasText: /article/ });
    await expect(status).toBeVisible();
    const everything = await status.textContent();
    await page.goto(`/news?category=${q(HOSTILE)}&q=${q('   ')}&evil=1`);
    await expectCleanUrl(page, /\/news$/);
    await expect(status).toHaveText(everything ?? '');
    await expect(page.getByPlaceholder('Enter keywords')).toHaveValue('');
  });
});
