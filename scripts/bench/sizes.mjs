// Sizes: what the first load of /sign-in requests (gzip of the built files actually fetched),
// the stylesheets, the largest route chunk, and which heavy modules stay out of the first load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialJsRow } from './budgets.mjs';
import { atMost } from './judge.mjs';

const KB = 1024;
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / KB;

/** What a built file is, by its content: the heavy modules that must load only on demand. */
const TAGS = {
  xlsx: [/SheetJS/, /\bSSF\b.*\bformat\b/s],
  qrcode: [/qrcodegen/i, /QRCodeSVG|QRCodeCanvas/],
  backend: [/miragejs/i, /pretender/i, /\bDexie\b/, /grantwise-demo/],
  // workbox-window: the demo's service-worker registration (src/app/offline-app.ts).
  workbox: [/workbox:window:/],
};
const tagsOf = (text) =>
  Object.entries(TAGS)
    .filter(([, markers]) => markers.some((marker) => marker.test(text)))
    .map(([tag]) => tag);

/**
 * Same-origin scripts and stylesheets the page requests until it shows its h1 and goes idle; other
 * origins are aborted but those in `allowed` (the live build's API).
 */
export async function loadedScripts(browser, origin, path, allowed = []) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const files = new Set();
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin && !allowed.includes(url.origin)) return route.abort();
    const type = route.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(url.pathname);
    return route.continue();
  });
  await page.goto(origin + path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files];
}

function describe(dir) {
  const assets = join(dir, 'assets');
  return readdirSync(assets).map((name) => {
    const file = join(assets, name);
    const text = name.endsWith('.js') ? readFileSync(file, 'utf8') : '';
    return { name, path: `/assets/${name}`, kb: gzipKb(file), tags: tagsOf(text) };
  });
}

const sum = (files) => files.reduce((total, file) => total + file.kb, 0);

/** The service worker a build carries at its root (sw.js and Workbox's runtime), gzip KB. */
const serviceWorkerKb = (dir) =>
  readdirSync(dir)
    .filter((name) => name === 'sw.js' || /^workbox-.*\.js$/.test(name))
    .reduce((total, name) => total + gzipKb(join(dir, name)), 0);

export async function staticFigures({ browser, out, live, demo, baseline, floor, api }) {
  const liveFiles = describe(join(out, 'live'));
  const demoFiles = describe(join(out, 'demo'));
  const baseFiles = describe(join(out, 'baseline'));
  const initial = async (server, files, path, allowed) => {
    const requested = new Set(await loadedScripts(browser, server.url, path, allowed));
    return files.filter((file) => requested.has(file.path));
  };
  const liveInitial = await initial(live, liveFiles, '/sign-in', [new URL(api.url).origin]);
  const demoInitial = await initial(demo, demoFiles, '/sign-in');
  const baseInitial = await initial(baseline, baseFiles, '/');
  const floorInitial = await initial(floor, describe(join(out, 'floor')), '/');
  const js = (files) => files.filter((file) => file.name.endsWith('.js'));
  const css = (files) => files.filter((file) => file.name.endsWith('.css'));

  const baseJs = sum(js(baseInitial));
  const baseCss = sum(css(baseInitial));
  const floorJs = sum(js(floorInitial));
  const vsBaseline = (value) => ({ name: 'baseline', value });
  const initialNames = new Set(liveInitial.map((file) => file.name));
  const routeChunks = js(liveFiles).filter(
    (file) =>
      !initialNames.has(file.name) && file.tags.length === 0 && !/\.worker-/.test(file.name),
  );
  const largest = routeChunks.reduce((top, file) => (file.kb > (top?.kb ?? 0) ? file : top), null);
  const heavyIn = (files, tag) => files.filter((file) => file.tags.includes(tag)).length;
  // The entry: every script index.html loads (its own, and the chunk of everything it imports
  // up front, which Rolldown names after the checkout's folder).
  const entryPaths = new Set(
    readFileSync(join(out, 'demo', 'index.html'), 'utf8').match(/\/assets\/[^"']+\.js/g) ?? [],
  );
  const demoEntry = demoFiles.filter((file) => entryPaths.has(file.path));

  return [
    initialJsRow(
      sum(js(liveInitial)),
      floorJs,
      js(liveInitial)
        .map((file) => file.name)
        .join(', '),
    ),
    {
      metric: "floor page (the app's stack, no app code): initial JS (gzip)",
      value: floorJs,
      unit: 'KB',
      reference: vsBaseline(baseJs),
    },
    {
      metric: 'live: all CSS (gzip)',
      value: sum(css(liveFiles)),
      unit: 'KB',
      budgets: [atMost(30)],
      reference: vsBaseline(baseCss),
    },
    {
      metric: `live: largest route chunk (${largest?.name.replace(/-[\w-]{8}\.js$/, '') ?? 'none'})`,
      value: largest?.kb ?? 0,
      unit: 'KB',
      budgets: [atMost(60)],
      reference: vsBaseline(baseJs),
    },
    {
      metric: 'demo /sign-in: initial JS (gzip, incl. backend)',
      value: sum(js(demoInitial)),
      unit: 'KB',
      reference: { name: 'floor', value: floorJs },
    },
    ...['xlsx', 'qrcode', 'backend'].map((tag) => ({
      metric: `live /sign-in: ${tag} files in first load`,
      value: heavyIn(liveInitial, tag),
      unit: '',
      budgets: [atMost(0)],
    })),
    ...['xlsx', 'qrcode'].map((tag) => ({
      metric: `demo /sign-in: ${tag} files in first load`,
      value: heavyIn(demoInitial, tag),
      unit: '',
      budgets: [atMost(0)],
    })),
    {
      metric: 'demo: backend in the entry chunk (lazy chunk expected)',
      value: heavyIn(demoEntry, 'backend'),
      unit: '',
      budgets: [atMost(0)],
    },
    {
      metric: 'demo: service-worker registration (workbox-window chunk, gzip, after the heading)',
      value: sum(demoFiles.filter((file) => file.tags.includes('workbox'))),
      unit: 'KB',
      budgets: [atMost(5)],
    },
    {
      metric: 'demo: the service worker itself (sw.js and Workbox, gzip, not page JS)',
      value: serviceWorkerKb(join(out, 'demo')),
      unit: 'KB',
    },
    {
      metric: 'live: service-worker files in the build',
      value:
        (existsSync(join(out, 'live', 'sw.js')) ? 1 : 0) +
        liveFiles.filter((file) => file.tags.includes('workbox')).length,
      unit: '',
      budgets: [atMost(0)],
    },
    {
      metric: 'live: backend code anywhere in the build',
      value: liveFiles.filter((file) => file.tags.includes('backend')).length,
      unit: '',
      budgets: [atMost(0)],
    },
  ];
}
