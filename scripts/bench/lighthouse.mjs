// Lighthouse (mobile, the package's default settings) on the demo build, the live build (its API
// on another origin: `npm run api:serve`), the floor page and the baseline page. Every page is
// audited RUNS times in interleaved rounds (the floor page in every round), and each figure is
// the median of its audits; the timing budgets are judged against the floor page's medians.
// One Chromium profile: Playwright signs in through each build's sign-in page, Lighthouse then
// audits the signed-in pages in the same profile (storage reset off; HTTP cache, service worker
// and its caches cleared before every audit, so each audit is a cold load with a warm session).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { freePort } from './api.mjs';
import { chromiumPath } from './browser.mjs';
import { auditFigures, floorRows, lighthouseRows, medianFigures } from './budgets.mjs';
import { GRANT_ID, signIn } from './demo-account.mjs';
import { longestTask } from './long-tasks.mjs';

const ALL_PAGES = ['/', '/opportunities', '/grants', '/resources', `/grant?id=${GRANT_ID}`];
// BENCH_LH_PAGES=/grant,/resources audits only the signed-in pages whose path starts with one of
// these, or is one ending in `$` without it (`/$` is Home alone; the floor, the baseline and
// /sign-in always run): a quicker loop on one page.
const ONLY = (process.env.BENCH_LH_PAGES ?? '').split(',').filter(Boolean);
const chosen = (path) =>
  ONLY.some((prefix) =>
    prefix.endsWith('$') ? path === prefix.slice(0, -1) : path.startsWith(prefix),
  );
const PAGES = ONLY.length ? ALL_PAGES.filter(chosen) : ALL_PAGES;

// Lighthouse's figures move from run to run, most on a shared machine: every page is audited
// RUNS times (at least three for a budget's verdict) and each figure is the median of its runs.
export const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
// BENCH_LH_DUMP=<folder> keeps every run's whole report there (one JSON file per audit), to read
// what a figure is made of (its requests and tasks before the largest paint).
const DUMP = process.env.BENCH_LH_DUMP;
let dumped = 0;

async function auditOnce(session, port, url) {
  await session.send('Network.clearBrowserCache');
  // The demo's service worker would answer every file from its cache after the first audit: each
  // audit is a first visit's load, so the worker and its caches go too (the session stays).
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (DUMP) {
    mkdirSync(DUMP, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}`;
    dumped += 1;
    const file = (suffix) => join(DUMP, `${String(dumped).padStart(3, '0')}-${name}${suffix}`);
    writeFileSync(file('.json'), JSON.stringify(lhr));
    // BENCH_LH_TRACE=1: the run's trace too (tens of MB each), for its tasks and paints.
    if (process.env.BENCH_LH_TRACE) {
      writeFileSync(file('.trace.json'), JSON.stringify(result.artifacts.Trace));
      const { DevtoolsLog, URL: urls, settings } = result.artifacts;
      writeFileSync(file('.devtools.json'), JSON.stringify({ DevtoolsLog, URL: urls, settings }));
    }
  }
  return { ...auditFigures(lhr), longestTask: longestTask(result.artifacts.Trace) };
}

/** RUNS rounds over `targets` ({ key, url }), in the same order each round. */
async function rounds(session, port, targets, audits) {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { key, url } of targets) {
      const figures = await auditOnce(session, port, url);
      (audits[key] ??= []).push(figures);
      console.log(
        `lighthouse ${key} (${run}/${RUNS}): performance ${figures.performance}, ` +
          `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ` +
          `longest task ${figures.longestTask?.ms ?? 'n/a'} ms (${figures.longestTask?.cause ?? '?'})` +
          (figures.consoleErrors.length
            ? `, console errors: ${figures.consoleErrors.join(' / ')}`
            : ''),
      );
    }
  }
}

/**
 * Audits the floor and baseline pages and, of each build in `builds` ({ demo, live }: served
 * origins; either may be missing), /sign-in before signing in and the signed-in PAGES after.
 */
export async function runLighthouse({ builds, baseline, floor, profile }) {
  const port = Number(process.env.BENCH_DEBUG_PORT ?? (await freePort()));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const audits = {};
  const built = Object.entries(builds).filter(([, host]) => host);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(page);
    if (builds.demo) {
      // The demo's simulated latency is for demos; measure the app without it.
      await page.goto(builds.demo.url + '/__bench/');
      await page.evaluate(() => localStorage.setItem('grantwise.mock.latency', '0'));
      await page.goto('about:blank');
    }
    // Signed out: /sign-in of each build (the demo's is a first visit: the audit includes
    // opening and seeding the backend), with the floor and the baseline in every round.
    const signedOut = [
      { key: 'floor', url: floor.url + '/' },
      { key: 'baseline', url: baseline.url + '/' },
      ...built.map(([build, host]) => ({
        key: build === 'demo' ? 'demo /sign-in (first visit)' : `${build} /sign-in`,
        url: host.url + '/sign-in',
      })),
    ];
    await rounds(session, port, signedOut, audits);

    for (const [, host] of built) await signIn(page, host.url);
    await page.goto('about:blank');
    const signedIn = [
      { key: 'floor', url: floor.url + '/' },
      ...built.flatMap(([build, host]) =>
        PAGES.map((path) => ({
          key: `${build} ${path.replace(/\?.*/, ' (wizard step 1)')}`,
          url: host.url + path,
        })),
      ),
    ];
    await rounds(session, port, signedIn, audits);
  } finally {
    await context.close();
  }

  const bottom = medianFigures(audits.floor);
  const base = medianFigures(audits.baseline);
  const rows = [];
  // Each build's pages together, /sign-in first.
  const buildOf = (key) => built.findIndex(([build]) => key.startsWith(`${build} `));
  const pages = Object.keys(audits)
    .filter((key) => buildOf(key) >= 0)
    .sort((a, b) => buildOf(a) - buildOf(b));
  for (const key of pages) {
    const figures = medianFigures(audits[key]);
    console.log(
      `lighthouse ${key}: LCP ${Math.round(figures.lcp)} ms on ${figures.lcpElement || '(no element reported)'}`,
    );
    rows.push(...lighthouseRows(key, figures, bottom));
  }
  rows.push(
    ...floorRows(bottom),
    { metric: 'lighthouse baseline: performance', value: base.performance, unit: '' },
    { metric: 'lighthouse baseline: LCP', value: base.lcp / 1000, unit: 's' },
  );
  return rows;
}
