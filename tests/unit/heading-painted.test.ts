import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenHeadingPainted } from '../../src/app/first-paint/heading-painted';
import { afterNextPaint } from '../../src/lib/after-next-paint';

// The first-paint gate every read of a first page waits for (src/app/first-paint/README.md), with
// Element Timing as Chromium has it: a heading that is drawn is awaited until its paint is
// reported; a heading for screen readers only (grant details' loading state) is never reported,
// so its frame is awaited instead. Before, the gate held grant details' reads for its 3 s limit.

const NEVER = 60 * 60 * 1000;

/** Element Timing, reported by the test: `paint(id)` delivers an entry to every observer. */
function fakeElementTiming() {
  const observers: ((entries: { identifier: string }[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private readonly report: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.report({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (identifier: string) => observers.forEach((deliver) => deliver([{ identifier }])),
  };
}

/** Puts an h1 of the given drawn size into the root, as a screen's first render does. */
function showHeading(root: HTMLElement, size: { width: number; height: number }): HTMLElement {
  const heading = document.createElement('h1');
  heading.textContent = 'Grant details';
  heading.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, ...size });
  root.append(heading);
  return heading;
}

/** Lets the mutation observer run and `frames` frames be painted. */
async function frames(count: number): Promise<void> {
  await Promise.resolve();
  for (let i = 0; i < count; i++) await afterNextPaint();
}

describe('the first-paint gate (whenHeadingPainted)', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.unstubAllGlobals();
  });

  it('waits for the paint Element Timing reports of a heading that is drawn', async () => {
    const timing = fakeElementTiming();
    let open = false;
    void whenHeadingPainted(root, NEVER).then(() => (open = true));
    const heading = showHeading(root, { width: 600, height: 40 });
    await frames(3);
    expect(heading.getAttribute('elementtiming')).toBe('grantwise-first-heading');
    expect(open).toBe(false);

    timing.paint('grantwise-first-heading');
    await frames(1);
    expect(open).toBe(true);
    expect(heading.hasAttribute('elementtiming')).toBe(false);
  });

  it('opens two frames after a visually hidden heading appears, which Element Timing never reports', async () => {
    fakeElementTiming();
    let open = false;
    void whenHeadingPainted(root, NEVER).then(() => (open = true));
    // Mantine's VisuallyHidden: a clipped pixel.
    const heading = showHeading(root, { width: 1, height: 1 });
    await frames(3);
    expect(open).toBe(true);
    expect(heading.hasAttribute('elementtiming')).toBe(false);
  });
});
