// The benchmark's table: metric, value, budget, pass/fail and the ratio to the baseline.

const pad = (text, width) => String(text).padEnd(width);

function format(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 's') return `${value.toFixed(2)} s`;
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  return `${value} ${unit}`.trim();
}

/** A row passes when no budget is set or its value is within it ('max' or 'min'). */
export function verdict(row) {
  if (row.budget === undefined) return 'info';
  if (row.value === null || row.value === undefined || Number.isNaN(row.value)) return 'FAIL';
  return (row.kind === 'min' ? row.value >= row.budget : row.value <= row.budget) ? 'pass' : 'FAIL';
}

function ratio(row) {
  if (!row.baseline || row.value === null || row.value === undefined) return '-';
  return `${(row.value / row.baseline).toFixed(2)}x`;
}

/** Prints the table; returns the failed rows. */
export function printTable(rows) {
  const lines = rows.map((row) => [
    row.metric,
    format(row.value, row.unit),
    row.budget === undefined
      ? '-'
      : `${row.kind === 'min' ? '>=' : '<='} ${format(row.budget, row.unit)}`,
    verdict(row),
    ratio(row),
  ]);
  const header = ['metric', 'value', 'budget', 'result', 'x baseline'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const print = (line) =>
    console.log(`| ${line.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`);
  console.log('');
  print(header);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  lines.forEach(print);
  return rows.filter((row) => verdict(row) === 'FAIL');
}
