export interface Budget {
  kind: 'max' | 'min';
  limit: number;
  on?: 'value' | 'ratio';
  label?: string;
}
export interface Row {
  metric: string;
  value: number | null;
  unit: string;
  samples?: number[];
  reference?: { name: string; value: number | null };
  compare?: 'ratio' | 'difference';
  budgets?: Budget[];
  note?: string;
}
export declare function median(values: (number | null | undefined)[]): number | null;
export declare function atMost(limit: number, label?: string): Budget;
export declare function atLeast(limit: number, label?: string): Budget;
export declare function ratioAtMost(limit: number): Budget;
export declare function comparison(row: Row): number | null;
export declare function holds(row: Row, budget: Budget): boolean;
export declare function verdict(row: Row): 'info' | 'pass' | 'FAIL';
export declare function formatValue(value: number | null | undefined, unit: string): string;
export declare function comparisonText(row: Row): string;
export declare function budgetText(row: Row): string;
export declare function judged(row: Row): Row & {
  comparison: number | 'Infinity' | null;
  comparisonText: string;
  budget: string;
  result: 'info' | 'pass' | 'FAIL';
};
