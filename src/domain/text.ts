// Small text rules shared by every form: values are trimmed before any emptiness check.

export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

// One pattern for "looks like an email" used by every form and by the embedded backend.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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
