// The first-paint gate, `firstHeading`: the first screen's heading has painted (README.md).
import { afterNextPaint } from '../../lib/after-next-paint';

const HEADING_TIMING = 'grantwise-first-heading';

/** Whether the heading is drawn at all: a visually hidden one is a clipped pixel. */
function hasArea(heading: Element): boolean {
  const box = heading.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/**
 * Resolves once the first screen's heading (every page has one h1) has been presented on screen,
 * or after `timeoutMs`. The frame that holds the heading is often presented a few tens of
 * milliseconds after the DOM change and even after the next animation frame: where the browser
 * has Element Timing, the heading is marked and its own paint entry is awaited (the screen's
 * largest paint is the heading or comes in the same frame); elsewhere, and for a heading with
 * no area (visually hidden, which Element Timing never reports), two frames after it appears.
 * A background tab paints nothing, so there it resolves as soon as the heading exists.
 * This is `firstHeading`, the gate every other mechanism of this folder waits for (README.md).
 */
export function whenHeadingPainted(root: HTMLElement, timeoutMs: number): Promise<void> {
  const elementTiming = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      headings.disconnect();
      paints?.disconnect();
      clearTimeout(timer);
      root.querySelector(`[elementtiming="${HEADING_TIMING}"]`)?.removeAttribute('elementtiming');
      resolve();
    };
    const paints = elementTiming
      ? new PerformanceObserver((list) => {
          const entries: (PerformanceEntry & { identifier?: string })[] = list.getEntries();
          if (entries.some((entry) => entry.identifier === HEADING_TIMING)) done();
        })
      : null;
    paints?.observe({ type: 'element' });
    const headings = new MutationObserver(() => {
      const heading = root.querySelector('h1');
      if (!heading) return;
      headings.disconnect();
      if (document.visibilityState === 'hidden') return done();
      // A heading for screen readers only (a loading state's, an error page's) has no area, and
      // Element Timing reports no paint of it: awaited, the page's reads waited the whole timeout
      // (grant details opened cold showed its grant after 3 s). Its frame is what is awaited.
      if (!paints || !hasArea(heading)) {
        void afterNextPaint().then(afterNextPaint).then(done);
        return;
      }
      // Marked before its first paint (mutation observers run before the next frame).
      heading.setAttribute('elementtiming', HEADING_TIMING);
    });
    const timer = setTimeout(done, timeoutMs);
    headings.observe(root, { childList: true, subtree: true });
  });
}
