// The live count under a long answer (issue 48): '312 / 5,000 characters' as the user types,
// a warning before the limit, and what a screen reader is told, only when it matters.

export type CountUnit = 'characters' | 'words';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The answer's length as the limit counts it: characters as a reader counts them (an emoji or an
 * accent written as two code points is one), or words.
 */
export function countOf(text: string, unit: CountUnit): number {
  let count = 0;
  if (unit === 'words') {
    for (const segment of words.segment(text)) if (segment.isWordLike) count += 1;
    return count;
  }
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** From this share of the limit on, the count warns (and is spoken). */
export const NEAR_LIMIT = 0.9;

export type CountLevel = 'ok' | 'near' | 'at';

export function countLevel(count: number, max: number): CountLevel {
  if (count >= max) return 'at';
  return count >= Math.ceil(max * NEAR_LIMIT) ? 'near' : 'ok';
}

const number = new Intl.NumberFormat('en-US');

/** '312 / 5,000 characters', '1 / 500 words'. */
export function countText(count: number, max: number, unit: CountUnit): string {
  return `${number.format(count)} / ${number.format(max)} ${unit}`;
}

/**
 * What a screen reader hears, at the thresholds only: nothing below the warning, then once on
 * reaching it and once on reaching the limit. The text changes only when the level does, so a
 * polite live region speaks once per threshold, not at every keystroke.
 */
export function countAnnouncement(count: number, max: number, unit: CountUnit): string {
  const level = countLevel(count, max);
  if (level === 'ok') return '';
  return level === 'at'
    ? `Limit reached: ${number.format(max)} ${unit}`
    : `Near the limit of ${number.format(max)} ${unit}`;
}
