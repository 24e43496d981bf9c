// An interleaved A/B's table: every figure of the bench's JSON results of A's runs beside B's,
// median (range) over the runs, with how many paired runs (A's n-th beside B's n-th) B was lower.
// A mechanism is judged on all of a page's figures together (docs/performance.md).
//
//   node scripts/bench/compare.mjs ab/a-1.json ab/a-2.json ... -- ab/b-1.json ab/b-2.json ...
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatValue, median } from './judge.mjs';

/** One figure across runs: `median (min-max)`, or the single value. */
function spread(values, unit) {
  const present = values.filter((value) => typeof value === 'number');
  if (present.length === 0) return 'n/a';
  const middle = formatValue(median(present), unit);
  if (present.length === 1) return middle;
  const low = formatValue(Math.min(...present), unit).replace(/ \w+$/, '');
  return `${middle} (${low}-${formatValue(Math.max(...present), unit)})`;
}

/**
 * Rows of the comparison, one per figure found in A's runs (`runs`: each a results file's
 * `rows`), in A's order: { metric, a, b, lower } where `lower` is "k of n" paired runs with B's
 * value below A's.
 */
export function compareRuns(runsA, runsB) {
  const valuesOf = (runs, metric) =>
    runs.map((rows) => rows.find((row) => row.metric === metric)?.value ?? null);
  const metrics = [...new Set(runsA.flatMap((rows) => rows.map((row) => row.metric)))];
  return metrics.map((metric) => {
    const unit = runsA.flatMap((rows) => rows).find((row) => row.metric === metric)?.unit ?? '';
    const a = valuesOf(runsA, metric);
    const b = valuesOf(runsB, metric);
    const pairs = a
      .map((value, index) => [value, b[index]])
      .filter(([x, y]) => typeof x === 'number' && typeof y === 'number');
    const lower = pairs.filter(([x, y]) => y < x).length;
    return {
      metric,
      a: spread(a, unit),
      b: spread(b, unit),
      lower: `${lower} of ${pairs.length}`,
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  if (split < 1 || split === args.length - 1) {
    console.error('usage: node scripts/bench/compare.mjs <A results.json ...> -- <B results ...>');
    process.exit(2);
  }
  const read = (files) => files.map((file) => JSON.parse(readFileSync(file, 'utf8')).rows);
  const table = compareRuns(read(args.slice(0, split)), read(args.slice(split + 1)));
  const header = { metric: 'metric', a: 'A', b: 'B', lower: 'B lower' };
  const widths = Object.keys(header).map((key) =>
    Math.max(...[header, ...table].map((row) => row[key].length)),
  );
  for (const row of [header, ...table])
    console.log(
      `| ${Object.keys(header)
        .map((key, i) => row[key].padEnd(widths[i]))
        .join(' | ')} |`,
    );
}
