// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { commonPasswords as fromPackage } from '../../scripts/common-passwords.mjs';
import { commonPasswords, isCommonPassword } from '../../src/domain/common-passwords';

describe('the most common passwords (ASVS 6.2.4)', () => {
  it('are the 3,000 most common of 8 characters or more of the pinned list (run node scripts/common-passwords.mjs when stale)', () => {
    expect([...commonPasswords()]).toEqual(fromPackage());
    expect(commonPasswords().size).toBe(3000);
  });

  it('are refused whatever their case; a passphrase is not', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Demo1234!')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
