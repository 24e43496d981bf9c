// The benchmark's table: metric, value, its comparison with the reference figure of the same run
// (the floor page's or the baseline's), the budgets beside it, and pass/FAIL/info.
import { budgetText, comparisonText, formatValue, verdict } from './judge.mjs';

const pad = (text, width) => String(text).padEnd(width);

/**
 * Prints the table; returns the failed rows. With `verdicts: false` (a run whose calibration
 * refused a verdict) the result column says `no verdict` and no row fails.
 */
export function printTable(rows, { verdicts = true } = {}) {
  const lines = rows.map((row) => [
    row.metric,
    formatValue(row.value, row.unit),
    comparisonText(row),
    budgetText(row),
    verdicts ? verdict(row) : 'no verdict',
  ]);
  const header = ['metric', 'value', 'vs reference', 'budget', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const print = (line) =>
    console.log(`| ${line.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`);
  console.log('');
  print(header);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  lines.forEach(print);
  return verdicts ? rows.filter((row) => verdict(row) === 'FAIL') : [];
}
