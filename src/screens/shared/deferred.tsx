import { type ReactNode, useDeferredValue } from 'react';

/**
 * The rest of a screen, rendered just after its heading: React first commits the screen without
 * `children`, so the heading and its introduction show at once, then renders `children` in the
 * background (a deferred value), in slices of a few milliseconds that keep the page responsive
 * instead of one long task. Nothing is placed below a Deferred, so nothing shifts when it shows.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
