// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOW_TIER_INDEX,
  MAX_ATTEMPTS,
  MAX_SPREAD,
  MAX_STEAL,
  READINGS_PER_POINT,
  type Stretch,
  TARGET_INDEX,
  WARM_UP_READINGS,
  calibrationLines,
  hostOverRun,
  judgeStretches,
  pointsOf,
  slowdownFor,
  spreadOf,
  startCalibration,
  steady,
  stretchSpread,
  unsteadiness,
} from '../../scripts/bench/calibrate.mjs';

// How `npm run bench` calibrates its CPU slowdown to the host's Lighthouse benchmark index, so
// every machine emulates the same phone (docs/performance.md, "One phone everywhere").

describe('the slowdown from a benchmark index', () => {
  it('emulates a phone of index 600, between DevTools’ low (264) and mid (1,000) tiers', () => {
    expect(TARGET_INDEX).toBe(600);
    expect(LOW_TIER_INDEX).toBe(264);
    expect(TARGET_INDEX).toBeGreaterThan(LOW_TIER_INDEX);
    expect(TARGET_INDEX).toBeLessThan(1000);
  });

  it('divides the host’s index by the phone’s, to two decimals', () => {
    expect(slowdownFor(2400)).toBe(4);
    expect(slowdownFor(1400)).toBe(2.33);
    expect(slowdownFor(3400)).toBe(5.67);
    expect(slowdownFor(2400, LOW_TIER_INDEX)).toBe(9.09);
  });

  it('never speeds a slower host up: at least 1x', () => {
    expect(slowdownFor(600)).toBe(1);
    expect(slowdownFor(450)).toBe(1);
    expect(slowdownFor(100, LOW_TIER_INDEX)).toBe(1);
  });

  it('gives no slowdown without a positive index', () => {
    expect(slowdownFor(null)).toBeNull();
    expect(slowdownFor(0)).toBeNull();
    expect(slowdownFor(Number.NaN)).toBeNull();
  });

  it('starts from the median of the start’s readings, not their mean', () => {
    const start = startCalibration([2400, 900, 2600]);
    expect(start.index).toBe(2400);
    expect(start.slowdown).toBe(4);
    expect(start.lowTierSlowdown).toBe(9.09);
    expect(start.hostSlower).toBe(false);
    expect(startCalibration([1200, 1800]).index).toBe(1500);
    const slow = startCalibration([300, 350, 320]);
    expect(slow.slowdown).toBe(1);
    expect(slow.hostSlower).toBe(true);
  });
});

describe('the verdict on the measurements', () => {
  const stretch = (before: number, after: number, extra: Partial<Stretch> = {}): Stretch => ({
    what: 'demo: opening the bell',
    before,
    after,
    slowdown: slowdownFor(before),
    ...extra,
  });

  it('measures the spread as highest over lowest', () => {
    expect(spreadOf([2000, 2400, 2800])).toBeCloseTo(1.4);
    expect(spreadOf([1000])).toBe(1);
    expect(spreadOf([])).toBeNull();
    expect(stretchSpread(stretch(2400, 1600))).toBeCloseTo(1.5);
  });

  it(`holds a measurement steady when its readings before and after are at most ${MAX_SPREAD} apart`, () => {
    expect(steady(stretch(2400, 1600))).toBe(true);
    expect(steady(stretch(2400, 1599))).toBe(false);
    // The host's two speeds of 2026-12-05, about 1,400 and 2,300: a switch in between is caught.
    expect(steady(stretch(2300, 1400))).toBe(false);
    expect(steady(stretch(Number.NaN, 1400))).toBe(false);
  });

  it(`holds it steady only when the host took at most ${MAX_STEAL * 100}% of the CPU during it`, () => {
    expect(MAX_STEAL).toBe(0.2);
    expect(steady(stretch(2400, 2400, { steal: 0.2 }))).toBe(true);
    // Readings that agree cannot see a burst between them: the steal inside it can.
    expect(steady(stretch(2400, 2400, { steal: 0.21 }))).toBe(false);
    expect(unsteadiness(stretch(2300, 1400, { steal: 0.34 }))).toBe(
      '1.64 apart, the host took 34% of the CPU meanwhile',
    );
    expect(judgeStretches([stretch(2400, 2400, { steal: 0.34 })]).refused).toBe(
      'the host changed speed during 1 of 1 measurements, each taken 5 times (demo: opening ' +
        'the bell: index 2400 before, 2400 after, 34% of the CPU taken)',
    );
  });

  it('allows a verdict when every kept measurement was steady, whatever the host did between them', () => {
    // Each at its own speed (1,400 and 2,300): two phones by one slowdown, one by two.
    const judged = judgeStretches([
      stretch(2300, 2250),
      stretch(1400, 1450),
      stretch(2300, 1400, { discarded: true }),
      stretch(1420, 1400),
    ]);
    expect(judged.refused).toBeNull();
    expect(judged).toMatchObject({ measurements: 3, retried: 1, apart: 0 });
    expect(judged.slowdowns).toEqual({ lowest: 2.33, median: 2.37, highest: 3.83 });
    expect(judged.widest).toBeCloseTo(1450 / 1400);
  });

  it(`refuses a verdict when a measurement taken ${MAX_ATTEMPTS} times still saw the host change speed`, () => {
    expect(MAX_ATTEMPTS).toBe(5);
    const judged = judgeStretches([stretch(2400, 2350), stretch(2300, 1400)]);
    expect(judged.refused).toBe(
      'the host changed speed during 1 of 2 measurements, each taken 5 times (demo: opening ' +
        'the bell: index 2300 before, 1400 after)',
    );
  });

  it('refuses a verdict without measurements', () => {
    expect(judgeStretches([]).refused).toBe('no measurement read the benchmark index');
  });
});

/** A point's readings as the bench records them. */
const point = (at: string, ...indexes: number[]) => indexes.map((index) => ({ at, index }));

describe("the points of the run, the host's record", () => {
  it('takes five readings at each point after one it drops', () => {
    expect(READINGS_PER_POINT).toBe(5);
    expect(WARM_UP_READINGS).toBe(1);
  });

  it('sums each point up by its median', () => {
    // A second's reading apart from its point's (1,930 among 1,550-1,580), as on 2026-12-05.
    const readings = [...point('start', 1550, 1930, 1580), ...point('end', 1500, 1260, 1520)];
    expect(pointsOf(readings)).toEqual([
      { at: 'start', values: [1550, 1930, 1580], index: 1580 },
      { at: 'end', values: [1500, 1260, 1520], index: 1500 },
    ]);
    expect(hostOverRun([1580, 1500])).toEqual({ index: 1540, spread: 1580 / 1500 });
  });

  it('refuses nothing when points read apart: each measurement had its own phone', () => {
    const { judged } = calibrationLines(
      [...point('start', 2400, 2450, 2380), ...point('after the interactions', 1500, 1450, 1600)],
      [{ what: 'lighthouse floor', before: 2400, after: 2300, slowdown: 3.92 }],
      9.09,
    );
    expect(judged.host.spread).toBeCloseTo(2400 / 1500);
    expect(judged.refused).toBeNull();
  });
});

describe('the printed calibration', () => {
  it("lists every reading by its point, the host over the run, and the measurements' slowdowns", () => {
    const { lines, judged } = calibrationLines(
      [...point('start', 2410.5, 2380, 2500), ...point('end', 2300, 2200, 2350)],
      [
        { what: 'a', before: 2400, after: 2300, slowdown: 4, steal: 0.12 },
        { what: 'b', before: 1400, after: 2300, slowdown: 2.33, discarded: true, steal: 0.5 },
        { what: 'b', before: 2100, after: 2200, slowdown: 3.5 },
      ],
      9.13,
    );
    expect(judged.refused).toBeNull();
    expect(lines).toEqual([
      'benchmark index readings: start 2411, 2380, 2500 (2411); end 2300, 2200, 2350 (2300)',
      "the host over the run (information): median 2355 of 2 points' medians, spread 1.05; " +
        'single readings 2200-2500',
      'the phone (index 600) set where each figure was measured: 2 measurements, slowdowns ' +
        '3.5-4x (median 3.75x), readings before and after at most 1.05 apart (at most 1.50), ' +
        "the host's other guests taking at most 12% of the CPU during one (at most 20%); 1 " +
        'try taken again; low tier (index 264, information): 9.13x at the start',
      'calibration: steady',
    ]);
  });

  it('says no budget is judged when a measurement stayed apart, and when the host is slower', () => {
    const { lines } = calibrationLines(
      [
        { at: 'start', index: 300 },
        { at: 'end', index: 500 },
      ],
      [{ what: 'lighthouse demo /', before: 300, after: 500, slowdown: 1 }],
      1.52,
    );
    expect(lines).toContain(
      'the host (index 400) is slower than the emulated phone: no slowdown, the figures are of a slower device',
    );
    expect(lines.at(-1)).toMatch(
      /^calibration: NO VERDICT: the host changed speed during 1 of 1 measurements.*; no budget judged$/,
    );
  });
});
