// How the benchmark judges a figure: its value, its comparison with a reference figure of the same
// run (the floor page's, or the baseline's), and every budget it has (on the value or on the
// ratio). Pure functions: the table, the JSON and the unit tests read the same verdicts.
//
// A row: { metric, value, unit, samples?, reference?: { name, value }, compare?: 'ratio' |
// 'difference', budgets?: [{ kind: 'max' | 'min', limit, on?: 'value' | 'ratio', label? }], note? }

/** The median of the numbers given (the mean of the middle two for an even count); null if none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Budgets: at most / at least `limit` of the value, or at most `limit` times the reference. */
export const atMost = (limit, label) => ({ kind: 'max', limit, ...(label ? { label } : {}) });
export const atLeast = (limit, label) => ({ kind: 'min', limit, ...(label ? { label } : {}) });
export const ratioAtMost = (limit) => ({ kind: 'max', limit, on: 'ratio' });

const missing = (value) => value === null || value === undefined || Number.isNaN(value);

/**
 * The row compared with its reference: value / reference ('ratio', the default) or value -
 * reference ('difference', for scores). Null without a reference or a value. A reference of 0
 * gives a ratio of 1 for a value of 0, else Infinity (no budget on a ratio can hold then).
 */
export function comparison(row) {
  if (!row.reference || missing(row.value) || missing(row.reference.value)) return null;
  if (row.compare === 'difference') return row.value - row.reference.value;
  if (row.reference.value === 0) return row.value === 0 ? 1 : Infinity;
  return row.value / row.reference.value;
}

/** Whether one budget holds; a missing value (or ratio) never does. */
export function holds(row, budget) {
  const subject = budget.on === 'ratio' ? comparison(row) : row.value;
  if (missing(subject)) return false;
  return budget.kind === 'min' ? subject >= budget.limit : subject <= budget.limit;
}

/** 'info' for a row without budgets, 'pass' when every budget holds, else 'FAIL'. */
export function verdict(row) {
  if (!row.budgets?.length) return 'info';
  return row.budgets.every((budget) => holds(row, budget)) ? 'pass' : 'FAIL';
}

/** A value for the table: KB with one decimal, ms rounded, s with two decimals, scores as is. */
export function formatValue(value, unit) {
  if (missing(value)) return 'n/a';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 's') return `${value.toFixed(2)} s`;
  // Scores and CLS: as many decimals as they have, up to three (a median of two scores is 96.5).
  if (unit === '') return String(Number(value.toFixed(3)));
  return `${value} ${unit}`.trim();
}

const ratioText = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'inf x');

/** The comparison as the table prints it: `1.18x floor`, `-3 vs floor`, or `-`. */
export function comparisonText(row) {
  const value = comparison(row);
  if (value === null) return '-';
  if (row.compare === 'difference') {
    const rounded = Math.round(value * 10) / 10;
    return `${rounded > 0 ? '+' : ''}${rounded} vs ${row.reference.name}`;
  }
  return `${ratioText(value)} ${row.reference.name}`;
}

/** The budgets as the table prints them: `<= 1.20x floor`, `<= 3.00x floor, <= 200 ms`, `-`. */
export function budgetText(row) {
  if (!row.budgets?.length) return '-';
  return row.budgets
    .map((budget) => {
      const sign = budget.kind === 'min' ? '>=' : '<=';
      const limit =
        budget.on === 'ratio'
          ? `${budget.limit.toFixed(2)}x ${row.reference?.name ?? 'reference'}`
          : formatValue(budget.limit, row.unit);
      return `${sign} ${limit}${budget.label ? ` (${budget.label})` : ''}`;
    })
    .join(', ');
}

/** The row as the JSON keeps it: what was measured, and the same judgement the table prints. */
export function judged(row) {
  const compared = comparison(row);
  return {
    ...row,
    comparison: compared === null || Number.isFinite(compared) ? compared : 'Infinity',
    comparisonText: comparisonText(row),
    budget: budgetText(row),
    result: verdict(row),
  };
}
