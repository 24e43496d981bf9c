// Lighthouse (mobile, the package's default settings) on the demo build, the baseline page and the
// floor page; each figure is the median of several runs.
// One Chromium profile: Playwright signs in through the page, Lighthouse then audits the signed-in
// pages in the same profile (storage reset off; HTTP cache, service worker and its caches cleared
// before every run, so each audit is a cold load with a warm session).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser.mjs';

const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9394);
const ALL_PAGES = ['/', '/opportunities', '/grants', '/resources', `/grant?id=${GRANT_ID}`];
// BENCH_LH_PAGES=/grant,/resources audits only the signed-in pages whose path starts with one of
// these (the baselines and /sign-in always run): a quicker loop while working on one page.
const ONLY = (process.env.BENCH_LH_PAGES ?? '').split(',').filter(Boolean);
const PAGES = ONLY.length
  ? ALL_PAGES.filter((path) => ONLY.some((prefix) => path.startsWith(prefix)))
  : ALL_PAGES;

// Lighthouse's figures move from run to run, most on a shared machine: every page is audited
// RUNS times and the run with the median performance score is reported (Lighthouse's own advice
// for variance). BENCH_LH_RUNS overrides the count.
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
// BENCH_LH_DUMP=<folder> keeps every run's whole report there (one JSON file per audit), to read
// what a figure is made of (its requests and tasks before the largest paint).
const DUMP = process.env.BENCH_LH_DUMP;
let dumped = 0;

async function audit(session, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(session, url));
  runs.sort((a, b) => a.performance - b.performance || a.tbt - b.tbt);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  // Which element the largest paint was: what to make paint sooner.
  console.log(`lighthouse: ${url} LCP ${Math.round(median.lcp)} ms on ${median.lcpElement}`);
  return median;
}

async function auditOnce(session, url) {
  await session.send('Network.clearBrowserCache');
  // The demo's service worker would answer every file from its cache after the first audit: each
  // audit is a first visit's load, so the worker and its caches go too (the session stays).
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (DUMP) {
    mkdirSync(DUMP, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-') || 'root';
    dumped += 1;
    writeFileSync(
      join(DUMP, `${String(dumped).padStart(3, '0')}${name}.json`),
      JSON.stringify(lhr),
    );
    // BENCH_LH_TRACE=1: the run's trace too (tens of MB each), for its tasks and paints.
    if (process.env.BENCH_LH_TRACE) {
      writeFileSync(
        join(DUMP, `${String(dumped).padStart(3, '0')}${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
      const { DevtoolsLog, URL: urls, settings } = result.artifacts;
      writeFileSync(
        join(DUMP, `${String(dumped).padStart(3, '0')}${name}.devtools.json`),
        JSON.stringify({ DevtoolsLog, URL: urls, settings }),
      );
    }
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = (id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const lcpItems = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpItems.find((item) => item.type === 'node');
  return {
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : '',
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
  };
}

function rowsFor(label, figures, base) {
  const row = (metric, key, unit, budget, kind = 'max') => ({
    metric: `lighthouse ${label}: ${metric}`,
    value: key === 'lcp' ? figures[key] / 1000 : figures[key],
    unit,
    budget,
    kind,
    // TBT and CLS have no ratio: the baseline's are 0 or a few milliseconds.
    baseline:
      key === 'lcp' ? base[key] / 1000 : key === 'tbt' || key === 'cls' ? undefined : base[key],
  });
  const rows = [
    row('performance', 'performance', '', 95, 'min'),
    row('accessibility', 'accessibility', '', 100, 'min'),
    row('best practices', 'bestPractices', '', 95, 'min'),
    row('LCP', 'lcp', 's', 2.0),
    row('TBT', 'tbt', 'ms', 150),
    row('CLS', 'cls', '', 0.05),
  ];
  const { accessibility, bestPractices } = figures.failing;
  if (accessibility.length) rows[1].metric += ` (failing: ${accessibility.join(', ')})`;
  if (bestPractices.length) rows[2].metric += ` (failing: ${bestPractices.join(', ')})`;
  return rows;
}

export async function runLighthouse({ demo, baseline, floor, profile }) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(page);
    const base = await audit(session, baseline.url + '/');
    console.log('lighthouse: baseline done');
    // The floor: the app's whole stack with the baseline's content and none of the app's code.
    const bottom = await audit(session, floor.url + '/');
    console.log('lighthouse: floor done');

    // The demo's simulated latency is for demos; measure the app without it.
    await page.goto(demo.url + '/__bench/');
    await page.evaluate(() => localStorage.setItem('grantwise.mock.latency', '0'));
    await page.goto('about:blank');
    // /sign-in first: a first visit, so the audit includes opening and seeding the backend.
    rows.push(
      ...rowsFor('/sign-in (first visit)', await audit(session, demo.url + '/sign-in'), base),
    );
    console.log('lighthouse: /sign-in done');

    await page.goto(demo.url + '/sign-in');
    await page.getByLabel('Email').fill('demo@grantwise.app');
    await page.getByLabel(/^Password/).fill('Demo1234!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto('about:blank');
    for (const path of PAGES) {
      rows.push(
        ...rowsFor(
          path.replace(/\?.*/, ' (wizard step 1)'),
          await audit(session, demo.url + path),
          base,
        ),
      );
      console.log(`lighthouse: ${path} done`);
    }
    rows.push(
      { metric: 'lighthouse baseline: performance', value: base.performance, unit: '' },
      { metric: 'lighthouse baseline: LCP', value: base.lcp / 1000, unit: 's' },
      { metric: 'lighthouse floor: performance', value: bottom.performance, unit: '' },
      { metric: 'lighthouse floor: LCP', value: bottom.lcp / 1000, unit: 's' },
      { metric: 'lighthouse floor: TBT', value: bottom.tbt, unit: 'ms' },
    );
  } finally {
    await context.close();
  }
  return rows;
}
