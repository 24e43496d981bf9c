// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOW_TIER_INDEX,
  MAX_DRIFT,
  MAX_SPREAD,
  READINGS_PER_POINT,
  TARGET_INDEX,
  WARM_UP_READINGS,
  calibrationLines,
  judgeCalibration,
  pointsOf,
  slowdownFor,
  spreadOf,
  startCalibration,
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

describe('the verdict on the readings', () => {
  it('measures the spread as highest over lowest', () => {
    expect(spreadOf([2000, 2400, 2800])).toBeCloseTo(1.4);
    expect(spreadOf([1000])).toBe(1);
    expect(spreadOf([])).toBeNull();
  });

  it('allows a verdict when the readings agree and the slowdown used fits their median', () => {
    const judged = judgeCalibration([2300, 2400, 2500, 2450, 2350], 4);
    expect(judged.refused).toBeNull();
    expect(judged.index).toBe(2400);
    expect(judged.wanted).toBe(4);
    expect(judged.drift).toBe(1);
  });

  it(`refuses a verdict when the readings spread more than ${MAX_SPREAD}x`, () => {
    // The machine: 1,400 to 3,400.
    const judged = judgeCalibration([1400, 2400, 3400], 4);
    expect(judged.refused).toMatch(
      /points spread too far \(highest \/ lowest median 2\.43, more than 1\.50\)/,
    );
    // Exactly at the bound still holds.
    expect(judgeCalibration([2000, 3000], 4.17).refused).toBeNull();
    expect(judgeCalibration([2000, 3001], 4.17).refused).toMatch(/spread too far/);
  });

  it(`refuses a verdict when the run's median asks a slowdown more than ${MAX_DRIFT}x off the one used`, () => {
    // The start read 2,400 (4x), the rest of the run 1,800 to 2,000.
    const judged = judgeCalibration([2400, 2400, 2400, 1900, 1800, 1900, 1850, 1900, 2000], 4);
    expect(judged.spread).toBeLessThanOrEqual(MAX_SPREAD);
    expect(judged.wanted).toBe(3.17);
    expect(judged.refused).toMatch(/asks a slowdown of 3\.17x, the run used 4x/);
    expect(judgeCalibration([2400, 2300, 2200], 4).refused).toBeNull();
  });

  it('refuses a verdict without readings', () => {
    expect(judgeCalibration([], null).refused).toBe('no benchmark index was read');
  });
});

/** A point's readings as the bench records them. */
const point = (at: string, ...indexes: number[]) => indexes.map((index) => ({ at, index }));

describe('the points of the run', () => {
  it('takes five readings at each point after one it drops', () => {
    expect(READINGS_PER_POINT).toBe(5);
    expect(WARM_UP_READINGS).toBe(1);
  });

  it('judges each point by its median, so one second that read apart does not refuse the run', () => {
    // A second's reading apart from its point's (1,930 among 1,550-1,580), as on 2026-12-05.
    const readings = [...point('start', 1550, 1930, 1580), ...point('end', 1500, 1260, 1520)];
    expect(pointsOf(readings)).toEqual([
      { at: 'start', values: [1550, 1930, 1580], index: 1580 },
      { at: 'end', values: [1500, 1260, 1520], index: 1500 },
    ]);
    const { judged } = calibrationLines(readings, 2.63, 5.98);
    expect(judged.spread).toBeCloseTo(1580 / 1500, 6);
    expect(judged.refused).toBeNull();
  });

  it('refuses the run when a whole point reads apart', () => {
    const { judged } = calibrationLines(
      [...point('start', 2400, 2450, 2380), ...point('after the interactions', 1500, 1450, 1600)],
      4,
      9.09,
    );
    expect(judged.refused).toMatch(/points spread too far \(highest \/ lowest median 1\.60/);
  });
});

describe('the printed calibration', () => {
  it('lists every reading by its point, the medians, their spread and the slowdowns', () => {
    const { lines, judged } = calibrationLines(
      [...point('start', 2410.5, 2380, 2500), ...point('end', 2300, 2200, 2350)],
      4.02,
      9.13,
    );
    expect(judged.refused).toBeNull();
    expect(lines).toEqual([
      'benchmark index readings: start 2411, 2380, 2500 (2411); end 2300, 2200, 2350 (2300)',
      "benchmark index median 2355 of 2 points' medians, spread 1.05 (at most 1.50); single " +
        'readings 2200-2500',
      "CPU slowdown used 4.02x (emulates index 600; the run's median asks 3.93x); low tier " +
        '(index 264, information): 9.13x',
      'calibration: steady',
    ]);
  });

  it('says no budget is judged when the points disagree, and when the host is slower', () => {
    const { lines } = calibrationLines(
      [
        { at: 'start', index: 300 },
        { at: 'end', index: 500 },
      ],
      1,
      1.52,
    );
    expect(lines).toContain(
      'the host (index 400) is slower than the emulated phone: no slowdown, the figures are of a slower device',
    );
    expect(lines.at(-1)).toMatch(/^calibration: NO VERDICT: .*spread too far.*; no budget judged$/);
  });
});
