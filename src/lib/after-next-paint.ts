/**
 * Resolves after the browser has painted the frame the current work produces (a frame, then a
 * task; at the latest after 100 ms: a background tab paints no frames, and what waits must not
 * wait for it). The first-paint gate's fallback where the browser has no Element Timing, and
 * what a control that shows its own change at once waits for before the heavy render of what it
 * changes (docs/performance.md).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
