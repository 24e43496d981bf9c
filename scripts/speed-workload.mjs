// The JS figure's workload (scripts/speed.mjs): a fixed mix of the kinds of work Node's tools do
// most (objects, strings, JSON, regular expressions, sorting). Loaded as a worker thread, it
// runs once to warm up, says so, then runs once per message and answers with the time taken.
import { isMainThread, parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

/** The workload; its checksum keeps the work from being optimised away. */
export function workload() {
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

if (!isMainThread && parentPort) {
  const port = parentPort;
  workload();
  port.postMessage('ready');
  port.on('message', () => {
    const start = performance.now();
    workload();
    port.postMessage(performance.now() - start);
  });
}
