// What may be shown or kept for debugging: never a password, a token or a secret in clear.

const SECRET_KEY = /password|token|secret/i;

/**
 * `value` as a debugging view may show it (the inspector, the page's traffic log): every string
 * under a key that names a password, a token or a secret is masked. Both are on screen during
 * demos and in screenshots.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      SECRET_KEY.test(key) && typeof child === 'string' && child !== ''
        ? '•••••'
        : withoutSecrets(child),
    ]),
  );
}
