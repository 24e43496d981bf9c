// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesGrantSearch, sectorPreview } from '../../src/domain/grant-format';

describe('grant formats', () => {
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
