// Lighthouse (mobile, the package's default settings, simulated throttling, with the CPU slowdown
// calibrated to the emulated phone: calibrate.mjs) on the demo build, the live build (its API
// on another origin: `npm run api:serve`), the floor page and the baseline page. Every page is
// audited RUNS times in interleaved rounds (the floor page in every round), and each figure is
// the median of its audits; the timing budgets are judged against the floor page's medians.
// One Chromium profile: Playwright signs in through each build's sign-in page, Lighthouse then
// audits the signed-in pages in the same profile (storage reset off; HTTP cache, service worker
// and its caches cleared before every audit, so each audit is a cold load with a warm session).
// The phone is set where each audit is measured (phone.mjs): Lighthouse reads the benchmark index
// as the audit begins, the bench reads it again right after, and the audit's load is simulated
// again at the slowdown their mean asks (the figures judged), and at the low tier's (index 264,
// information). An audit whose two readings are more than 1.5 apart is taken again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromium } from '@playwright/test';
import { freePort } from './api.mjs';
import { chromiumPath } from './browser.mjs';
import { auditFigures, floorRows, lighthouseRows, medianFigures } from './budgets.mjs';
import { GRANT_ID, signIn } from './demo-account.mjs';
import { LOW_TIER_INDEX, slowdownFor } from './calibrate.mjs';
import { median } from './judge.mjs';
import { longestTask } from './long-tasks.mjs';
import { sideIndex, stretchText } from './phone.mjs';

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

// The settings every audit shares. Simulated throttling, Lighthouse's default: the page loads
// unthrottled and Lighthouse computes the figures of the emulated phone from its trace with
// `cpuSlowdownMultiplier` (no throttling is applied during the load, so nothing multiplies it).
const auditSettings = (port, cpuSlowdownMultiplier, categories) => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: categories,
  disableStorageReset: true,
  throttlingMethod: 'simulate',
  throttling: { cpuSlowdownMultiplier },
  // BENCH_LH_TRACE=profile: the dumped trace carries V8's JS samples too, to name the functions
  // in a long task (sampling lengthens the tasks a little: read it for causes, not for figures).
  ...(process.env.BENCH_LH_TRACE === 'profile'
    ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
    : {}),
});
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * The same load's performance figures at another CPU slowdown: Lighthouse's audits run again on
 * the gathered artifacts (trace, network log) with only the multiplier changed. Simulated
 * throttling gathers without throttling, so this is what an audit at that slowdown would give.
 */
const configs = new Map();
async function resimulated(artifacts, port, cpuSlowdownMultiplier) {
  const key = `${port} ${cpuSlowdownMultiplier}`;
  if (!configs.has(key))
    configs.set(
      key,
      initializeConfig(
        'navigation',
        undefined,
        auditSettings(port, cpuSlowdownMultiplier, ['performance']),
      ),
    );
  const { resolvedConfig } = await configs.get(key);
  const result = await Runner.audit(
    { ...artifacts, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  if (!result?.lhr) throw new Error(`Lighthouse gave no result at ${cpuSlowdownMultiplier}x`);
  return auditFigures(result.lhr);
}

async function auditOnce(session, { port, slowdown, page, phone }, url) {
  await session.send('Network.clearBrowserCache');
  // The demo's service worker would answer every file from its cache after the first audit: each
  // audit is a first visit's load, so the worker and its caches go too (the session stays).
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const stolen = phone.stealMeter();
  const result = await lighthouse(url, auditSettings(port, slowdown, CATEGORIES));
  // The host's other guests' share of the CPU during the audit itself.
  const steal = stolen();
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== slowdown || lhr.configSettings.throttlingMethod !== 'simulate')
    throw new Error(`Lighthouse simulated ${applied}x CPU, not the calibrated ${slowdown}x`);
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
  // The phone of this audit: Lighthouse's reading as it began (in the audited tab, blank then)
  // and ours right after it, in the bench's own blank tab of the same browser.
  const before = lhr.environment.benchmarkIndex;
  const after = await sideIndex(page);
  const host = (before + after) / 2;
  const stretch = phone.record({ before, after, slowdown: slowdownFor(host) ?? 1, steal });
  const figures = auditFigures(lhr);
  const onPhone =
    stretch.slowdown === slowdown
      ? figures
      : await resimulated(result.artifacts, port, stretch.slowdown);
  const lowTier = await resimulated(result.artifacts, port, slowdownFor(host, LOW_TIER_INDEX) ?? 1);
  return {
    ...figures,
    performance: onPhone.performance,
    lcp: onPhone.lcp,
    tbt: onPhone.tbt,
    cls: onPhone.cls,
    slowdown: stretch.slowdown,
    stretch,
    longestTask: longestTask(result.artifacts.Trace),
    benchmarkIndex: before,
    lowTier: { performance: lowTier.performance, tbt: lowTier.tbt, lcp: lowTier.lcp },
  };
}

/** RUNS rounds over `targets` ({ key, url }), in the same order each round. */
async function rounds(session, lh, targets, audits) {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { key, url } of targets) {
      const figures = await lh.phone.steadily(`lighthouse ${key}`, () =>
        auditOnce(session, lh, url),
      );
      (audits[key] ??= []).push(figures);
      console.log(
        `lighthouse ${key} (${run}/${RUNS}): performance ${figures.performance}, ` +
          `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ` +
          `longest task ${figures.longestTask?.ms ?? 'n/a'} ms (${figures.longestTask?.cause ?? '?'}); ` +
          `low tier: performance ${figures.lowTier.performance}, TBT ${Math.round(figures.lowTier.tbt)} ms; ` +
          `on the phone at ${stretchText(figures.stretch)}` +
          (figures.consoleErrors.length
            ? `, console errors: ${figures.consoleErrors.join(' / ')}`
            : ''),
      );
    }
  }
}

/**
 * Audits the floor and baseline pages and, of each build in `builds` ({ demo, live }: served
 * origins; either may be missing), /sign-in before signing in and the signed-in PAGES after, each
 * on the `phone` (phone.mjs; Lighthouse gathers at the start's `slowdown` and each audit is
 * simulated again at its own). `between()` is awaited between the signed-out and the signed-in
 * rounds (a calibration point). Resolves to the table's rows and the benchmark index Lighthouse
 * read in each audit.
 */
export async function runLighthouse({
  builds,
  baseline,
  floor,
  profile,
  slowdown,
  phone,
  between,
}) {
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
    const lh = { port, slowdown, page, phone };
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
    await rounds(session, lh, signedOut, audits);
    await between?.();

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
    await rounds(session, lh, signedIn, audits);
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
  // The low tier: information only (no budgets), the same loads simulated on a slower phone.
  const lowTier = (key, label = key) => {
    const of = (name) => median(audits[key].map((audit) => audit.lowTier[name]));
    const metric = (name) => `lighthouse low tier (index ${LOW_TIER_INDEX}) ${label}: ${name}`;
    return [
      { metric: metric('performance'), value: of('performance'), unit: '' },
      { metric: metric('TBT'), value: of('tbt'), unit: 'ms' },
    ];
  };
  rows.push(...pages.flatMap((key) => lowTier(key)), ...lowTier('floor'));
  rows.push(
    ...floorRows(bottom),
    { metric: 'lighthouse baseline: performance', value: base.performance, unit: '' },
    { metric: 'lighthouse baseline: LCP', value: base.lcp / 1000, unit: 's' },
  );
  const indexes = Object.values(audits).flatMap((list) => list.map((a) => a.benchmarkIndex));
  return { rows, indexes };
}
