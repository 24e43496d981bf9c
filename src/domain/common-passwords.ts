import { COMMON_PASSWORDS_TEXT } from './common-passwords.gen';

// Passwords refused because they are among the most common (ASVS 6.2.4). The list is large (its
// size is in docs/performance.md): the strength meter loads it lazily, the embedded backend with
// its own code.

let common: ReadonlySet<string> | null = null;

/** The common passwords, lower-case (read once). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

/** True for one of the most common passwords, whatever its case. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());
