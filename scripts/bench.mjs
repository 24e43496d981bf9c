// npm run bench: builds the live and demo variants, a baseline page and a floor page (the app's
// stack without its code), serves them on loopback, drives Chromium and prints every figure with
// its budget, pass/fail and its ratio to the same figure of the baseline measured in the same run.
// Exits 1 when a budget fails.
//
//   node scripts/bench.mjs [--skip-build] [--no-lighthouse | --lighthouse-only] [--json <file>]
//
// Not part of npm test: timings belong here, never in tests. See docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Lighthouse 13 needs iterator helpers that Node 20 lacks: re-run with the core-js polyfill.
if (!process.env.GRANTWISE_BENCH_CHILD) {
  const options = [process.env.NODE_OPTIONS, '--require=core-js/actual/iterator']
    .filter(Boolean)
    .join(' ');
  const child = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: options, GRANTWISE_BENCH_CHILD: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

const { chromium } = await import('@playwright/test');
const { CHROMIUM_ARGS, chromiumPath } = await import('./bench/browser.mjs');
const { serve } = await import('./bench/serve.mjs');
const { buildAll, OUT } = await import('./bench/build.mjs');
const { staticFigures, loadedScripts } = await import('./bench/sizes.mjs');
const { runLighthouse } = await import('./bench/lighthouse.mjs');
const { runtimeFigures } = await import('./bench/runtime.mjs');
const { printTable } = await import('./bench/table.mjs');

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const withLighthouse = !args.includes('--no-lighthouse');
// Only the Lighthouse rows (an A/B loop over first paints): no sizes, no 10,000-row figures.
const onlyLighthouse = args.includes('--lighthouse-only');
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : join(OUT, 'results.json');

const started = Date.now();
if (!skipBuild) await buildAll();

// Free loopback ports chosen by the system: other servers on this machine are left alone.
const PORTS = { live: 0, demo: 0, baseline: 0, floor: 0 };
const live = await serve([{ prefix: '/', dir: join(OUT, 'live') }], PORTS.live);
const demo = await serve(
  [
    { prefix: '/__bench/', dir: join(OUT, 'harness') },
    { prefix: '/', dir: join(OUT, 'demo') },
  ],
  PORTS.demo,
);
const baseline = await serve([{ prefix: '/', dir: join(OUT, 'baseline') }], PORTS.baseline);
const floor = await serve([{ prefix: '/', dir: join(OUT, 'floor') }], PORTS.floor);

const rows = [];
const profile = mkdtempSync(join(tmpdir(), 'grantwise-bench-'));
let browser;
try {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  if (!onlyLighthouse) {
    rows.push(...(await staticFigures({ browser, live, demo, baseline, floor, loadedScripts })));
    rows.push(...(await runtimeFigures({ browser, demo, baseline })));
  }
  await browser.close();
  browser = undefined;
  if (withLighthouse) rows.push(...(await runLighthouse({ demo, baseline, floor, profile })));
} finally {
  await browser?.close();
  await Promise.all([live.close(), demo.close(), baseline.close(), floor.close()]);
  rmSync(profile, { recursive: true, force: true });
}

const failed = printTable(rows);
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(jsonFile, JSON.stringify({ at: new Date().toISOString(), seconds, rows }, null, 2));
console.log(`\n${rows.length} figures in ${seconds} s; results in ${jsonFile}`);
if (failed.length > 0) {
  console.error(`Budgets failed: ${failed.map((row) => row.metric).join('; ')}`);
  process.exit(1);
}
