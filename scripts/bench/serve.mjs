// A tiny static host for the benchmark: serves built folders on loopback, gzip like any static
// host, and answers unknown paths with the folder's index.html (the single-page fallback).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * Serves `mounts` ([{ prefix: '/', dir }], longest prefix wins) on 127.0.0.1:`port` (0: any
 * free port).
 * Resolves to { url, close }.
 */
export function serve(mounts, port) {
  const sorted = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const cache = new Map();
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
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
      body = cache.get(file);
      headers['Content-Encoding'] = 'gzip';
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
