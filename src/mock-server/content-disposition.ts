// The Content-Disposition of a stored file's content. Header values must be Latin-1 (a Response
// with any other character throws), so a name outside plain ASCII goes as RFC 6266's
// `filename*=UTF-8''...` (RFC 5987 percent-encoding) after an ASCII `filename="..."` fallback
// for clients that do not read `filename*`.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Characters the quoted fallback never carries: anything outside printable ASCII, the quote and
 * backslash of quoted-string, and `%`, which some clients percent-decode in `filename`.
 */
const UNSAFE_IN_FALLBACK = /[^\x20-\x7E]|["\\%]/u;

/** Combining marks left over by NFKD ('ó' becomes 'o' + U+0301). */
const COMBINING_MARK = /\p{M}/u;

/** The name as a well-formed string (a lone surrogate cannot be encoded as UTF-8). */
const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\uFFFD');

/** RFC 5987 value-chars: UTF-8 percent-encoded, leaving only attr-chars as they are. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The name in printable ASCII without `"`, `\` or `%`: accents dropped where a letter has a
 * plain form ('Łódź' gives '_odz'), every other character an underscore. A name that keeps no
 * ASCII letter or digit becomes 'file' with its extension when that survives ('履歴書.pdf' gives
 * 'file.pdf'), so the fallback is never empty.
 */
export function asciiFileName(fileName: string): string {
  let ascii = '';
  for (const char of wellFormed(fileName).normalize('NFKD')) {
    if (COMBINING_MARK.test(char)) continue;
    ascii += UNSAFE_IN_FALLBACK.test(char) ? '_' : char;
  }
  const dot = ascii.lastIndexOf('.');
  const base = dot > 0 ? ascii.slice(0, dot) : ascii;
  const extension = dot > 0 ? ascii.slice(dot + 1) : '';
  if (/[A-Za-z0-9]/.test(base)) return ascii;
  return /^[A-Za-z0-9]+$/.test(extension) ? `file.${extension}` : 'file';
}

/**
 * `inline` with the file's name: `filename="<name>"` when the name is safe ASCII, else an ASCII
 * fallback plus `filename*=UTF-8''<percent-encoded name>`. The value is always Latin-1 (ASCII).
 */
export function inlineContentDisposition(fileName: string): string {
  const fallback = asciiFileName(fileName);
  if (fallback === fileName) return `inline; filename="${fallback}"`;
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** `attachment` with the file's name, in the same encoding as `inlineContentDisposition`. */
export function attachmentContentDisposition(fileName: string): string {
  return inlineContentDisposition(fileName).replace(/^inline;/, 'attachment;');
}
