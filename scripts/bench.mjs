// npm run bench: builds the live and demo variants, a baseline page and a floor page (the app's
// stack without its code), serves them on loopback with the live build's API (`npm run
// api:serve`) on another origin, drives Chromium and prints every figure beside its budget.
// Timing budgets are ratios to the floor page measured in the same run (docs/performance.md,
// "How budgets are judged"), on one emulated phone: the CPU slowdown is calibrated to the host's
// Lighthouse benchmark index, read next to each measurement (scripts/bench/calibrate.mjs,
// phone.mjs). Exits 1 when a budget fails, 3 when the host changed speed during a measurement
// taken three times (no budget judged).
//
//   node scripts/bench.mjs [--skip-build | --build-only] [--dist <folder>]
//                          [--only sizes,runtime,interactions,lighthouse]
//                          [--no-lighthouse | --lighthouse-only] [--json <file>]
//
// --dist (default dist-bench) is where the builds go and are served from: two folders built from
// two commits, then runs with --skip-build alternating between them, make an interleaved A/B.
// BENCH_BUILDS=demo or =live measures one build only (the floor and sizes always run).
//
// Not part of npm test: timings belong here, never in tests. See docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
const { startApi } = await import('./bench/api.mjs');
const { buildAll, DEFAULT_OUT, liveApiPort } = await import('./bench/build.mjs');
const { staticFigures } = await import('./bench/sizes.mjs');
const { runLighthouse, RUNS: LH_RUNS } = await import('./bench/lighthouse.mjs');
const { runtimeFigures } = await import('./bench/runtime.mjs');
const { interactionFigures, RUNS: INP_RUNS } = await import('./bench/interactions.mjs');
const { growthFigures } = await import('./bench/growth.mjs');
const { printTable } = await import('./bench/table.mjs');
const { judged, median } = await import('./bench/judge.mjs');
const calibrate = await import('./bench/calibrate.mjs');
const { createPhone } = await import('./bench/phone.mjs');
const { readCpuTicks, stealShare } = await import('./bench/steal.mjs');
const percent = (share) => (share === null ? 'n/a' : `${Math.round(share * 100)}%`);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const PARTS = ['sizes', 'runtime', 'interactions', 'growth', 'lighthouse'];
const parts = new Set(
  args.includes('--lighthouse-only')
    ? ['lighthouse']
    : (option('--only')?.split(',') ?? PARTS).filter(
        (part) => part !== 'lighthouse' || !args.includes('--no-lighthouse'),
      ),
);
const unknown = [...parts].filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`bench: unknown part ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);
  process.exit(2);
}
const out = option('--dist', DEFAULT_OUT);
const jsonFile = option('--json', join(out, 'results.json'));
const wanted = (process.env.BENCH_BUILDS ?? 'demo,live').split(',');

// The machine's load before the bench adds its own: a run that starts above QUIET_LOAD (the
// 1-minute load average) says so and is no verdict (docs/performance.md, "How budgets are judged").
// The load while it runs is printed too: the bench's own browser and servers make about 1-2.
const QUIET_LOAD = 1.5;
const loadAtStart = loadavg();
const quiet = loadAtStart[0] <= QUIET_LOAD;
const fixed = (values) => values.map((value) => value.toFixed(2)).join(', ');
console.log(
  `load average at start: ${fixed(loadAtStart)} (1, 5, 15 min) on ${availableParallelism()} cores: ` +
    (quiet ? 'quiet' : `NOT QUIET (above ${QUIET_LOAD}): these figures are no verdict`),
);
const loadSamples = [];
// The host's other guests' share of the CPU, each 10 s and over the measuring (steal.mjs).
const stealSamples = [];
let lastTicks = readCpuTicks();
const sampler = setInterval(() => {
  loadSamples.push(loadavg()[0]);
  const ticks = readCpuTicks();
  const share = stealShare(lastTicks, ticks);
  if (share !== null) stealSamples.push(share);
  lastTicks = ticks;
}, 10_000);
sampler.unref();

const started = Date.now();
if (!args.includes('--skip-build')) await buildAll(out);
if (args.includes('--build-only')) process.exit(0);

// One phone everywhere (issue 65): each figure is measured on the phone set by readings of the
// host's benchmark index right next to it (phone.mjs). The run's points are the host's record:
// read in the bench's Chromium (a browser of its own, closed after each point) before anything
// is measured, after each part and at the end, each a burst after a warm-up reading that is
// dropped (calibrate.mjs). The start's median is the slowdown Lighthouse gathers with.
const readings = [];
const warmUps = [];
const readIndex = async (at) => {
  const reader = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const before = readCpuTicks();
    const values = await calibrate.readIndex(
      reader,
      calibrate.WARM_UP_READINGS + calibrate.READINGS_PER_POINT,
    );
    const steal = stealShare(before, readCpuTicks());
    const dropped = values.slice(0, calibrate.WARM_UP_READINGS);
    const kept = values.slice(calibrate.WARM_UP_READINGS);
    warmUps.push(...dropped.map((index) => ({ at, index })));
    readings.push(...kept.map((index) => ({ at, index, steal })));
    console.log(
      `benchmark index, ${at}: ${kept.map(Math.round).join(', ')} (after a warm-up reading of ` +
        `${dropped.map(Math.round).join(', ')}, dropped` +
        (steal === null ? ')' : `; CPU steal ${percent(steal)} while reading)`),
    );
  } finally {
    await reader.close();
  }
};
// Sizes alone need no phone: the calibration is for the parts that measure time.
const timed =
  parts.has('runtime') ||
  parts.has('interactions') ||
  parts.has('growth') ||
  parts.has('lighthouse');
const ticksAtStart = readCpuTicks();
if (timed) await readIndex('start');
const { slowdown, lowTierSlowdown } = calibrate.startCalibration(
  readings.map((reading) => reading.index),
);
if (timed && slowdown === null) {
  console.error('bench: no benchmark index could be read: no phone to emulate');
  process.exit(3);
}
if (timed)
  console.log(
    `CPU slowdown at the start ${slowdown}x (emulates benchmark index ${calibrate.TARGET_INDEX}; ` +
      `each figure is measured at the slowdown read next to it); low tier ${lowTierSlowdown}x ` +
      `(index ${calibrate.LOW_TIER_INDEX}, information)`,
  );
const phone = createPhone();
let lighthouseIndexes = [];

// Free loopback ports chosen by the system: other servers on this machine are left alone. The
// API's port is the one the live build calls (fixed when it was built).
const live = await serve([{ prefix: '/', dir: join(out, 'live') }], 0);
const demo = await serve(
  [
    { prefix: '/__bench/', dir: join(out, 'harness') },
    { prefix: '/', dir: join(out, 'demo') },
  ],
  0,
);
const baseline = await serve([{ prefix: '/', dir: join(out, 'baseline') }], 0);
const floor = await serve([{ prefix: '/', dir: join(out, 'floor') }], 0);
const builds = {
  demo: wanted.includes('demo') ? demo : undefined,
  live: wanted.includes('live') ? live : undefined,
};
const apiPort = liveApiPort(out);
// A fresh, seeded API for each part that uses it, so no part sees what another changed.
const withApi = async (use) => {
  const api = await startApi({ port: apiPort, origins: [live.url] });
  try {
    return await use(api);
  } finally {
    await api.close();
  }
};

const rows = [];
const profile = mkdtempSync(join(tmpdir(), 'grantwise-bench-'));
let browser;
let stopped;
try {
  if (
    parts.has('sizes') ||
    parts.has('runtime') ||
    parts.has('interactions') ||
    parts.has('growth')
  ) {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    if (parts.has('sizes'))
      rows.push(
        ...(await withApi((api) =>
          staticFigures({ browser, out, live, demo, baseline, floor, api }),
        )),
      );
    if (parts.has('runtime')) {
      rows.push(
        ...(await phone.steadily('the runtime figures', () =>
          runtimeFigures({ browser, demo, baseline, phone }),
        )),
      );
      await readIndex('after the runtime figures');
    }
    if (parts.has('interactions')) {
      rows.push(...(await withApi(() => interactionFigures({ browser, builds, floor, phone }))));
      await readIndex('after the interactions');
    }
    // The demo build's screens with 1x and 10x their data (issue 65, part 3).
    if (parts.has('growth') && builds.demo) {
      rows.push(...(await growthFigures({ browser, demo, phone })));
      await readIndex('after the growing screens');
    }
    await browser.close();
    browser = undefined;
  }
  if (parts.has('lighthouse')) {
    const between = () => readIndex('between the Lighthouse rounds');
    const audited = await withApi(() =>
      runLighthouse({ builds, baseline, floor, profile, slowdown, phone, between }),
    );
    rows.push(...audited.rows);
    lighthouseIndexes = audited.indexes;
  }
  if (timed) await readIndex('end');
} catch (error) {
  // The figures measured before the error are still printed and kept.
  stopped = error;
} finally {
  await browser?.close();
  await Promise.all([live.close(), demo.close(), baseline.close(), floor.close()]);
  rmSync(profile, { recursive: true, force: true });
}

clearInterval(sampler);
const during = loadSamples.length
  ? [Math.min(...loadSamples), Math.max(...loadSamples)]
  : [loadavg()[0], loadavg()[0]];
const steal = {
  share: stealShare(ticksAtStart, readCpuTicks()),
  highest: stealSamples.length ? Math.max(...stealSamples) : null,
};
const load = { atStart: loadAtStart, during, quiet, quietAtMost: QUIET_LOAD, steal };
console.log(
  `\nload average at start ${loadAtStart[0].toFixed(2)}, during the run ${fixed(during)} ` +
    `(1 min, lowest and highest): ${quiet ? 'quiet' : 'NOT QUIET: no verdict'}`,
);
if (steal.share !== null)
  console.log(
    `CPU steal (the host's other guests, information): ${percent(steal.share)} of the CPU time ` +
      `this machine wanted while measuring, at most ${percent(steal.highest)} in a 10 s window`,
  );
const { lines: calibrationText, judged: calibrated } = calibrate.calibrationLines(
  readings,
  phone.stretches,
  lowTierSlowdown,
);
if (timed) calibrationText.forEach((line) => console.log(line));
if (lighthouseIndexes.length)
  console.log(
    `Lighthouse's own index in its ${lighthouseIndexes.length} audits (information): median ` +
      `${Math.round(median(lighthouseIndexes))}, ${Math.round(Math.min(...lighthouseIndexes))}-` +
      `${Math.round(Math.max(...lighthouseIndexes))}`,
  );
// Readings that disagree leave the emulated phone unknown: the table is information then.
const refused = timed && calibrated.refused !== null;
const failed = printTable(rows, { verdicts: !refused });
const seconds = Math.round((Date.now() - started) / 1000);
const runs = { lighthouseAuditsPerPage: LH_RUNS, interactionRepetitions: INP_RUNS };
const calibration = {
  targetIndex: calibrate.TARGET_INDEX,
  lowTierIndex: calibrate.LOW_TIER_INDEX,
  readings,
  warmUps,
  lighthouseIndexes,
  startSlowdown: slowdown,
  stretches: phone.stretches,
  ...calibrated,
  lowTierSlowdown,
  maxSpread: calibrate.MAX_SPREAD,
  maxAttempts: calibrate.MAX_ATTEMPTS,
};
writeFileSync(
  jsonFile,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      seconds,
      load,
      calibration,
      runs,
      rows: rows.map(judged).map((row) => (refused ? { ...row, result: 'no verdict' } : row)),
    },
    null,
    2,
  ),
);
console.log(`\n${rows.length} figures in ${seconds} s; results in ${jsonFile}`);
if (!quiet)
  console.log(
    `The load average was ${loadAtStart[0].toFixed(2)} when this run started (above ${QUIET_LOAD}): ` +
      'its figures are information, not a verdict on the budgets.',
  );
if (parts.has('lighthouse') && LH_RUNS < 3)
  console.log(
    `BENCH_LH_RUNS=${LH_RUNS}: medians of fewer than three audits a page; the timing verdicts ` +
      'above check the bench, they do not judge the budgets.',
  );
if (stopped) {
  console.error('bench: stopped by an error; the table holds only the figures measured before it');
  throw stopped;
}
if (refused) {
  console.error(
    `bench: NO VERDICT: ${calibrated.refused}. The device these measurements emulated is not ` +
      'known well enough: no budget judged (the table above is information). Run again on a ' +
      'quieter machine.' +
      (steal.share !== null && steal.share >= 0.1
        ? ` The host took ${percent(steal.share)} of the CPU time this machine wanted: its other ` +
          'guests were busy, which no load average here shows.'
        : ''),
  );
  process.exit(3);
}
if (failed.length > 0) {
  console.error(`Budgets failed: ${failed.map((row) => row.metric).join('; ')}`);
  process.exit(1);
}
