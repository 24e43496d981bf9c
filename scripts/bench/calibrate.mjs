// One phone on every machine (issue 65): the bench's CPU slowdown is calibrated to the host's
// Lighthouse benchmark index, so every Lighthouse audit and every interaction emulates a device
// of index TARGET_INDEX whatever machine runs it (a fixed 4x emulates a different phone on each
// machine). The index is Lighthouse's own benchmark (its `computeBenchmarkIndex` page function,
// the one behind `lhr.environment.benchmarkIndex`), run in the bench's Chromium at fixed points of
// the run: three readings at the start (their median sets the slowdown, which every measurement
// needs before it starts), one after each part and two at the end. The readings must agree: when
// they spread too far, or the whole run's median asks another slowdown than the one used, the
// bench refuses a verdict (docs/performance.md, "One phone everywhere").
//
// The pure parts (median, spread, slowdown, verdict, the printed lines) are unit-tested
// (tests/unit/bench-calibrate.test.ts); readIndex needs a browser.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './judge.mjs';

/** The emulated phone: between DevTools' low tier (264) and mid tier (1,000). */
export const TARGET_INDEX = 600;
/** DevTools' low-tier phone (Moto G Power 2022): an information pass, never judged. */
export const LOW_TIER_INDEX = 264;
/** Readings further apart than this (highest / lowest) give no verdict. */
export const MAX_SPREAD = 1.5;
/** The slowdown used and the one the whole run's median asks may differ by this factor at most. */
export const MAX_DRIFT = 1.2;
/** Readings taken at the start, before any measurement: their median sets the slowdown. */
export const START_READINGS = 3;

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
 * The run's calibration judged: `readings` are every reading of the run (the start's included),
 * `slowdown` the one the run used. `refused` is null when the readings allow a verdict, else the
 * reason in words.
 */
export function judgeCalibration(readings, slowdown) {
  const index = median(readings);
  const spread = spreadOf(readings);
  const wanted = slowdownFor(index, TARGET_INDEX);
  const drift =
    typeof wanted === 'number' && typeof slowdown === 'number'
      ? Math.max(wanted, slowdown) / Math.min(wanted, slowdown)
      : null;
  let refused = null;
  if (spread === null || drift === null) refused = 'no benchmark index was read';
  else if (spread > MAX_SPREAD)
    refused =
      `the benchmark index readings spread too far (highest / lowest ${spread.toFixed(2)}, ` +
      `more than ${MAX_SPREAD.toFixed(2)})`;
  else if (drift > MAX_DRIFT)
    refused =
      `the run's median index (${Math.round(index)}) asks a slowdown of ${wanted}x, the run ` +
      `used ${slowdown}x (apart by ${drift.toFixed(2)}, more than ${MAX_DRIFT.toFixed(2)})`;
  return { index, spread, slowdown, wanted, drift, refused };
}

/** The lines the bench prints about its calibration (`readings`: [{ at, index }]). */
export function calibrationLines(readings, slowdown, lowTierSlowdown) {
  const values = readings.map((reading) => reading.index);
  const judged = judgeCalibration(values, slowdown);
  const round = (value) => (typeof value === 'number' ? String(Math.round(value)) : 'n/a');
  const points = [...new Set(readings.map((reading) => reading.at))];
  const lines = [
    `benchmark index readings: ${points
      .map(
        (at) =>
          `${at} ${readings
            .filter((reading) => reading.at === at)
            .map((reading) => round(reading.index))
            .join(', ')}`,
      )
      .join('; ')}`,
    `benchmark index median ${round(judged.index)} of ${values.length} readings, spread ` +
      `${judged.spread === null ? 'n/a' : judged.spread.toFixed(2)} (at most ${MAX_SPREAD.toFixed(2)})`,
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
