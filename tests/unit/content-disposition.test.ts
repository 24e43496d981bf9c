// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  encodeRfc5987,
  inlineContentDisposition,
} from '../../src/mock-server/content-disposition';

/** 255 characters (code points) mixing Polish, Japanese and an emoji, ending in '.pdf'. */
const LONG_NAME = `${Array.from('Zażółć gęślą jaźń 履歴書 🚀 '.repeat(12)).slice(0, 251).join('')}.pdf`;

const NAMES = [
  'Łódź-budget.pdf',
  '履歴書.pdf',
  '🚀 plan.pdf',
  'say "hi" \\ back.pdf',
  LONG_NAME,
] as const;

/** RFC 5987 value-chars: attr-chars and %XX escapes, nothing else. */
const VALUE_CHARS = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})*$/;

function parse(header: string) {
  const match = /^inline; filename="([^"]*)"(?:; filename\*=UTF-8''(\S*))?$/.exec(header);
  expect(match, header).not.toBeNull();
  return { fallback: match?.[1] ?? '', encoded: match?.[2] };
}

describe('the Content-Disposition of a stored file', () => {
  it('the long name really has 255 characters', () => {
    expect(Array.from(LONG_NAME)).toHaveLength(255);
  });

  it.each(NAMES)('is Latin-1 and gives back the exact name in filename*: %s', (name) => {
    const header = inlineContentDisposition(name);
    for (const char of header) expect(char.codePointAt(0)).toBeLessThanOrEqual(255);
    // What a Response does with the header: it throws on anything outside Latin-1.
    expect(new Headers({ 'Content-Disposition': header }).get('content-disposition')).toBe(header);

    const { fallback, encoded } = parse(header);
    expect(encoded).toMatch(VALUE_CHARS);
    expect(decodeURIComponent(encoded ?? '')).toBe(name);

    expect(fallback).toMatch(/^[\x20-\x7E]+$/);
    expect(fallback).not.toMatch(/["\\%]/);
    expect(fallback.endsWith('.pdf')).toBe(true);
    expect(fallback.length).toBeLessThanOrEqual(255);
  });

  it('falls back to readable ASCII: accents dropped, other characters underscored', () => {
    expect(asciiFileName('Łódź-budget.pdf')).toBe('_odz-budget.pdf');
    expect(asciiFileName('Crème brûlée.docx')).toBe('Creme brulee.docx');
    expect(asciiFileName('🚀 plan.pdf')).toBe('_ plan.pdf');
    expect(asciiFileName('say "hi" \\ back.pdf')).toBe('say _hi_ _ back.pdf');
    expect(asciiFileName('100% done.txt')).toBe('100_ done.txt');
    expect(asciiFileName('tab\there\r\n.txt')).toBe('tab_here__.txt');
  });

  it('never falls back to an empty or letterless name, and keeps the extension when it can', () => {
    expect(asciiFileName('履歴書.pdf')).toBe('file.pdf');
    expect(asciiFileName('履歴書')).toBe('file');
    expect(asciiFileName('🚀🚀.報告')).toBe('file');
    expect(asciiFileName('')).toBe('file');
    expect(inlineContentDisposition('')).toBe(`inline; filename="file"; filename*=UTF-8''`);
  });

  it('keeps a plain ASCII name as it is, without filename*', () => {
    expect(inlineContentDisposition('budget notes.txt')).toBe(
      'inline; filename="budget notes.txt"',
    );
    expect(inlineContentDisposition("it's (final) v2*.pdf")).toBe(
      `inline; filename="it's (final) v2*.pdf"`,
    );
  });

  it("percent-encodes everything but RFC 5987 attr-chars, ' ( ) * included", () => {
    expect(encodeRfc5987("it's (final) v2*.pdf")).toBe('it%27s%20%28final%29%20v2%2A.pdf');
    expect(encodeRfc5987('Łódź')).toBe('%C5%81%C3%B3d%C5%BA');
    expect(encodeRfc5987('🚀')).toBe('%F0%9F%9A%80');
  });

  it('encodes a name with a lone surrogate instead of throwing', () => {
    const header = inlineContentDisposition('\uD83D plan.pdf');
    expect(decodeURIComponent(parse(header).encoded ?? '')).toBe('\uFFFD plan.pdf');
    expect(parse(header).fallback).toBe('_ plan.pdf');
  });
});
