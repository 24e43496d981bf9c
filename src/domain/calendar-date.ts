// Calendar dates written YYYY-MM-DD (the contract's `format: date`), read and written as local
// days: a date is never UTC midnight, which is the day before west of Greenwich.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** A YYYY-MM-DD date as local midnight (not UTC midnight, which is the day before in the Americas). */
export function parseIsoDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. */
export function nextIsoDay(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  date.setDate(date.getDate() + 1);
  return toIsoDate(date);
}
