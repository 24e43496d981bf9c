import { COMMON_PASSWORDS_TEXT } from './common-passwords.gen';

// Passwords refused because they are among the most common (ASVS 6.2.4): the form says so as the
// user types, and the server refuses them at registration and password change.

export const COMMON_PASSWORD_MESSAGE = 'This password is too common: choose another';

let common: ReadonlySet<string> | null = null;

/** The common passwords, lower-case (read once). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

/** True for one of the most common passwords, whatever its case. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());
