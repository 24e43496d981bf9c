// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type AuditFigures,
  type PageFigures,
  auditFigures,
  growthRow,
  hostSpeedBudget,
  initialJsRow,
  interactionRow,
  lighthouseRows,
  medianFigures,
  typingRow,
} from '../../scripts/bench/budgets.mjs';
import { compareRuns } from '../../scripts/bench/compare.mjs';
import {
  type Row,
  budgetText,
  comparisonText,
  judged,
  median,
  verdict,
} from '../../scripts/bench/judge.mjs';

// How `npm run bench` judges its timing budgets: against the floor page of the same run, on the
// medians of several audits (docs/performance.md, "How budgets are judged").

const audit = (figures: Partial<AuditFigures>): AuditFigures => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  lcp: 1600,
  tbt: 30,
  cls: 0,
  lcpElement: 'h1',
  failing: { accessibility: [], bestPractices: [] },
  consoleErrors: [],
  longestTask: { ms: 20, cause: 'evaluation of index.js' },
  ...figures,
});

const page = (figures: Partial<AuditFigures>): PageFigures => medianFigures([audit(figures)]);
const FLOOR = page({ performance: 98, lcp: 1600, tbt: 30 });

const row = (rows: Row[], name: string): Row => {
  const found = rows.find((candidate) => candidate.metric.endsWith(`: ${name}`));
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('one Lighthouse report', () => {
  it('reads the scores, the timings, the largest paint and the audits that cost points', () => {
    const refs = (...ids: string[]) => ids.map((id) => ({ id, weight: 1 }));
    const figures = auditFigures({
      categories: {
        performance: { score: 0.87, auditRefs: refs('total-blocking-time') },
        accessibility: { score: 1, auditRefs: refs('color-contrast') },
        'best-practices': { score: 0.96, auditRefs: refs('errors-in-console', 'deprecations') },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1921.4 },
        'total-blocking-time': { score: 0.6, numericValue: 412 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'color-contrast': { score: 1 },
        'errors-in-console': {
          score: 0,
          details: { items: [{ source: 'network', description: 'Failed to load resource: 404' }] },
        },
        deprecations: { score: 1 },
        'lcp-breakdown-insight': {
          details: { items: [{ type: 'node', selector: 'main > h1', snippet: '<h1>' }] },
        },
      },
    });
    expect(figures).toEqual({
      lcpElement: 'main > h1 <h1>',
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      lcp: 1921.4,
      tbt: 412,
      cls: 0.001,
      failing: { accessibility: [], bestPractices: ['errors-in-console'] },
      consoleErrors: ['Failed to load resource: 404'],
    });
  });
});

describe('medians of several audits', () => {
  it('takes each figure’s own median, not the figures of the run with the median score', () => {
    const figures = medianFigures([
      audit({ performance: 90, lcp: 2000, tbt: 300 }),
      audit({ performance: 96, lcp: 1900, tbt: 100 }),
      audit({ performance: 94, lcp: 2100, tbt: 200, lcpElement: 'p.lead' }),
    ]);
    expect(figures).toMatchObject({ audits: 3, performance: 94, lcp: 2000, tbt: 200 });
    expect(figures.samples.tbt).toEqual([300, 100, 200]);
  });

  it('averages the middle two of an even count', () => {
    expect(median([30, 10, 40, 20])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe('a Lighthouse page against the floor page of the same run', () => {
  const rows = (figures: Partial<AuditFigures>) =>
    lighthouseRows('live /grants', page(figures), FLOOR);

  it('names the build and the page in every row', () => {
    expect(rows({}).map((r) => r.metric)).toEqual([
      'lighthouse live /grants: performance',
      'lighthouse live /grants: accessibility',
      'lighthouse live /grants: best practices',
      'lighthouse live /grants: LCP',
      'lighthouse live /grants: TBT',
      'lighthouse live /grants: CLS',
      'lighthouse live /grants: longest task (on the phone)',
      'lighthouse live /grants: console errors',
    ]);
  });

  it('holds LCP to 1.25x the floor page’s', () => {
    expect(verdict(row(rows({ lcp: 2000 }), 'LCP'))).toBe('pass');
    const over = row(rows({ lcp: 2016 }), 'LCP');
    expect(verdict(over)).toBe('FAIL');
    expect(comparisonText(over)).toBe('1.26x floor');
    expect(budgetText(over)).toBe('<= 1.25x floor');
  });

  it('holds the longest task of the load to 200 ms on the phone (each audit’s at 1x times its slowdown), and names its cause', () => {
    const atSlowdown = (ms: number, slowdown: number) =>
      row(
        lighthouseRows(
          'live /grants',
          page({ longestTask: { ms, cause: 'evaluation of index.js' }, slowdown }),
          FLOOR,
        ),
        'longest task (on the phone)',
      );
    const long = atSlowdown(47, 4.3);
    expect(long.value).toBeCloseTo(202.1);
    expect(verdict(long)).toBe('FAIL');
    expect(long.note).toBe('evaluation of index.js: 47 ms at 1x, 4.3x');
    expect(budgetText(long)).toBe('<= 200 ms');
    expect(verdict(atSlowdown(46, 4.3))).toBe('pass');
    // A faster host slows down more: the same task at 1x is a longer one on the phone.
    expect(verdict(atSlowdown(41, 5))).toBe('FAIL');
    // A host slower than the phone (no slowdown) is held to 200 ms as it measures.
    expect(verdict(atSlowdown(200, 1))).toBe('pass');
    expect(
      verdict(row(rows({ longestTask: { ms: 201, cause: 'x' } }), 'longest task (on the phone)')),
    ).toBe('FAIL');
    // Each audit on its own phone, then the median: the run of 2026-12-05 whose live /grants
    // failed when its 1x median (55.2 ms) was held to 200 ms / the median slowdown (3.93x).
    const three = medianFigures([
      audit({ longestTask: { ms: 23.8, cause: 'style and layout' }, slowdown: 4.5 }),
      audit({ longestTask: { ms: 55.2, cause: 'promise callbacks' }, slowdown: 2.55 }),
      audit({ longestTask: { ms: 63.4, cause: 'a timer callback' }, slowdown: 3.93 }),
    ]);
    expect(three.longestTask).toEqual({
      ms: 55.2 * 2.55,
      cause: 'promise callbacks',
      atOneX: 55.2,
      slowdown: 2.55,
    });
    expect(three.samples.longestTask).toEqual([23.8 * 4.5, 55.2 * 2.55, 63.4 * 3.93]);
  });

  it('fails a page that logs an error, and says what it logged', () => {
    const logged = row(rows({ consoleErrors: ['Failed to load resource: 404'] }), 'console errors');
    expect(verdict(logged)).toBe('FAIL');
    expect(logged.note).toBe('Failed to load resource: 404');
    expect(verdict(row(rows({}), 'console errors'))).toBe('pass');
  });

  it('holds TBT to the floor page’s plus 150 ms', () => {
    expect(verdict(row(rows({ tbt: 180 }), 'TBT'))).toBe('pass');
    expect(verdict(row(rows({ tbt: 181 }), 'TBT'))).toBe('FAIL');
    const loaded = lighthouseRows('demo /', page({ tbt: 260 }), page({ tbt: 114 }));
    expect(comparisonText(row(loaded, 'TBT'))).toBe('2.28x floor');
    expect(verdict(row(loaded, 'TBT'))).toBe('pass');
    expect(budgetText(row(loaded, 'TBT'))).toBe('<= 264 ms (floor + 150 ms)');
  });

  it('holds performance to 95 and to the floor page’s minus 4', () => {
    expect(verdict(row(rows({ performance: 95 }), 'performance'))).toBe('pass');
    expect(verdict(row(rows({ performance: 94 }), 'performance'))).toBe('FAIL');
    const held = row(rows({ performance: 96 }), 'performance');
    expect(comparisonText(held)).toBe('-2 vs floor');
    expect(budgetText(held)).toBe('>= 95, >= 94 (floor - 4)');
    const quickFloor = lighthouseRows(
      'demo /',
      page({ performance: 95 }),
      page({ performance: 100 }),
    );
    expect(verdict(row(quickFloor, 'performance'))).toBe('FAIL');
    // The floor page's median of an even count of audits.
    const halfFloor = lighthouseRows(
      'demo /',
      page({ performance: 93 }),
      page({ performance: 96.5 }),
    );
    expect(budgetText(row(halfFloor, 'performance'))).toBe('>= 95, >= 92.5 (floor - 4)');
    expect(comparisonText(row(halfFloor, 'performance'))).toBe('-3.5 vs floor');
  });
});

describe('figures measured at the host’s speed', () => {
  const startUp = (ms: number, slowdown: number | null): Row => ({
    metric: 'backend start-up, later visit',
    value: ms,
    unit: 'ms',
    budgets: [hostSpeedBudget(300, slowdown)],
  });

  it('holds them to the phone: the old budget on the 5x host, divided by the run’s slowdown', () => {
    // On the host where the budget was set, it is the budget it was.
    expect(budgetText(startUp(300, 5))).toBe('<= 300 ms (1,500 ms on the phone)');
    expect(verdict(startUp(300, 5))).toBe('pass');
    expect(verdict(startUp(301, 5))).toBe('FAIL');
    // A host half as fast measures twice the time for the same work, and is allowed it.
    expect(budgetText(startUp(600, 2.5))).toBe('<= 600 ms (1,500 ms on the phone)');
    expect(verdict(startUp(600, 2.5))).toBe('pass');
    // A faster host is allowed less: the same 300 ms is a slower phone there.
    expect(verdict(startUp(300, 6))).toBe('FAIL');
    // A host slower than the phone (no slowdown) is held to the phone's budget as it measures.
    expect(budgetText(startUp(1500, null))).toBe('<= 1500 ms (1,500 ms on the phone)');
  });

  it('states the export in seconds, rounded down to the hundredth', () => {
    const exported: Row = {
      metric: 'report export of all rows, click to file',
      value: 4.1,
      unit: 's',
      budgets: [hostSpeedBudget(3, 2.34, 's')],
    };
    expect(budgetText(exported)).toBe('<= 6.41 s (15 s on the phone)');
    expect(verdict(exported)).toBe('pass');
    expect(verdict({ ...exported, value: 6.42 })).toBe('FAIL');
  });
});

describe('interactions and sizes', () => {
  it('judges an interaction’s median input to next paint at 100 ms', () => {
    const wizard = interactionRow('demo', 'wizard Next', [120, 64, 88, 72, 96], 24);
    expect(wizard.metric).toBe('input to next paint (emulated phone), demo: wizard Next');
    expect(wizard.value).toBe(88);
    expect(verdict(wizard)).toBe('pass');
    expect(comparisonText(wizard)).toBe('3.67x floor');
    expect(verdict(interactionRow('live', 'opening the bell', [104, 112, 96], 24))).toBe('FAIL');
  });

  it('allows an interaction the floor page’s own time when the phone takes over 100 ms for it', () => {
    const slowPhone = interactionRow('demo', 'opening the bell', [104, 112, 96], 112);
    expect(verdict(slowPhone)).toBe('pass');
    expect(budgetText(slowPhone)).toBe('<= 112 ms (the floor page)');
    expect(verdict(interactionRow('demo', 'opening the bell', [120, 120, 96], 112))).toBe('FAIL');
  });

  it('holds a growing screen to 100 ms with 10x its data, and to 1.5x its time with 1x', () => {
    const files = growthRow(
      'library folder switch with 1,000 files',
      [40, 44, 48],
      [32, 36],
      '100 files',
    );
    expect(files.metric).toBe(
      'input to next paint (emulated phone), demo: library folder switch with 1,000 files',
    );
    expect(verdict(files)).toBe('pass');
    expect(comparisonText(files)).toBe('1.29x 100 files');
    // Ten times the time for ten times the data: under 100 ms, and still a failure.
    expect(verdict(growthRow('top picks', [90, 96, 98], [9, 10, 11], '200 grants'))).toBe('FAIL');
    expect(verdict(growthRow('people', [104, 110, 120], [100, 100], 'few'))).toBe('FAIL');
  });

  it('judges typing by its slowest keystroke', () => {
    const typing = typingRow('typing in the shared draft while it saves', [16, 24, 16, 48]);
    expect(typing.value).toBe(48);
    expect(verdict(typing)).toBe('pass');
    expect(verdict(typingRow('typing', [16, 16, 104, 16]))).toBe('FAIL');
  });

  it('holds the live sign-in’s initial JS to 1.15x the floor page’s', () => {
    expect(verdict(initialJsRow(151, 131.4, ''))).toBe('pass');
    const today = initialJsRow(155.4, 131.4, '');
    expect(verdict(today)).toBe('FAIL');
    expect(comparisonText(today)).toBe('1.18x floor');
  });

  it('fails a budgeted figure that was not measured, and keeps one without budgets as info', () => {
    const missing = interactionRow('live', 'wizard Next', [], 24);
    expect(verdict(missing)).toBe('FAIL');
    expect(judged(missing)).toMatchObject({ result: 'FAIL', comparison: null });
    expect(verdict({ metric: 'lighthouse floor: TBT', value: 30, unit: 'ms' })).toBe('info');
  });
});

describe('an interleaved A/B of the results files', () => {
  it('gives each figure’s median (range) per side and how many paired runs B was lower', () => {
    const run = (tbt: number, lcp: number): Row[] => [
      { metric: 'lighthouse demo /: TBT', value: tbt, unit: 'ms' },
      { metric: 'lighthouse demo /: LCP', value: lcp, unit: 's' },
    ];
    const table = compareRuns(
      [run(300, 2.0), run(340, 2.1), run(320, 2.05)],
      [run(250, 2.2), run(350, 2.3), run(260, 2.25)],
    );
    expect(table).toEqual([
      {
        metric: 'lighthouse demo /: TBT',
        a: '320 ms (300-340 ms)',
        b: '260 ms (250-350 ms)',
        lower: '2 of 3',
      },
      {
        metric: 'lighthouse demo /: LCP',
        a: '2.05 s (2.00-2.10 s)',
        b: '2.25 s (2.20-2.30 s)',
        lower: '0 of 3',
      },
    ]);
  });
});
