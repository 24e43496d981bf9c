// One phone on every machine (issue 65): the bench's CPU slowdown is calibrated to the host's
// Lighthouse benchmark index, so every Lighthouse audit and every interaction emulates a device
// of index TARGET_INDEX whatever machine runs it (a fixed 4x emulates a different phone on each
// machine). The index is Lighthouse's own benchmark (its `computeBenchmarkIndex` page function,
// the one behind `lhr.environment.benchmarkIndex`), run in the bench's Chromium at fixed points of
// the run: at the start (the point's median sets the slowdown, which every measurement needs
// before it starts), after each part and at the end. Each point is a burst of READINGS_PER_POINT
// readings after one warm-up reading that is not kept, and is judged by its median: a reading
// lasts about a second, and a two-core virtual machine switched between about 1,360 and about
// 1,900 from one second to the next: its single readings spread 1.64 over two minutes whose
// points' medians spread 1.37 (docs/decisions.md, "The host's speed at a point"). The points must
// agree: when their medians spread too far, or the whole run's median asks another slowdown than
// the one used, the bench refuses a verdict (docs/performance.md, "One phone everywhere").
//
// The pure parts (median, spread, slowdown, verdict, the printed lines) are unit-tested
// (tests/unit/bench-calibrate.test.ts); readIndex needs a browser.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './judge.mjs';

/** The emulated phone: between DevTools' low tier (264) and mid tier (1,000). */
export const TARGET_INDEX = 600;
/** DevTools' low-tier phone (Moto G Power 2022): an information pass, never judged. */
export const LOW_TIER_INDEX = 264;
/** Points whose medians are further apart than this (highest / lowest) give no verdict. */
export const MAX_SPREAD = 1.5;
/** The slowdown used and the one the whole run's median asks may differ by this factor at most. */
export const MAX_DRIFT = 1.2;
/** Readings kept at each point (the start's median sets the slowdown). */
export const READINGS_PER_POINT = 5;
/**
 * Readings taken and dropped before a point's own, in the browser just started for it: that
 * browser is still starting its other processes on the machine's two cores, and the first
 * reading of a start point was the lowest of its three in 7 of 9 runs.
 */
export const WARM_UP_READINGS = 1;

/**
 * The CPU slowdown that makes a host of benchmark index `index` emulate a device of index
 * `target`: index / target, two decimals, never below 1 (a host slower than the device cannot be
 * sped up). Null without a positive index.
 */
export function slowdownFor(index, target = TARGET_INDEX) {
  if (typeof index !== 'number' || !(index > 0) || !(target > 0)) return null;
  return Math.max(1, Math.round((index / target) * 100) / 100);
}

/** Highest reading over lowest (1 for agreeing readings); null without a positive reading. */
export function spreadOf(readings) {
  const present = readings.filter((value) => typeof value === 'number' && value > 0);
  if (present.length === 0) return null;
  return Math.max(...present) / Math.min(...present);
}

/** The calibration the run starts with: the start readings' median and the slowdowns it sets. */
export function startCalibration(readings) {
  const index = median(readings);
  return {
    index,
    slowdown: slowdownFor(index, TARGET_INDEX),
    lowTierSlowdown: slowdownFor(index, LOW_TIER_INDEX),
    /** The host is slower than the emulated phone: the figures are of a slower device. */
    hostSlower: typeof index === 'number' && index < TARGET_INDEX,
  };
}

/**
 * The run's calibration judged: `points` are the index of every point of the run (each a point's
 * median, the start's included), `slowdown` the one the run used. `refused` is null when the
 * points allow a verdict, else the reason in words.
 */
export function judgeCalibration(points, slowdown) {
  const index = median(points);
  const spread = spreadOf(points);
  const wanted = slowdownFor(index, TARGET_INDEX);
  const drift =
    typeof wanted === 'number' && typeof slowdown === 'number'
      ? Math.max(wanted, slowdown) / Math.min(wanted, slowdown)
      : null;
  let refused = null;
  if (spread === null || drift === null) refused = 'no benchmark index was read';
  else if (spread > MAX_SPREAD)
    refused =
      `the benchmark index points spread too far (highest / lowest median ${spread.toFixed(2)}, ` +
      `more than ${MAX_SPREAD.toFixed(2)})`;
  else if (drift > MAX_DRIFT)
    refused =
      `the run's median index (${Math.round(index)}) asks a slowdown of ${wanted}x, the run ` +
      `used ${slowdown}x (apart by ${drift.toFixed(2)}, more than ${MAX_DRIFT.toFixed(2)})`;
  return { index, spread, slowdown, wanted, drift, refused };
}

/**
 * Each point of the run with its readings' median, in the order they were taken (`readings`:
 * [{ at, index }], a point's readings under one `at`).
 */
export function pointsOf(readings) {
  const points = [...new Set(readings.map((reading) => reading.at))];
  return points.map((at) => {
    const values = readings.filter((reading) => reading.at === at).map((reading) => reading.index);
    return { at, values, index: median(values) };
  });
}

/** The lines the bench prints about its calibration (`readings`: [{ at, index }]). */
export function calibrationLines(readings, slowdown, lowTierSlowdown) {
  const points = pointsOf(readings);
  const judged = judgeCalibration(
    points.map((point) => point.index),
    slowdown,
  );
  const round = (value) => (typeof value === 'number' ? String(Math.round(value)) : 'n/a');
  const values = readings.map((reading) => reading.index);
  const lines = [
    `benchmark index readings: ${points
      .map((point) => `${point.at} ${point.values.map(round).join(', ')} (${round(point.index)})`)
      .join('; ')}`,
    `benchmark index median ${round(judged.index)} of ${points.length} points' medians, spread ` +
      `${judged.spread === null ? 'n/a' : judged.spread.toFixed(2)} (at most ` +
      `${MAX_SPREAD.toFixed(2)}); single readings ${round(Math.min(...values))}-` +
      `${round(Math.max(...values))}`,
    `CPU slowdown used ${slowdown ?? 'n/a'}x (emulates index ${TARGET_INDEX}; the run's median ` +
      `asks ${judged.wanted ?? 'n/a'}x); low tier (index ${LOW_TIER_INDEX}, information): ` +
      `${lowTierSlowdown ?? 'n/a'}x`,
  ];
  if (typeof judged.index === 'number' && judged.index < TARGET_INDEX)
    lines.push(
      `the host (index ${round(judged.index)}) is slower than the emulated phone: no slowdown, ` +
        'the figures are of a slower device',
    );
  lines.push(
    judged.refused
      ? `calibration: NO VERDICT: ${judged.refused}; no budget judged`
      : 'calibration: steady',
  );
  return { lines, judged };
}

/**
 * `count` readings of Lighthouse's benchmark index in a fresh page of `browser` (a Playwright
 * browser of the bench's Chromium, with no CPU throttling). About 1 s each.
 */
export async function readIndex(browser, count = 1) {
  const page = await browser.newPage();
  try {
    const readings = [];
    for (let reading = 0; reading < count; reading += 1)
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return readings;
  } finally {
    await page.close();
  }
}
