import type { Budget, Row } from './judge.mjs';

export declare const BUDGETS: {
  performance: number;
  performanceBelowFloor: number;
  accessibility: number;
  bestPractices: number;
  lcpRatio: number;
  tbtAboveFloorMs: number;
  cls: number;
  longestTaskPhoneMs: number;
  consoleErrors: number;
  interactionMs: number;
  growthRatio: number;
  initialJsRatio: number;
  initialJsKb: number;
};
export interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  failing: { accessibility: string[]; bestPractices: string[] };
  /** The messages of the errors the page logged (Lighthouse's errors-in-console). */
  consoleErrors: string[];
  /** The longest main-thread task of the load, real time (long-tasks.mjs); from the trace. */
  longestTask?: LongTask | null;
  /** The slowdown this audit was simulated at (phone.mjs); 1 when missing. */
  slowdown?: number;
}
export interface LongTask {
  ms: number;
  cause: string;
  at?: number;
}
export interface PageFigures extends Omit<
  AuditFigures,
  'performance' | 'lcp' | 'tbt' | 'longestTask'
> {
  audits: number;
  /** The median audit's longest task on the phone (`ms`), with its time at 1x and slowdown. */
  longestTask: (LongTask & { atOneX: number; slowdown: number }) | null;
  performance: number;
  lcp: number;
  tbt: number;
  samples: { performance: number[]; lcp: number[]; tbt: number[]; longestTask: number[] };
}
/** The parts of a Lighthouse report (lhr) the bench reads. */
export interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}
export declare function auditFigures(lhr: Report): AuditFigures;
export declare function medianFigures(audits: AuditFigures[]): PageFigures;
export declare const HOST_BUDGET_SLOWDOWN: number;
export declare function hostSpeedBudget(
  hostLimit: number,
  slowdown: number | null | undefined,
  unit?: 'ms' | 's',
): Budget;
export declare function lighthouseRows(label: string, page: PageFigures, floor: PageFigures): Row[];
export declare function floorRows(floor: PageFigures): Row[];
export declare const INTERACTION_METRIC: string;
export declare function interactionRow(
  build: string,
  name: string,
  samples: number[],
  floorTabChange: number | null,
): Row;
export declare function growthRow(
  name: string,
  samples: number[],
  smallSamples: number[],
  smallLabel: string,
): Row;
export declare function typingRow(name: string, samples: number[]): Row;
export declare function initialJsRow(kb: number, floorKb: number, note: string): Row;
