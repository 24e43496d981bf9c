// How long what a user types may be: the same figures as `maxLength` / `maxItems` in
// openapi.yaml (tests/unit/limits.test.ts holds them together). The forms stop typing at them;
// the server refuses longer values (422, the field's code `tooLong`).

export const LIMITS = {
  email: 254,
  /** ASVS 6.2.9: passwords of at least 64 characters are allowed. */
  password: 128,
  personName: 100,
  /** Titles, names of organisations, addresses, phone numbers, places. */
  shortText: 200,
  /** Summaries, descriptions, statements. */
  longText: 5000,
  url: 2048,
  idToken: 4096,
  fileName: 255,
  referralCode: 36,
  /** The sign-in's device token (issue 45): 43 characters of base64url are issued. */
  deviceToken: 128,
} as const;

/** What a 422 says when a field is longer than its limit (its field says `tooLong`). */
export const TOO_LONG_MESSAGE = 'Some fields are longer than allowed';
export const TOO_LONG = 'tooLong';

/** What a form shows under a field that has reached its limit. */
export const atMostCharacters = (max: number) => `At most ${max} characters`;
