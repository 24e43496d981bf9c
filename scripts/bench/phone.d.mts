import type { Stretch } from './calibrate.mjs';

export declare const stretchText: (stretch: Stretch) => string;
interface PageLike {
  evaluate(fn: unknown): Promise<number>;
}
interface SessionLike {
  send(method: string, params: { rate: number }): Promise<unknown>;
}
export declare const READINGS_PER_SIDE: number;
export declare function sideIndex(reader: PageLike): Promise<number>;
/** The machine's CPU ticks (steal.mjs), null where they cannot be read. */
type Ticks = { busy: number; steal: number } | null;
export declare function createPhone(options?: {
  readerOf?: (page: PageLike) => Promise<PageLike>;
  ticks?: () => Ticks;
}): {
  stretches: Stretch[];
  record(stretch: Omit<Stretch, 'what' | 'steal'> & { steal?: number | null }): Stretch;
  stealMeter(): () => number | null;
  throttler(page: PageLike, session: SessionLike): { on(): Promise<void>; off(): Promise<Stretch> };
  atHostSpeed<T>(
    page: PageLike,
    measure: () => Promise<T>,
  ): Promise<{ value: T; slowdown: number }>;
  steadily<T>(what: string, measure: () => Promise<T>): Promise<T>;
};
