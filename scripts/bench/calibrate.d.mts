export declare const TARGET_INDEX: number;
export declare const LOW_TIER_INDEX: number;
export declare const MAX_SPREAD: number;
export declare const MAX_DRIFT: number;
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
export interface JudgedCalibration {
  index: number | null;
  spread: number | null;
  slowdown: number | null;
  wanted: number | null;
  drift: number | null;
  /** Null when the readings allow a verdict, else why not. */
  refused: string | null;
}
export declare function judgeCalibration(
  points: number[],
  slowdown: number | null | undefined,
): JudgedCalibration;
export declare function pointsOf(
  readings: { at: string; index: number }[],
): { at: string; values: number[]; index: number | null }[];
export declare function calibrationLines(
  readings: { at: string; index: number }[],
  slowdown: number | null | undefined,
  lowTierSlowdown: number | null | undefined,
): { lines: string[]; judged: JudgedCalibration };
export declare function readIndex(browser: unknown, count?: number): Promise<number[]>;
