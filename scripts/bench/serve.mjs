// A tiny static host for the benchmark: serves built folders on loopback, compressed like the
// common static hosts (Brotli when the browser accepts it, else gzip), and answers unknown paths
// with the folder's index.html (the single-page fallback).
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json']);

const BROTLI = (body) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** What a static host serves: Brotli at its highest quality (files are compressed once), or gzip -9. */
function compress(encoding, body) {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, BROTLI(body));
}

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Brotli of every compressible file of `mounts`, made before the host answers anything: made on
 * a file's first request, its compression (up to a second for the entry on a busy machine) was
 * that request's server time, which Lighthouse reads as the origin's response time, so the first
 * audit of each page in a run had an LCP 0.5-2 s higher than the others.
 */
async function precompress(mounts, cache) {
  const compressAsync = promisify(brotliCompress);
  const files = mounts.flatMap((mount) => filesUnder(mount.dir));
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.has(extname(file)))
      .map(async (file) => {
        const body = readFileSync(file);
        cache.set(`br:${file}`, await compressAsync(body, BROTLI(body)));
      }),
  );
}

/**
 * Serves `mounts` ([{ prefix: '/', dir }], longest prefix wins) on 127.0.0.1:`port` (0: any
 * free port), once their files are compressed.
 * Resolves to { url, close }.
 */
export async function serve(mounts, port) {
  const sorted = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const cache = new Map();
  await precompress(mounts, cache);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const mount = sorted.find((m) => pathname.startsWith(m.prefix)) ?? sorted.at(-1);
    const rel = normalize(pathname.slice(mount.prefix.length)).replace(/^(\.\.[/\\])+/, '');
    let file = join(mount.dir, rel);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const asIndex = join(file, 'index.html');
      file = existsSync(asIndex) ? asIndex : join(mount.dir, 'index.html');
    }
    const ext = extname(file);
    const hashed = /-[\w-]{8}\.\w+$/.test(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body = readFileSync(file);
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : null;
    if (encoding) {
      const key = `${encoding}:${file}`;
      if (!cache.has(key)) cache.set(key, compress(encoding, body));
      body = cache.get(key);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
