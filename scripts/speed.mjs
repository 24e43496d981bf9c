// The machine's speed figures: how long a fixed JS workload of the kinds of work the suite does
// most (objects, strings, JSON, regular expressions, sorting; scripts/speed-workload.mjs) takes,
// and how long a fixed page takes to render and drive in the browser the tests use
// (scripts/speed-browser.mjs); each run as two copies at once, as the phases use two workers, and
// each the median of a few rounds. `npm test` measures both at its start and end and scales each
// phase's time by the figure of its kind, so "15 minutes" means the same on every machine
// (docs/testing.md, "A budget that travels").
//   node scripts/speed.mjs                      prints both figures against the reference's
//   node scripts/speed.mjs --write-reference    RE-MEASURES THE REFERENCE: run it on the
//                                               reference machine, quiet, and commit the file
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FIGURE_COPIES, median, parseReference } from './speed-figures.mjs';
import { measureBrowserSpeed } from './speed-browser.mjs';

/** Where the reference machine's figures are kept (written by `--write-reference`). */
const REFERENCE_FILE = fileURLToPath(new URL('./speed-reference.json', import.meta.url));

/**
 * The figures of the reference machine: the project's two-core development machine
 * (docs/testing.md says when and under what load they were measured). A machine whose figure is
 * higher is slower.
 */
export const REFERENCE = parseReference(readFileSync(REFERENCE_FILE, 'utf8'));

/**
 * The JS figure: the median of `runs` timed rounds in which FIGURE_COPIES copies of the workload
 * (scripts/speed-workload.mjs) run at once, each in a thread of its own, as the suite's phases
 * run their work on two workers; a round ends when the last copy ends. Each thread runs one
 * warm-up first, untimed.
 */
export async function measureSpeed(runs = 3) {
  const workers = Array.from(
    { length: FIGURE_COPIES },
    () => new Worker(new URL('./speed-workload.mjs', import.meta.url)),
  );
  const next = (worker) =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  try {
    await Promise.all(workers.map(next));
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await Promise.all(
        workers.map((worker) => {
          const done = next(worker);
          worker.postMessage('run');
          return done;
        }),
      );
      times.push(performance.now() - start);
    }
    return median(times);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Both figures of this machine: `browserMs` undefined when no browser could be started. */
export async function measureFigures(runs = 3) {
  const jsMs = await measureSpeed(runs);
  const browserMs = await measureBrowserSpeed(runs);
  return { jsMs, browserMs };
}

const ratio = (ms, referenceMs) => `${(ms / referenceMs).toFixed(2)}x`;

/** One line that says both figures against the reference's. */
export function describeFigures({ jsMs, browserMs }) {
  const js = `JS ${jsMs.toFixed(0)} ms (reference ${REFERENCE.jsMs} ms: ${ratio(jsMs, REFERENCE.jsMs)})`;
  const browser =
    browserMs === undefined
      ? 'browser: not measured (the JS figure scales the browser phases)'
      : `browser ${browserMs.toFixed(0)} ms (reference ${REFERENCE.browserMs} ms: ${ratio(browserMs, REFERENCE.browserMs)})`;
  return `${js}, ${browser}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write-reference')) {
    // Five runs each: the reference is measured once and used by every run after.
    const load = loadavg()[0] ?? 0;
    const { jsMs, browserMs } = await measureFigures(5);
    if (browserMs === undefined) throw new Error('the reference needs the browser figure');
    const reference = {
      jsMs: Math.round(jsMs),
      browserMs: Math.round(browserMs),
      measured: new Date().toISOString().slice(0, 10),
      note: `node scripts/speed.mjs --write-reference, load average ${load.toFixed(2)} as it began`,
    };
    writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
    console.log(`wrote the reference: ${JSON.stringify(reference)}`);
  } else {
    console.log(`speed: ${describeFigures(await measureFigures())}`);
  }
}
