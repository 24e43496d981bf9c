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
export declare function createPhone(options?: {
  readerOf?: (page: PageLike) => Promise<PageLike>;
}): {
  stretches: Stretch[];
  record(stretch: Omit<Stretch, 'what'>): Stretch;
  throttler(page: PageLike, session: SessionLike): { on(): Promise<void>; off(): Promise<Stretch> };
  atHostSpeed<T>(
    page: PageLike,
    measure: () => Promise<T>,
  ): Promise<{ value: T; slowdown: number }>;
  steadily<T>(what: string, measure: () => Promise<T>): Promise<T>;
};
