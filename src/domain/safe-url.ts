// The one checked helper every URL from data or from the address bar passes before it reaches
// an href, a src, a frame or a navigation.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * A path inside this app to return to after sign-in: it must start with one slash and stay on
 * this origin (no "//host", no "/\\host", no scheme).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(value)) return undefined;
  return value;
}

export type UrlUse = 'link' | 'frame';

/**
 * Accepts same-origin relative paths, blob: URLs and https: URLs (http: too for links on a
 * plain-http origin); refuses javascript:, data:, and everything else.
 */
export function safeUrl(value: unknown, origin: string, use: UrlUse = 'link'): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim(), origin);
  } catch {
    return undefined;
  }
  if (url.protocol === 'blob:') return url.href;
  if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
    return url.href;
  if (url.protocol === 'https:') return url.href;
  // A plain-http link only from a plain-http page: an https: page never sends the user to http:.
  if (use === 'link' && url.protocol === 'http:' && new URL(origin).protocol === 'http:') {
    return url.href;
  }
  return undefined;
}
