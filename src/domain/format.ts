// Money and dates as the app shows them, in US English. One function per output: a screen that
// shows a date or an amount the way another screen does uses the same function.

import { isIsoDate, parseIsoDate } from './calendar-date';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars without cents: 75000 -> '$75,000' (funding sizes, budgets, the report's cells). */
export const formatUsd = (amount: number): string => usd.format(amount);

const usdWithCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars to the cent: 12000 -> '$12,000.00' (the commission and what it is taken from). */
export const formatUsdWithCents = (amount: number): string => usdWithCents.format(amount);

/**
 * The local calendar day of a YYYY-MM-DD date or a timestamp, null for text that is no date. A
 * YYYY-MM-DD date is that calendar day (not UTC midnight, which is the day before west of
 * Greenwich); a timestamp is the local day of that moment. The formats below return text that is
 * no date as it is.
 */
function localDay(value: string): Date | null {
  const date = isIsoDate(value) ? parseIsoDate(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** 'Sep 30, 2025': deadlines, submission and upload dates, articles, referrals. */
export function formatDate(value: string): string {
  const date = localDay(value);
  return date ? shortDate.format(date) : value;
}

const numericDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '09/30/2025': the report's date cells. */
export function formatNumericDate(value: string): string {
  const date = localDay(value);
  return date ? numericDate.format(date) : value;
}

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'June 2026': the library timeline's month headings. */
export const formatMonth = (date: Date): string => monthAndYear.format(date);

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Monday, June 4, 2025': today's date on the home page. */
export const formatLongDate = (date: Date): string => longDate.format(date);

const dateAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * 'Jun 4, 2025, 3:04 PM': a moment (when the wizard's draft was last saved, when someone did
 * something to a shared application), in one format wherever the app shows one.
 */
export const formatDateTime = (date: Date): string => dateAndTime.format(date);
