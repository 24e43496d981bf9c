// The machine's speed figures: how long a fixed single-threaded JS workload of the kinds of work
// the suite does most (objects, strings, JSON, regular expressions, sorting) takes, and how long a
// fixed page takes to render and drive in the browser the tests use (scripts/speed-browser.mjs);
// each the median of a few runs. `npm test` measures both at its start and end and scales each
// phase's time by the figure of its kind, so "15 minutes" means the same on every machine
// (docs/testing.md, "A budget that travels").
//   node scripts/speed.mjs                      prints both figures against the reference's
//   node scripts/speed.mjs --write-reference    RE-MEASURES THE REFERENCE: run it on the
//                                               reference machine, quiet, and commit the file
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median, parseReference } from './speed-figures.mjs';
import { measureBrowserSpeed } from './speed-browser.mjs';

/** Where the reference machine's figures are kept (written by `--write-reference`). */
const REFERENCE_FILE = fileURLToPath(new URL('./speed-reference.json', import.meta.url));

/**
 * The figures of the reference machine: the project's two-core development machine
 * (docs/testing.md says when and under what load they were measured). A machine whose figure is
 * higher is slower.
 */
export const REFERENCE = parseReference(readFileSync(REFERENCE_FILE, 'utf8'));

function workload() {
  let checksum = 0;
  const words = /(\w+)@(\w+)\.app/;
  for (let round = 0; round < 100; round += 1) {
    const rows = [];
    for (let i = 0; i < 5_000; i += 1) {
      rows.push({
        id: `${round}-${i}`,
        name: `user${i}@grantwise.app`,
        amount: (i * 7919) % 10_007,
      });
    }
    rows.sort((a, b) => a.amount - b.amount || a.id.localeCompare(b.id));
    const text = JSON.stringify(rows);
    const back = JSON.parse(text);
    for (const row of back) {
      const match = words.exec(row.name);
      if (match) checksum = (checksum + match[1].length + row.amount) % 1_000_003;
    }
  }
  return checksum;
}

/** The median of `runs` timed runs of the JS workload, in milliseconds (after one warm-up). */
export function measureSpeed(runs = 3) {
  workload();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    workload();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Both figures of this machine: `browserMs` undefined when no browser could be started. */
export async function measureFigures(runs = 3) {
  const jsMs = measureSpeed(runs);
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
