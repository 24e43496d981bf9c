// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { causeOf } from '../../scripts/bench/long-tasks.mjs';

// What `npm run bench` names as the cause of a page's longest task (docs/performance.md).

interface Node {
  event: { name: string; args?: { data?: Record<string, unknown> } };
  duration: number;
  children: Node[];
  attributableURLs: string[];
}

const node = (
  name: string,
  duration: number,
  children: Node[] = [],
  data: Record<string, unknown> = {},
): Node => ({ event: { name, args: { data } }, duration, children, attributableURLs: [] });

describe('the cause of a long task', () => {
  it('names the script whose module evaluation took the task', () => {
    const task = node('RunTask', 48, [node('v8.evaluateModule', 43)]);
    task.attributableURLs = ['http://127.0.0.1/grants', 'http://127.0.0.1/assets/index-abc.js'];
    expect(causeOf(task)).toBe('evaluation of index-abc.js');
  });

  it('follows the largest child down to the first one that says what it is', () => {
    const task = node('RunTask', 40, [
      node('v8.callFunction', 8, [node('EventDispatch', 8, [], { type: 'click' })]),
      node('ThreadControllerImpl::RunTask', 30, [
        node('TimerFire', 29, [node('FunctionCall', 29, [], { url: 'http://x/assets/a.js' })]),
      ]),
    ]);
    expect(causeOf(task)).toBe('a timer callback');
  });

  it('says a scheduled callback, where React renders, by its script', () => {
    const task = node('RunTask', 26, [
      node('v8.callFunction', 26, [
        node('FunctionCall', 26, [], { url: 'http://x/assets/index-1.js' }),
      ]),
    ]);
    expect(causeOf(task)).toBe('a scheduled callback of index-1.js');
  });

  it('falls back to the script the task is attributed to', () => {
    const task = node('RunTask', 20);
    task.attributableURLs = ['http://x/assets/worker-client-9.js'];
    expect(causeOf(task)).toBe('work of worker-client-9.js');
  });
});
