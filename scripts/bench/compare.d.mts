import type { Row } from './judge.mjs';

export declare function compareRuns(
  runsA: Row[][],
  runsB: Row[][],
): { metric: string; a: string; b: string; lower: string }[];
