// The machine's speed figure: a fixed single-threaded workload of the kinds of work the suite
// does most (objects, strings, JSON, regular expressions, sorting), timed three times; the median
// is the figure. `npm test` prints it at its start and scales its total by it at its end, so "15
// minutes" means the same on every machine (docs/testing.md, "A budget that travels").
//   node scripts/speed.mjs      prints the figure
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * The figure of the reference machine: the project's two-core development machine, quiet, on
 * 2026-11-26 (docs/testing.md). A machine whose figure is higher is slower.
 */
export const REFERENCE_MS = 440;

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

/** The median of three timed runs of the workload, in milliseconds (after one warm-up). */
export function measureSpeed() {
  workload();
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    workload();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[1];
}

/** A duration on this machine as it would be on the reference machine. */
export function scaledToReference(seconds, speedMs) {
  return (seconds * REFERENCE_MS) / speedMs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = measureSpeed();
  console.log(
    `speed: ${ms.toFixed(0)} ms for the fixed workload (reference machine ${REFERENCE_MS} ms: this one is ${(ms / REFERENCE_MS).toFixed(2)}x its time)`,
  );
}
