// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countAnnouncement, countLevel, countOf, countText } from '../../src/domain/answer-count';

// The live count under a long answer (issue 48).

describe('the count of a long answer', () => {
  it('counts characters as a reader does, and words', () => {
    expect(countOf('café', 'characters')).toBe(4);
    expect(countOf('cafe\u0301 👩‍👩‍👧', 'characters')).toBe(6);
    expect(countOf('  Feed 1,500 families — twice a week. ', 'words')).toBe(6);
    expect(countOf('', 'words')).toBe(0);
  });
  it('reads "312 / 5,000 characters"', () => {
    expect(countText(312, 5000, 'characters')).toBe('312 / 5,000 characters');
    expect(countText(1, 500, 'words')).toBe('1 / 500 words');
  });
  it('warns from 90% of the limit on', () => {
    expect(countLevel(4499, 5000)).toBe('ok');
    expect(countLevel(4500, 5000)).toBe('near');
    expect(countLevel(5000, 5000)).toBe('at');
  });
  it('speaks only at the thresholds: the same words all the way from one to the next', () => {
    const spoken = new Set(
      Array.from({ length: 5001 }, (_, n) => countAnnouncement(n, 5000, 'characters')),
    );
    expect([...spoken]).toEqual([
      '',
      'Near the limit of 5,000 characters',
      'Limit reached: 5,000 characters',
    ]);
  });
});
