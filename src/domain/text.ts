// Small text rules shared by every form: values are trimmed before any emptiness check.

export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

// One rule for "is an email" used by every form and by the embedded backend: it looks like one
// (a domain with a dot and a suffix of two letters or more) and it is what openapi.yaml's
// `format: email` accepts (the pattern of ajv-formats' full mode, which the contract's checks
// use), so an address the server stores is always one its answers may carry (issue 61).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CONTRACT_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return EMAIL_PATTERN.test(email) && CONTRACT_EMAIL.test(email);
}

/**
 * A text's length as openapi.yaml's `maxLength` counts it (JSON Schema: characters, that is
 * code points, never UTF-16 units): an emoji is one. Every limit the server checks counts this
 * way (issue 61).
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text the server derives (a display name, a log line, a file name) cut to at most `max`
 * characters as `characterCount` counts them: whole graphemes only (an emoji or an accent is
 * never cut in half), ending with '…' when something was cut. Unchanged when it fits.
 */
export function fitText(value: string, max: number): string {
  if (value.length <= max || characterCount(value) <= max) return value;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    const size = characterCount(segment);
    if (count + size > max - 1) break;
    kept += segment;
    count += size;
  }
  return `${kept.trimEnd()}…`;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((message) => message !== undefined && message !== '');
}

/** Removes one field's message, as forms do when that field is edited. */
export function withoutError<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
