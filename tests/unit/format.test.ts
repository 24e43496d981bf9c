// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commissionOf } from '../../src/domain/application';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatNumericDate,
  formatUsd,
  formatUsdWithCents,
} from '../../src/domain/format';

describe('money', () => {
  it('shows US dollars without cents', () => {
    expect(formatUsd(75000)).toBe('$75,000');
    expect(formatUsd(42000.5)).toBe('$42,001');
    expect(formatUsd(98000)).toBe('$98,000');
    expect(formatUsd(1234.56)).toBe('$1,235');
  });

  it('shows the commission in dollars to 2 decimals', () => {
    expect(formatUsdWithCents(commissionOf(75000))).toBe('$15,000.00');
    expect(formatUsdWithCents(commissionOf(60000.55))).toBe('$12,000.11');
  });
});

describe('dates', () => {
  it('shows a contract date as the same calendar day', () => {
    expect(formatDate('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2025-01-15')).toBe('Jan 15, 2025');
    expect(formatDate('garbage')).toBe('garbage');
  });

  it('shows a timestamp as its local calendar day', () => {
    const local = new Date(2024, 5, 4, 23, 30);
    expect(formatDate(local.toISOString())).toBe('Jun 4, 2024');
  });

  it("writes the report's dates as that calendar day, a timestamp as its local day", () => {
    expect(formatNumericDate('2025-01-15')).toBe('01/15/2025');
    expect(formatNumericDate(new Date(2024, 0, 1, 0, 5).toISOString())).toBe('01/01/2024');
    expect(formatNumericDate(new Date(2024, 11, 31, 23, 55).toISOString())).toBe('12/31/2024');
  });

  it('names a month, a whole day and a moment', () => {
    expect(formatMonth(new Date(2026, 5, 10))).toBe('June 2026');
    expect(formatLongDate(new Date(2025, 5, 2))).toBe('Monday, June 2, 2025');
    // ICU puts a narrow no-break space before PM.
    // One format for a moment wherever it shows (issue 64): the activity log's.
    expect(formatDateTime(new Date(2025, 5, 4, 15, 4, 5))).toMatch(/^Jun 4, 2025, 3:04\sPM$/);
  });
});
