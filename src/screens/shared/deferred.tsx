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

/**
 * Runs `work` once the browser has painted the frame the current input produced (a frame, then a
 * task; at the latest after 100 ms, as a background tab paints no frames). A control that shows
 * its own change at once and leaves the heavy render of what it changes to `work` answers the
 * input in that paint instead of after the render (docs/performance.md, "Interactions").
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, 100);
  requestAnimationFrame(() => setTimeout(run, 0));
}
