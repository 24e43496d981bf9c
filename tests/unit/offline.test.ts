// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeStorage, formatStorageSize } from '../../src/domain/offline';

describe('the demo storage in words', () => {
  it('sizes bytes with one decimal below ten units, whole numbers above', () => {
    expect(formatStorageSize(0)).toBe('0 bytes');
    expect(formatStorageSize(512)).toBe('512 bytes');
    expect(formatStorageSize(1536)).toBe('1.5 KB');
    expect(formatStorageSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatStorageSize(12.4 * 1024 ** 3)).toBe('12 GB');
    expect(formatStorageSize(-5)).toBe('0 bytes');
  });

  it('says whether the browser keeps the data and how much is used, or that it cannot say', () => {
    expect(describeStorage({ persisted: true, usage: 2048, quota: 10 * 1024 ** 3 })).toEqual({
      persistence: 'Persistent: the browser keeps the demo data when it clears storage.',
      usage: 'The demo uses 2 KB of 10 GB available.',
    });
    expect(describeStorage({ persisted: false, usage: null, quota: null })).toEqual({
      persistence: 'Not persistent: the browser may clear the demo data when space runs low.',
      usage: 'This browser does not report how much storage the demo uses.',
    });
    expect(describeStorage({ persisted: null, usage: 1, quota: 2 }).persistence).toBe(
      'This browser cannot say whether it keeps the demo data.',
    );
  });
});
