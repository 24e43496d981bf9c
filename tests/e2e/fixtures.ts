import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, test as base, expect } from '@playwright/test';
import { TRAFFIC_SETTLED, TRAFFIC_SINK, type TrafficEntry } from '../../src/mock-server/recorder';
import { DROPPED_EVENT_SINK, type DroppedEvent } from '../../src/lib/dropped-event';
import {
  TRAFFIC_DIR,
  type TrafficRecord,
  storedRecord,
  trafficProblems,
  violationMessages,
} from '../support/traffic';
import { recordHttpTraffic } from './http-traffic';

export { expect };

/**
 * Which backend the build under test talks to, set by the pass's Playwright config: the demo
 * build's embedded backend (the default), or the live build against `npm run api:serve` on
 * another origin (playwright.http.config.ts). A spec written against these fixtures runs on
 * either; tests whose title ends with the tag `@live-api` run in the second pass too.
 */
export interface BackendOptions {
  backend: 'embedded' | 'http';
  /** The API's base URL in an 'http' pass (the live build was built with it). */
  httpApiBase: string;
}

/**
 * The header that gives each test of an 'http' pass a database of its own on api:serve (started
 * with API_TEST_TENANTS=1), seeded as the demo's: tests run side by side as on the embedded
 * backend, where each browser context has its own.
 */
export const TENANT_HEADER = 'Grantwise-Test-Tenant';

/** `google.accounts.id` as the app uses it, drawing nothing and signing no one in. */
export const SILENT_GOOGLE_IDENTITY = `window.google = { accounts: { id: {
  initialize() {}, renderButton() {}, prompt() {}, cancel() {}, disableAutoSelect() {}
} } };`;

export const DEMO = {
  email: 'demo@grantwise.app',
  password: 'Demo1234!',
  firstName: 'Dana',
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
};
export const SAM = {
  email: 'sam@grantwise.app',
  password: 'Grants2026!',
  firstName: 'Sam',
  id: '8a2d4f6b-1c3e-4a5b-8d7f-9e0a1b2c3d44',
};

export type DemoUser = typeof DEMO;

/** Signs in through the sign-in screen, as a person does, and waits for Home. */
export async function signIn(
  page: Page,
  who: { email: string; password: string } = DEMO,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Waits until every animation that is about to end has ended (a toast sliding in, a dialog
 * fading in): axe measures colours as they are painted, and mid-fade a text has the contrast of
 * a half-transparent one. Animations meant to run on (a spinner, a toast's countdown bar) are
 * left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const ending = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && end <= 2000;
      });
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Where an element stands once the page's short animations ended. A box read while a toast or a
 * menu still enters carries the animation's transform (a 24 px button measured 23.999998 px), so
 * every geometry check reads its boxes through here.
 */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor();
  await settleAnimations(locator.page());
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** axe with the WCAG 2.2 AA rule set: any violation fails the test with a readable list. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.locator('#root :visible').first().waitFor();
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);
}

/** Waits until a page handed over the exchanges it finished (skipped when gone or stuck). */
async function settleTraffic(page: Page): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    page
      .evaluate(async (name) => {
        const settled = (window as unknown as Record<string, unknown>)[name];
        if (typeof settled === 'function') await (settled as () => Promise<void>)();
      }, TRAFFIC_SETTLED)
      .catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 2_000);
    }),
  ]);
  clearTimeout(timer);
}

/** The problems of each recorded exchange, written for the run's summary; fails on any. */
function checkTraffic(
  records: TrafficRecord[],
  testInfo: { parallelIndex: number; project: { outputDir: string } },
): void {
  if (records.length > 0) {
    const dir = join(testInfo.project.outputDir, TRAFFIC_DIR);
    mkdirSync(dir, { recursive: true });
    appendFileSync(
      join(dir, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`),
      records.map((record) => `${JSON.stringify(storedRecord(record))}\n`).join(''),
    );
  }
  expect(violationMessages(records), 'exchanges that break openapi.yaml').toEqual([]);
}

/** Every test fails on an uncaught error in the page. */
export const test = base.extend<
  {
    pageErrors: string[];
    cspViolations: string[];
    droppedEvents: DroppedEvent[];
    traffic: TrafficEntry[];
    tenant: string;
    /**
     * Ends the page's session on the server, as when it expires: the next call answers 401.
     * Embedded: the backend's sessions are cleared; http: the token is signed out over the API.
     */
    endSession: () => Promise<void>;
  } & BackendOptions
>({
  backend: ['embedded', { option: true }],
  httpApiBase: ['', { option: true }],
  // An 'http' pass: a database of this test's own on api:serve, and no call to Google. The live
  // build loads Google Identity on the sign-in page unless the page has it already: it finds a
  // library that draws no button (so no "failed to load" alert; the Prism pass tests the button).
  // No request routing here: while any route is set, Playwright answers every CORS preflight
  // itself, and the server's own preflight answers would go untested.
  tenant: [
    async ({ context, backend }, use) => {
      if (backend !== 'http') {
        await use('');
        return;
      }
      const tenant = randomUUID();
      await context.setExtraHTTPHeaders({ [TENANT_HEADER]: tenant });
      await context.addInitScript(SILENT_GOOGLE_IDENTITY);
      await use(tenant);
    },
    { auto: true },
  ],
  endSession: [
    async ({ page, backend, httpApiBase, tenant }, use) => {
      await use(async () => {
        if (backend === 'http') {
          const token = await page.evaluate(() => localStorage.getItem('token'));
          expect(token, 'the page is signed in').toBeTruthy();
          const answer = await page.request.post(`${httpApiBase}/auth/logout`, {
            headers: { Authorization: `Bearer ${token}`, [TENANT_HEADER]: tenant },
          });
          expect(answer.status(), 'logout over the API').toBe(204);
          return;
        }
        await page.evaluate(async () => {
          const open = indexedDB.open('grantwise-demo');
          await new Promise<void>((resolve, reject) => {
            open.onsuccess = () => {
              const tx = open.result.transaction('sessions', 'readwrite');
              tx.objectStore('sessions').clear();
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
            open.onerror = () => reject(open.error);
          });
        });
      });
    },
    { scope: 'test' },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Every test fails on a Content-Security-Policy violation (the built app ships a strict CSP).
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__grantwiseCspViolation', (report: string) => {
        violations.push(report);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
          void (
            window as unknown as { __grantwiseCspViolation: (r: string) => Promise<void> }
          ).__grantwiseCspViolation(report);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Every test fails when a control sent an event its machine's state did not take (a button that
  // does nothing): the app reports each one outside the live build (machine-registry.ts).
  droppedEvents: [
    async ({ context }, use) => {
      const dropped: DroppedEvent[] = [];
      await context.exposeBinding(DROPPED_EVENT_SINK, (_source, report: DroppedEvent) => {
        dropped.push(report);
      });
      await use(dropped);
      expect(dropped, 'events a running machine dropped').toEqual([]);
    },
    { auto: true },
  ],
  // Every exchange with the API, in every page of the test's context, is recorded and checked
  // against openapi.yaml; one that breaks it fails the test. The demo build's embedded backend
  // records its own; an 'http' pass reads the browser's network, and api:serve's own verdict.
  // The records go to <outputDir>/traffic/ for the run's summary (tests/e2e/traffic-reporter.ts).
  traffic: [
    async ({ context, page, backend, httpApiBase }, use, testInfo) => {
      const test = testInfo.titlePath.join(' › ');
      if (backend === 'http') {
        expect(httpApiBase, 'an http pass names its API').toMatch(/^https?:\/\//);
        const http = recordHttpTraffic(context, httpApiBase);
        await use(http.entries);
        const unanswered = await http.settled();
        const records: TrafficRecord[] = http.entries.map((entry) => {
          const reported = http.violations.get(entry.seq);
          return {
            test,
            entry,
            problems: [
              ...trafficProblems(entry, {
                requestBodyUnread: http.unread.get(entry.seq)?.request ?? false,
                responseBodyUnread: http.unread.get(entry.seq)?.response ?? false,
              }),
              ...(reported ? [`api:serve reports: ${reported}`] : []),
            ],
          };
        });
        checkTraffic(records, testInfo);
        expect(unanswered, 'API requests left unanswered').toEqual([]);
        return;
      }
      const entries: TrafficEntry[] = [];
      await context.exposeBinding(TRAFFIC_SINK, (_source, entry: TrafficEntry) => {
        entries.push(entry);
      });
      await use(entries);
      await Promise.all([...new Set([page, ...context.pages()])].map(settleTraffic));
      checkTraffic(
        entries.map((entry) => ({ test, entry, problems: trafficProblems(entry) })),
        testInfo,
      );
    },
    { auto: true },
  ],
});
