// The longest main-thread task of one Lighthouse audit, in real time (Lighthouse's mobile audit
// simulates its CPU slowdown from an unthrottled load, so its trace holds the tasks as they ran), and
// what it was: a script's evaluation, a scheduled callback (React renders in those), an event
// handler, a timer, promise callbacks, style and layout, the HTML's parse. Read with Lighthouse's
// own trace model, the one its audits use.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const file = (url) => (url ? url.split('/').pop().split('?')[0] : '');

/** A trace event's kind of work, as a short phrase (null for an event that says nothing). */
function kindOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluation of ${file(data.url) || 'a script'}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compiling ${file(data.url) || 'a script'}`;
    case 'EventDispatch':
      return `a ${data.type ?? 'DOM'} handler`;
    case 'TimerFire':
      return 'a timer callback';
    case 'FireAnimationFrame':
      return 'an animation-frame callback';
    case 'FunctionCall':
      return data.url ? `a scheduled callback of ${file(data.url)}` : null;
    case 'RunMicrotasks':
      return 'promise callbacks';
    case 'ParseHTML':
      return 'parsing the HTML';
    case 'UpdateLayoutTree':
    case 'Layout':
      return 'style and layout';
    case 'Paint':
    case 'PrePaint':
      return 'painting';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'garbage collection';
    default:
      return null;
  }
}

/** The cause of a task: the kind of its largest child that names one, searched depth first. */
export function causeOf(task) {
  const queue = [...task.children].sort((a, b) => b.duration - a.duration);
  while (queue.length) {
    const child = queue.shift();
    const kind = kindOf(child.event);
    if (kind === 'evaluation of a script' || kind === 'compiling a script') {
      const script = task.attributableURLs.find((url) => /\.m?js$/.test(url));
      return script ? kind.replace('a script', file(script)) : kind;
    }
    if (kind) return kind;
    queue.unshift(...[...child.children].sort((a, b) => b.duration - a.duration));
  }
  const url = task.attributableURLs.at(-1);
  return url ? `work of ${file(url)}` : task.event.name;
}

/** { ms, cause, at } of the longest top-level main-thread task in `trace`, or null. */
export function longestTask(trace) {
  try {
    const processed = TraceProcessor.processTrace(trace);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    ).filter((task) => !task.parent);
    const longest = tasks.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
    if (!longest) return null;
    return {
      ms: Math.round(longest.duration * 10) / 10,
      cause: causeOf(longest),
      at: Math.round(longest.startTime),
    };
  } catch (error) {
    console.warn(`bench: the trace could not be read for its longest task: ${error}`);
    return null;
  }
}
