import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect } from 'vitest';
import { takeDroppedEvents } from '../../src/lib/machine-registry';
import { dropWaitingToasts } from '../../src/lib/notify';

// Testing Library and its matchers only where there is a DOM: a test file in Node's environment
// (domain rules, machines, the backend) does not load React's test renderer.
const dom = typeof document !== 'undefined';
const testingLibrary = dom ? await import('@testing-library/react') : undefined;
if (dom) await import('@testing-library/jest-dom/vitest');

// findBy* and waitFor wait for their state with no limit but the test's own timeout (1 s by
// default, then 5 s, were both clocks: on a busy two-core machine, vitest's workers side by
// side, a screen's render took longer); a passing test does not wait (docs/testing.md).
beforeEach(({ task }) => {
  testingLibrary?.configure({ asyncUtilTimeout: task.timeout });
});

afterEach(() => {
  testingLibrary?.cleanup();
  // A toast the test's app raised but never showed (its container had not mounted when the test
  // ended) is not the next test's: it once appeared there as a second alert.
  dropWaitingToasts();
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
