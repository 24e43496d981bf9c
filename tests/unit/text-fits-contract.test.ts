// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, fitText, isEmail } from '../../src/domain/text';
import { schemaProblems } from '../support/contract';

// Issue 61: the one email rule and the one cut of derived texts agree with what openapi.yaml's
// checks accept (`format: email`, `maxLength` counted in characters).

const emailSchema = { type: 'string', format: 'email' };
const contractAccepts = (email: string) => schemaProblems('email', emailSchema, email).length === 0;

describe('isEmail', () => {
  it.each([
    'a..b@example.com',
    'üser@example.com',
    'x@-bad-.com',
    '<script>alert(1)</script>@evil.com',
    'a..b@x.test',
    'no-at-sign.example.com',
    'dot@end.',
  ])('refuses %s, as the contract does', (email) => {
    expect(isEmail(email)).toBe(false);
    expect(contractAccepts(email)).toBe(false);
  });

  it.each(['demo@grantwise.app', 'finance@eastsidefood.org', "o'brien+grants@mail.example.co.uk"])(
    'takes %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it('never takes an address the contract refuses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string({ unit: 'grapheme', maxLength: 40 })),
        (text) => {
          if (isEmail(text)) expect(contractAccepts(text.trim())).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('characterCount and fitText', () => {
  it('counts an emoji as one character, as maxLength does', () => {
    expect(characterCount('🌱'.repeat(150))).toBe(150);
    expect(schemaProblems('title', { type: 'string', maxLength: 200 }, '🌱'.repeat(150))).toEqual(
      [],
    );
  });

  it('keeps a text that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitText('Priya Raman', 200)).toBe('Priya Raman');
    const cut = fitText(`${'P'.repeat(100)} ${'R'.repeat(100)}`, 200);
    expect(characterCount(cut)).toBe(200);
    expect(cut.endsWith('R…')).toBe(true);
  });

  it('never passes its limit nor cuts a grapheme in half', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          const fitted = fitText(text, max);
          expect(characterCount(fitted)).toBeLessThanOrEqual(Math.max(max, 1));
          if (fitted !== text) {
            const kept = fitted.slice(0, -1);
            expect(text.startsWith(kept.trimEnd())).toBe(true);
            // No lone surrogate: the kept part is well-formed text.
            expect(
              /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(kept),
            ).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
