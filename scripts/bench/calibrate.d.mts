export declare const TARGET_INDEX: number;
export declare const LOW_TIER_INDEX: number;
export declare const MAX_SPREAD: number;
export declare const MAX_STEAL: number;
export declare const MAX_ATTEMPTS: number;
export declare const READINGS_PER_POINT: number;
export declare const WARM_UP_READINGS: number;
export declare function slowdownFor(
  index: number | null | undefined,
  target?: number,
): number | null;
export declare function spreadOf(readings: (number | null | undefined)[]): number | null;
export declare function startCalibration(readings: number[]): {
  index: number | null;
  slowdown: number | null;
  lowTierSlowdown: number | null;
  hostSlower: boolean;
};
/** One measurement: the index read before and after it, and the slowdown it was measured at. */
export interface Stretch {
  what?: string;
  before: number;
  after: number;
  slowdown: number | null;
  /** The host's other guests' share of the CPU during the measurement itself, when read. */
  steal?: number;
  /** Taken again: not judged. */
  discarded?: boolean;
  /** The number of the try taken again this stretch belongs to. */
  retry?: number;
}
export interface JudgedStretches {
  measurements: number;
  retried: number;
  apart: number;
  slowdowns: { lowest: number; median: number; highest: number } | null;
  widest: number | null;
  /** The largest share of the CPU the host took during one kept measurement (null: none read). */
  mostStolen: number | null;
  /** Null when the measurements allow a verdict, else why not. */
  refused: string | null;
}
export declare function hostOverRun(points: number[]): {
  index: number | null;
  spread: number | null;
};
export declare function pointsOf(
  readings: { at: string; index: number }[],
): { at: string; values: number[]; index: number | null }[];
export declare function stretchSpread(stretch: Stretch): number | null;
export declare function steady(stretch: Stretch): boolean;
export declare function stolen(stretch: Stretch): boolean;
export declare function unsteadiness(stretch: Stretch): string;
export declare function judgeStretches(stretches: Stretch[]): JudgedStretches;
export declare function calibrationLines(
  readings: { at: string; index: number }[],
  stretches: Stretch[],
  lowTierSlowdown: number | null | undefined,
): {
  lines: string[];
  judged: JudgedStretches & { host: { index: number | null; spread: number | null } };
};
export declare function readIndex(browser: unknown, count?: number): Promise<number[]>;
export declare function indexIn(page: unknown): Promise<number>;
