// What the forms and the server say about a password's strength (the list itself is in
// common-passwords.ts, loaded only where it is checked).

export const COMMON_PASSWORD_MESSAGE = 'This password is too common: choose another';

/** The strength meter's words for zxcvbn's scores 0 to 4. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** "Password strength: Fair" */
export const strengthText = (score: number) =>
  `Password strength: ${STRENGTH_LABELS[Math.max(0, Math.min(4, Math.round(score)))]}`;
