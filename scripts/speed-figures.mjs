// The arithmetic of the budget that travels (docs/testing.md): the machine's two speed figures,
// the reference machine's, and each phase's time as it would be on the reference machine. Pure:
// scripts/speed.mjs measures, scripts/test.mjs times the phases and prints.

/**
 * How many copies of each figure's workload run at once: the phases run their work on two
 * workers (vitest on every core of the two-core reference machine, Playwright with two), so a
 * figure measured on one thread did not see a machine that has less than two cores to give. A
 * busy loop on one of two cores left the single-threaded JS figure unchanged (488 ms against
 * 478-522 quiet) while the unit phase took 1.3x as long; two copies at once read it.
 */
export const FIGURE_COPIES = 2;

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Reads the reference machine's figures (scripts/speed-reference.json): `jsMs` and `browserMs`,
 * positive milliseconds, with when and how they were measured. Throws on anything else.
 */
export function parseReference(text) {
  const value = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('the reference is no object');
  for (const key of ['jsMs', 'browserMs']) {
    if (typeof value[key] !== 'number' || !(value[key] > 0)) {
      throw new Error(
        `the reference's ${key} is no positive number: ${JSON.stringify(value[key])}`,
      );
    }
  }
  return {
    jsMs: value.jsMs,
    browserMs: value.browserMs,
    measured: typeof value.measured === 'string' ? value.measured : '',
    note: typeof value.note === 'string' ? value.note : '',
  };
}

/**
 * The figure a phase of kind `kind` is scaled by on this machine, and the reference's: `browser`
 * for the passes whose time is Chromium's (rendering, layout, the driver's round trips), `js` for
 * Node's tools (types, lint, vitest, the builds). A browser phase on a machine whose browser
 * figure could not be measured falls back to the JS one.
 */
export function figureFor(kind, figures, reference) {
  if (kind === 'browser' && typeof figures.browserMs === 'number') {
    return { kind: 'browser', ms: figures.browserMs, referenceMs: reference.browserMs };
  }
  return { kind: 'js', ms: figures.jsMs, referenceMs: reference.jsMs };
}

/** A duration on this machine as it would be on the reference machine, by one figure. */
export function scaledToReference(seconds, ms, referenceMs) {
  return (seconds * referenceMs) / ms;
}

/**
 * Each timed row with its time on the reference machine, by the figure of its kind; and the
 * run's total there: the sum of the top-level rows' scaled times, plus the time spent outside
 * any phase (measuring, starting) scaled by the JS figure. Rows of a part (`part: true`, which
 * run side by side inside a phase) are scaled and shown but not added: their phase's time is.
 */
export function scaledTimings(rows, totalSeconds, figures, reference) {
  const scaled = rows.map((row) => {
    const figure = figureFor(row.kind ?? 'js', figures, reference);
    return {
      ...row,
      figure: figure.kind,
      referenceSeconds: scaledToReference(row.seconds, figure.ms, figure.referenceMs),
    };
  });
  const phases = scaled.filter((row) => !row.part);
  const inPhases = phases.reduce((sum, row) => sum + row.seconds, 0);
  const outside = Math.max(0, totalSeconds - inPhases);
  const js = figureFor('js', figures, reference);
  return {
    rows: scaled,
    totalReferenceSeconds:
      phases.reduce((sum, row) => sum + row.referenceSeconds, 0) +
      scaledToReference(outside, js.ms, js.referenceMs),
  };
}

/** The faster (lower) of two measurements of one figure; a missing one leaves the other. */
export function faster(a, b) {
  if (typeof a !== 'number') return b;
  if (typeof b !== 'number') return a;
  return Math.min(a, b);
}
