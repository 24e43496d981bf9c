import 'fake-indexeddb/auto';
import { afterEach, expect } from 'vitest';
import { takeDroppedEvents } from '../../src/lib/machine-registry';

// Testing Library and its matchers only where there is a DOM: a test file in Node's environment
// (domain rules, machines, the backend) does not load React's test renderer.
const dom = typeof document !== 'undefined';
const testingLibrary = dom ? await import('@testing-library/react') : undefined;
if (dom) await import('@testing-library/jest-dom/vitest');

// findBy* and waitFor wait up to 5 s, not 1 s: on a busy two-core machine (vitest's workers
// side by side) a screen's render can take longer than a second; a passing test does not wait.
testingLibrary?.configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  testingLibrary?.cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // A control that sends an event its machine's state does not take looks broken to the user.
  expect(takeDroppedEvents(), 'events a running machine dropped').toEqual([]);
});

// jsdom lacks what Mantine measures with.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
}
