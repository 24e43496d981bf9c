import type { LongTask } from './budgets.mjs';

export declare function causeOf(task: unknown): string;
export declare function longestTask(trace: unknown): LongTask | null;
