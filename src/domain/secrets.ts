// What may be shown or kept for debugging: never a password, a token or a secret in clear.

/** Words of a key that name a secret (`oldPassword`, `idToken`, `api_key`, `otp`). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pass',
  'passcode',
  'passphrase',
  'pwd',
  'token',
  'secret',
  'otp',
  'credential',
  'apikey',
  'pin',
  'cvv',
  'auth',
  'authorization',
  'authentication',
  'session',
  'sid',
  'jwt',
  'key',
  'signature',
  'cookie',
]);
/** A `code` is a secret alone or after one of these (`authCode`), not a `referralCode`. */
const SECRET_CODES = new Set(['auth', 'verification', 'reset', 'security', 'otp', 'access']);

export const MASK = '•••••';
/** What replaces a value nested deeper than MAX_SHOWN_DEPTH. */
export const CUT = '[nested too deeply]';
const MAX_SHOWN_DEPTH = 64;

/**
 * Whether a key names a password, a token or a secret, word by word (camelCase, snake_case and
 * kebab-case), so `passport` and `footprint` stay visible while `confirmPassword` does not.
 */
export function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    // A plural is the word (`passwords`, `keys`); `pass` itself keeps its s.
    .map((word) => (SECRET_WORDS.has(word) ? word : word.replace(/s$/, '')));
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  if (words.join('').includes('apikey')) return true;
  const code = words.lastIndexOf('code');
  return code !== -1 && (words.length === 1 || SECRET_CODES.has(words[code - 1] ?? ''));
}

const masked = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? MASK : value;

/**
 * `value` as a debugging view may show it (the inspector, its event log, the page's traffic
 * log): every string or number under a key that names a password, a token or a secret is
 * masked, and so is the `value` of a form event whose `field` names one (`{ field: 'password',
 * value }`). Both are on screen during demos and in screenshots.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  // Deeper than any value of ours: a debugging view shows that it was cut, not a stack overflow.
  if (depth > MAX_SHOWN_DEPTH && value !== null && typeof value === 'object') return CUT;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const secretField = typeof record.field === 'string' && isSecretKey(record.field);
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => [
      key,
      (isSecretKey(key) || (secretField && key === 'value')) && typeof child !== 'object'
        ? masked(child)
        : withoutSecrets(child, depth + 1),
    ]),
  );
}
