// One phone on every machine (issue 65): the bench's CPU slowdown is calibrated to the host's
// Lighthouse benchmark index, so every Lighthouse audit and every interaction emulates a device
// of index TARGET_INDEX whatever machine runs it (a fixed 4x emulates a different phone on each
// machine). The index is Lighthouse's own benchmark (its `computeBenchmarkIndex` page function,
// the one behind `lhr.environment.benchmarkIndex`).
//
// The phone is set where each figure is measured (phone.mjs): a reading in the measuring page
// right before an interaction sets its slowdown, a reading after it says whether the host kept
// its speed meanwhile; a Lighthouse audit is simulated at the index Lighthouse read as it began
// and the one read right after it. A two-core virtual machine switched between about 1,400 and
// about 2,300 from one minute to the next: one slowdown for the whole run emulated two phones
// (docs/decisions.md, "The phone set where it is measured"). A measurement whose readings before
// and after are more than MAX_SPREAD apart is taken again, MAX_ATTEMPTS tries at most; one still
// apart refuses the verdict. So is one through which the host's other guests took more than
// MAX_STEAL of the CPU (Linux's steal, read around the measurement itself): a burst between the
// readings that they could not see.
//
// The run's points (start, after each part, end: each a burst of READINGS_PER_POINT readings
// after a warm-up reading that is not kept) are the host's record over the run, printed as
// information; the start's median sets the slowdown Lighthouse gathers with (it re-simulates each
// audit at its own).
//
// The pure parts (median, spread, slowdown, verdict, the printed lines) are unit-tested
// (tests/unit/bench-calibrate.test.ts); readIndex needs a browser.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './judge.mjs';

/** The emulated phone: between DevTools' low tier (264) and mid tier (1,000). */
export const TARGET_INDEX = 600;
/** DevTools' low-tier phone (Moto G Power 2022): an information pass, never judged. */
export const LOW_TIER_INDEX = 264;
/** Readings before and after a measurement further apart (highest / lowest): taken again. */
export const MAX_SPREAD = 1.5;
/**
 * The host's other guests' share of the CPU this machine wanted during a measurement itself
 * (between its readings; steal.mjs), above which it is taken again: the readings around it
 * cannot see a burst inside it. A fifth taken makes the measurement's phone 1.25x slower than
 * its readings said. A run of 2026-12-05 with 14% steal over the run (52% at most in 10 s, 19%
 * while the point after the interactions read) failed two interactions its other run held by
 * half (live Create folder 136 ms against 48, its readings around it 1,106 and 1,080).
 */
export const MAX_STEAL = 0.2;
/**
 * Tries of a measurement, the first included: the last is kept, apart or not. Five: in a run of
 * 2026-12-05 a quarter of the audits' tries saw the host change speed, and with three tries one
 * audit in 45 stayed apart (it refused that run); five leave about one run in 30 to refuse.
 */
export const MAX_ATTEMPTS = 5;
/** Readings kept at each point (the start's median: the slowdown Lighthouse gathers with). */
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

/** The index of the run's points (each a point's median): their median and spread, information. */
export function hostOverRun(points) {
  return { index: median(points), spread: spreadOf(points) };
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

/** How far a measurement's readings before and after it are apart (highest / lowest). */
export const stretchSpread = (stretch) => spreadOf([stretch.before, stretch.after]);

/** The host took more than MAX_STEAL of the CPU during the measurement (when it was read). */
export const stolen = (stretch) => typeof stretch.steal === 'number' && stretch.steal > MAX_STEAL;

/** The readings before and after the measurement are missing or more than MAX_SPREAD apart. */
function readingsApart(stretch) {
  const spread = stretchSpread(stretch);
  return !(spread !== null && spread <= MAX_SPREAD && stretch.before > 0 && stretch.after > 0);
}

/**
 * The host kept its speed through the measurement: both readings present and within MAX_SPREAD,
 * and it took at most MAX_STEAL of the CPU meanwhile.
 */
export const steady = (stretch) => !readingsApart(stretch) && !stolen(stretch);

/** Why a stretch is not steady, in words: `1.62 apart`, `the host took 34% of the CPU`. */
export function unsteadiness(stretch) {
  const reasons = [];
  if (readingsApart(stretch)) reasons.push(`${stretchSpread(stretch)?.toFixed(2) ?? 'n/a'} apart`);
  if (stolen(stretch))
    reasons.push(`the host took ${Math.round(stretch.steal * 100)}% of the CPU meanwhile`);
  return reasons.join(', ');
}

/**
 * The run's measurements judged (`stretches`: [{ what, before, after, slowdown, discarded? }],
 * a discarded one measured again). `refused` is null when every kept measurement was steady,
 * else the reason in words.
 */
export function judgeStretches(stretches) {
  const kept = stretches.filter((stretch) => !stretch.discarded);
  const apart = kept.filter((stretch) => !steady(stretch));
  const slowdowns = kept.map((stretch) => stretch.slowdown).filter((x) => typeof x === 'number');
  const spreads = kept.map(stretchSpread).filter((x) => x !== null);
  const steals = kept.map((stretch) => stretch.steal).filter((x) => typeof x === 'number');
  let refused = null;
  if (kept.length === 0) refused = 'no measurement read the benchmark index';
  else if (apart.length)
    refused =
      `the host changed speed during ${apart.length} of ${kept.length} measurements, each ` +
      `taken ${MAX_ATTEMPTS} times (${apart
        .slice(0, 3)
        .map(
          (stretch) =>
            `${stretch.what}: index ${Math.round(stretch.before)} before, ` +
            `${Math.round(stretch.after)} after` +
            (stolen(stretch) ? `, ${Math.round(stretch.steal * 100)}% of the CPU taken` : ''),
        )
        .join('; ')}${apart.length > 3 ? '; …' : ''})`;
  const discarded = stretches.filter((stretch) => stretch.discarded);
  return {
    measurements: kept.length,
    /** Tries taken again (one may have read around several measurements). */
    retried: new Set(discarded.map((stretch, at) => stretch.retry ?? `#${at}`)).size,
    apart: apart.length,
    slowdowns: slowdowns.length
      ? {
          lowest: Math.min(...slowdowns),
          median: Math.round(median(slowdowns) * 100) / 100,
          highest: Math.max(...slowdowns),
        }
      : null,
    widest: spreads.length ? Math.max(...spreads) : null,
    mostStolen: steals.length ? Math.max(...steals) : null,
    refused,
  };
}

/**
 * The lines the bench prints about its calibration: the points (`readings`: [{ at, index }]) as
 * the host's record, the measurements' slowdowns and the verdict on them (`stretches`).
 */
export function calibrationLines(readings, stretches, lowTierSlowdown) {
  const points = pointsOf(readings);
  const host = hostOverRun(points.map((point) => point.index));
  const judged = judgeStretches(stretches);
  const round = (value) => (typeof value === 'number' ? String(Math.round(value)) : 'n/a');
  const values = readings.map((reading) => reading.index);
  const lines = [
    `benchmark index readings: ${points
      .map((point) => `${point.at} ${point.values.map(round).join(', ')} (${round(point.index)})`)
      .join('; ')}`,
    `the host over the run (information): median ${round(host.index)} of ${points.length} ` +
      `points' medians, spread ${host.spread === null ? 'n/a' : host.spread.toFixed(2)}; single ` +
      `readings ${values.length ? `${round(Math.min(...values))}-${round(Math.max(...values))}` : 'n/a'}`,
    `the phone (index ${TARGET_INDEX}) set where each figure was measured: ` +
      `${judged.measurements} measurements, slowdowns ` +
      (judged.slowdowns
        ? `${judged.slowdowns.lowest}-${judged.slowdowns.highest}x (median ${judged.slowdowns.median}x)`
        : 'n/a') +
      `, readings before and after at most ${judged.widest === null ? 'n/a' : judged.widest.toFixed(2)} ` +
      `apart (at most ${MAX_SPREAD.toFixed(2)}), the host's other guests taking at most ` +
      `${judged.mostStolen === null ? 'n/a' : `${Math.round(judged.mostStolen * 100)}%`} of the CPU ` +
      `during one (at most ${Math.round(MAX_STEAL * 100)}%); ${judged.retried} ` +
      `${judged.retried === 1 ? 'try' : 'tries'} taken again; low tier (index ` +
      `${LOW_TIER_INDEX}, information): ${lowTierSlowdown ?? 'n/a'}x at the start`,
  ];
  if (typeof host.index === 'number' && host.index < TARGET_INDEX)
    lines.push(
      `the host (index ${round(host.index)}) is slower than the emulated phone: no slowdown, ` +
        'the figures are of a slower device',
    );
  lines.push(
    judged.refused
      ? `calibration: NO VERDICT: ${judged.refused}; no budget judged`
      : 'calibration: steady',
  );
  return { lines, judged: { ...judged, host } };
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

/** One reading of the index in `page`, as it is (a page of the measurement; about 1 s). */
export const indexIn = (page) => page.evaluate(pageFunctions.computeBenchmarkIndex);
