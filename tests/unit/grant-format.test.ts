import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatUsd,
  matchesGrantSearch,
  sectorPreview,
} from '../../src/domain/grant-format';

describe('grant formats', () => {
  it('shows money in US dollars without cents', () => {
    expect(formatUsd(75000)).toBe('$75,000');
    expect(formatUsd(42000.5)).toBe('$42,001');
  });

  it('shows a contract date as the same calendar day', () => {
    expect(formatDate('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('garbage')).toBe('garbage');
  });

  it('cuts the sector description preview at 100 characters', () => {
    const long = 'a'.repeat(150);
    expect(sectorPreview(long)).toBe(`${'a'.repeat(100)}…`);
    expect(sectorPreview('short')).toBe('short');
    expect(sectorPreview('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('searches title, sector and description, case-insensitively', () => {
    const grant = {
      title: 'Rural Telehealth Access',
      sector: 'Health',
      description: 'Equips clinics with carts',
      sectorDescription: 'Primary care delivered remotely',
    };
    expect(matchesGrantSearch(grant, 'telehealth')).toBe(true);
    expect(matchesGrantSearch(grant, 'HEALTH')).toBe(true);
    expect(matchesGrantSearch(grant, 'carts clinics')).toBe(true);
    expect(matchesGrantSearch(grant, 'remotely')).toBe(true);
    expect(matchesGrantSearch(grant, 'solar')).toBe(false);
    expect(matchesGrantSearch(grant, '  ')).toBe(true);
  });
});
