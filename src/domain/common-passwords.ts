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

/** The product's name: a password built on it is among the first an attacker of ours tries. */
const PRODUCT_NAMES = ['grantwise'];

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

const unLeet = (text: string, one: string) =>
  [...text].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');

/** Digits and symbols around a word (`Password1!`, `!!monkey2024`). */
const trimmed = (text: string) => text.replace(/^[\d\W_]+|[\d\W_]+$/g, '');

/**
 * What a password may be a disguise of: itself in lower case, without the digits and symbols
 * around it, and read back from leetspeak (`P@ssw0rd` is `password`; a 1 may be an i or an l).
 */
export function passwordForms(password: string): Set<string> {
  const lower = password.toLowerCase();
  const forms = new Set<string>([lower, trimmed(lower)]);
  for (const one of ['i', 'l']) {
    const plain = unLeet(lower, one);
    forms.add(plain);
    forms.add(trimmed(plain));
    forms.add(unLeet(trimmed(lower), one));
  }
  forms.delete('');
  return forms;
}

/** The user's own words a password must not be (email, its name part, first and last names). */
function personalWords(inputs: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const input of inputs) {
    const value = input.trim().toLowerCase();
    if (value.length < 3) continue;
    words.add(value);
    const local = value.split('@')[0] ?? '';
    if (local.length >= 3) words.add(local);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return words;
}

/**
 * True for a password that is one of the most common, the product's name or one of the user's
 * own words (`userInputs`: email, first and last name) in any of its disguises: case, leetspeak,
 * digits and symbols around it (ASVS 5.0 6.2.4, 6.2.11).
 */
export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  const list = commonPasswords();
  const own = personalWords([...userInputs, ...PRODUCT_NAMES]);
  const whole = (userInputs.map((input) => input.trim().toLowerCase()) as string[]).filter(Boolean);
  if (whole.includes(password.trim().toLowerCase())) return true;
  if (userInputs.length > 1) {
    const fullName = userInputs.slice(1).join('').replace(/\s+/g, '').toLowerCase();
    if (fullName.length >= 3) own.add(fullName);
  }
  for (const form of passwordForms(password)) {
    if (list.has(form) || own.has(form)) return true;
  }
  return false;
}
