// What type a stored file is served with, decided by the server from its name and its content,
// never from the type its uploader declared (issue 45): an HTML page named `invoice.pdf` and
// declared `text/html` is neither shown as a PDF nor run as a page. A type the preview shows
// safely is served `inline`; anything else as an attachment (and always with `nosniff`).

import { inertType } from './inert-content';
import { fileExtension, mimeTypeOf } from './library-files';

const DOWNLOAD = 'application/octet-stream';

/** Types a file's first bytes prove (magic numbers). */
function signatureType(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Whether text starts like markup a browser would run or render (HTML, SVG, XML). */
function looksLikeMarkup(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|img|div|a\s|style|meta|!--)/.test(
    text,
  );
}

/** Types whose name alone is trusted only when the content carries the matching signature. */
const SIGNED_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/**
 * The type to serve a file with: the name's type when the content agrees (a PDF's bytes start
 * with `%PDF-`; a text file is no markup), the content's proven type when the name says nothing
 * known, otherwise `application/octet-stream`. `head`: the file's first bytes (512 are enough).
 */
export function servedType(fileName: string, head: Uint8Array): string {
  const byName = mimeTypeOf(fileName);
  const byContent = signatureType(head);
  if (SIGNED_TYPES.has(byName)) return byContent === byName ? byName : DOWNLOAD;
  if (byContent) return byName === DOWNLOAD ? byContent : DOWNLOAD;
  if ((byName === 'text/plain' || byName === 'text/csv') && looksLikeMarkup(head)) return DOWNLOAD;
  return byName;
}

/** `inline` only for a type the preview shows without running anything; else an attachment. */
export const servedInline = (type: string): boolean =>
  type !== DOWNLOAD && inertType(type) === type;

/** The listed type (`fileType`): the extension when the content agrees with it, else 'bin'. */
export function listedFileType(fileName: string, head: Uint8Array): string {
  const extension = fileExtension(fileName);
  const type = servedType(fileName, head);
  if (type === DOWNLOAD && mimeTypeOf(fileName) !== DOWNLOAD) return 'bin';
  return extension || (type === DOWNLOAD ? 'bin' : (type.split('/')[1] ?? 'bin'));
}
