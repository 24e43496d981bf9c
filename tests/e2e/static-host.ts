import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { parseHostingHeaders } from '../../vite.config';

// A static host as the demo is deployed on: files of one build folder, the build's `_headers`,
// and every other path answered with index.html (the single-page app's deep links). The folder
// can be switched (a new build deployed) and the host stopped (the network cut), on one origin.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface StaticHost {
  url: string;
  /** Serves another build from now on (a deploy). */
  deploy(folder: string): void;
  /** Stops answering and frees the port. */
  stop(): Promise<void>;
}

function fileOf(folder: string, path: string): string {
  const relative = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(folder, relative);
  return existsSync(candidate) && statSync(candidate).isFile()
    ? candidate
    : join(folder, 'index.html');
}

export async function startStaticHost(folder: string): Promise<StaticHost> {
  let current = folder;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = fileOf(current, path);
    const headersFile = join(current, '_headers');
    if (existsSync(headersFile)) {
      for (const [name, value] of parseHostingHeaders(readFileSync(headersFile, 'utf8')))
        response.setHeader(name, value);
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(next) {
      current = next;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A new version of a build, made from its files rather than by building again: the page carries
 * a new style nonce (every build has its own, so the HTML and the policy differ), and the service
 * worker's precache list names the new revision of index.html, so the worker itself is a new
 * one, as after a deploy.
 */
export function deriveBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const html = readFileSync(join(to, 'index.html'), 'utf8');
  const nonce = /'nonce-([^']+)'/.exec(html.replaceAll('&#39;', "'"))?.[1];
  if (!nonce) throw new Error(`${from}/index.html names no style nonce`);
  const next = randomBytes(16).toString('base64');
  for (const file of ['index.html', '_headers']) {
    const path = join(to, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(nonce, next));
  }
  const revision = createHash('md5')
    .update(readFileSync(join(to, 'index.html')))
    .digest('hex');
  const worker = join(to, 'sw.js');
  const precache = readFileSync(worker, 'utf8');
  const revised = precache.replace(
    /(\{url:"index\.html",revision:")[0-9a-f]+(")/,
    `$1${revision}$2`,
  );
  if (revised === precache) throw new Error(`${from}/sw.js does not precache index.html`);
  writeFileSync(worker, revised);
}
