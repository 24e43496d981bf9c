// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  faster,
  figureFor,
  median,
  parseReference,
  scaledTimings,
  scaledToReference,
} from '../../scripts/speed-figures.mjs';

// The budget that travels (docs/testing.md): `npm test` scales each phase by the speed figure of
// its kind, the browser's for the browser passes (issue 63: the JS figure alone said a machine was
// 1.23x the reference while its browser phases took 1.6-2.1x).

const REFERENCE = { jsMs: 400, browserMs: 2000, measured: '2026-12-01', note: '' };

describe('the median of a few runs', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([530, 480, 910])).toBe(530);
  });
  it('is the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses no values', () => {
    expect(() => median([])).toThrow('no values');
  });
});

describe('the reference figures', () => {
  it('reads both figures and when they were measured', () => {
    expect(
      parseReference('{"jsMs": 440, "browserMs": 1800, "measured": "2026-12-01", "note": "busy"}'),
    ).toEqual({ jsMs: 440, browserMs: 1800, measured: '2026-12-01', note: 'busy' });
  });
  it('refuses a reference without a positive browser figure', () => {
    expect(() => parseReference('{"jsMs": 440}')).toThrow('browserMs is no positive number');
    expect(() => parseReference('{"jsMs": 440, "browserMs": 0}')).toThrow('browserMs');
    expect(() => parseReference('{"jsMs": "440", "browserMs": 10}')).toThrow('jsMs');
    expect(() => parseReference('null')).toThrow('no object');
  });
});

describe('scaling a phase to the reference machine', () => {
  it('divides by how much slower this machine is by the figure', () => {
    // Twice the reference's time for the workload: a 100 s phase is 50 s there.
    expect(scaledToReference(100, 800, 400)).toBe(50);
  });

  it('scales a browser phase by the browser figure and the others by the JS one', () => {
    const figures = { jsMs: 492, browserMs: 3600 };
    expect(figureFor('browser', figures, REFERENCE)).toEqual({
      kind: 'browser',
      ms: 3600,
      referenceMs: 2000,
    });
    expect(figureFor('js', figures, REFERENCE)).toEqual({ kind: 'js', ms: 492, referenceMs: 400 });
  });

  it('scales a browser phase by the JS figure when the browser could not be measured', () => {
    expect(figureFor('browser', { jsMs: 500, browserMs: undefined }, REFERENCE).kind).toBe('js');
  });

  it('sums the phases scaled by their own figures, not the parts inside a phase, plus the time outside any phase by the JS figure', () => {
    // This machine: 1.25x the reference by JS, 1.8x by the browser.
    const figures = { jsMs: 500, browserMs: 3600 };
    const { rows, totalReferenceSeconds } = scaledTimings(
      [
        { name: 'static', seconds: 50, kind: 'js' },
        { name: 'e2e', seconds: 900, kind: 'browser' },
        { name: 'side by side', seconds: 360, kind: 'browser' },
        { name: '  dev', seconds: 300, kind: 'browser', part: true },
        { name: '  api', seconds: 100, kind: 'js', part: true },
      ],
      // 10 s outside any phase (measuring the figures).
      1320,
      figures,
      REFERENCE,
    );
    expect(rows.map((row) => [row.name, row.figure, row.referenceSeconds])).toEqual([
      ['static', 'js', 40],
      ['e2e', 'browser', 500],
      ['side by side', 'browser', 200],
      ['  dev', 'browser', 300 / 1.8],
      ['  api', 'js', 80],
    ]);
    expect(totalReferenceSeconds).toBe(40 + 500 + 200 + 8);
  });
});

describe('the faster of two measurements', () => {
  it('is the lower figure, or the one there is', () => {
    expect(faster(540, 480)).toBe(480);
    expect(faster(undefined, 3000)).toBe(3000);
    expect(faster(2900, undefined)).toBe(2900);
    expect(faster(undefined, undefined)).toBeUndefined();
  });
});
