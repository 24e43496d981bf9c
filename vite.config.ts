/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Plugin, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * What Sign in with Google (Google Identity Services: its script, the button's stylesheet and
 * frame, its calls) needs, per directive; a live build with a client id allows exactly these.
 */
const GOOGLE_IDENTITY = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

/**
 * The Content-Security-Policy of a built app (never in dev: Vite's dev client needs inline code).
 * Scripts only from this origin; styles from this origin plus Mantine's runtime <style> tags,
 * which carry this build's nonce (Vite's html.cspNonce puts it on the page, the app hands it to
 * MantineProvider). connect-src adds the live API's origin. Google Identity only in a live build
 * with a client id: the demo's Google chooser never leaves the page.
 */
export function contentSecurityPolicy(env: Record<string, string>, nonce: string): string {
  const connect = ["'self'"];
  const apiBase = env.VITE_API_BASE_URL ?? '';
  if (/^https?:\/\//.test(apiBase)) connect.push(new URL(apiBase).origin);
  const google = env.VITE_API_MODE === 'live' && Boolean(env.VITE_GOOGLE_CLIENT_ID);
  const googleFor = (directive: keyof typeof GOOGLE_IDENTITY) =>
    google ? [GOOGLE_IDENTITY[directive]] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...googleFor('script')].join(' '),
    ["style-src 'self'", `'nonce-${nonce}'`, ...googleFor('style')].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', ...connect, ...googleFor('connect')].join(' '),
    ["frame-src 'self' blob:", ...googleFor('frame')].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** What a build's headers depend on beyond its policy (read from its VITE_ environment). */
export interface HostingOptions {
  /** Google Identity Services' popup must keep its opener: `same-origin-allow-popups` then. */
  googleSignIn: boolean;
  /** Where browsers send CSP violation reports (`VITE_CSP_REPORT_URI`); none when empty. */
  reportUri: string;
}

export function hostingOptions(env: Record<string, string>): HostingOptions {
  return {
    googleSignIn: env.VITE_API_MODE === 'live' && Boolean(env.VITE_GOOGLE_CLIENT_ID),
    reportUri: env.VITE_CSP_REPORT_URI ?? '',
  };
}

/**
 * The `_headers` file of static hosts that read one (Netlify, Cloudflare Pages): this build's
 * policy as a header plus what a `<meta>` cannot carry (`frame-ancestors`, where to report), HSTS,
 * no MIME sniffing, no referrer, no powerful features the app does not use, and a browsing context
 * of its own (Cross-Origin-Opener-Policy).
 */
export function hostingHeaders(
  policy: string,
  options: HostingOptions = { googleSignIn: false, reportUri: '' },
): string {
  const report = options.reportUri
    ? `; report-uri ${options.reportUri}; report-to csp-endpoint`
    : '';
  return [
    '/*',
    `  Content-Security-Policy: ${policy}; frame-ancestors 'none'${report}`,
    ...(options.reportUri ? [`  Reporting-Endpoints: csp-endpoint="${options.reportUri}"`] : []),
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    `  Cross-Origin-Opener-Policy: ${options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin'}`,
    '',
  ].join('\n');
}

function cspPlugin(nonce: string): Plugin {
  let policy = '';
  let options = hostingOptions({});
  return {
    name: 'grantwise-csp',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      policy = contentSecurityPolicy(env, nonce);
      options = hostingOptions(env);
    },
    // Written per build, not kept in public/: the policy carries this build's nonce.
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: hostingHeaders(policy, options),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/** The headers of a `_headers` file's `/*` block. */
export function parseHostingHeaders(file: string): [string, string][] {
  return file
    .split('\n')
    .filter((line) => /^\s+\S/.test(line))
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    });
}

/**
 * `vite preview` serves a build as the static hosts do, with the headers of its `_headers`, so
 * the end-to-end tests run under the header policy (frame-ancestors included), not the meta only.
 */
function previewHeadersPlugin(): Plugin {
  return {
    name: 'grantwise-preview-headers',
    apply: (_, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      if (!existsSync(file)) return;
      const headers = parseHostingHeaders(readFileSync(file, 'utf8'));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * The demo as an installable, offline-first web app: a service worker (Workbox's generateSW) that
 * precaches the whole build (shell, every route's chunk, the backend's worker, icons) and answers
 * every navigation with the shell, so a deep link opens with the network cut. It caches nothing
 * at run time: the API is answered by the embedded backend in the page, never by the cache. The
 * new worker of a new build waits until the user chooses Reload (src/app/offline-app.ts). None in
 * the live build (docs/decisions.md, issue 20) nor on the dev server.
 */
function offlineApp(mode: string): Plugin[] {
  const live = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MODE === 'live';
  return VitePWA({
    disable: live,
    injectRegister: false,
    registerType: 'prompt',
    strategies: 'generateSW',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Grantwise',
      short_name: 'Grantwise',
      description:
        'Find grants, apply with a guided wizard and track every application, offline in the demo.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#228be6',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // The largest chunk (the spreadsheet export) is over Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
  });
}

/**
 * The demo's page links its manifest once its first screen has painted (`linkManifestLater` in
 * src/app/first-paint/manifest-later.ts), not in its HTML as vite-plugin-pwa writes it: Chromium fetches the
 * manifest and its icon as soon as it sees the link, right inside the first paint's window on a
 * slow link. Runs after the plugin's own HTML hook (both `post`, this one later in the list).
 */
function manifestLinkLater(): Plugin {
  return {
    name: 'grantwise-manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="manifest"[^>]*>/, ''),
    },
  };
}

/**
 * Mantine's `ScrollArea` merges its refs with `@floating-ui/react`'s `useMergeRefs`, so every page
 * with a Mantine `Table` (whose `Table.ScrollContainer` is a `ScrollArea`) loaded the whole
 * floating-ui module (12.5 KB gzip) for that one hook. The build gives it Mantine's own
 * `useMergedRef` instead, already in the entry; pages with a menu or a popover load floating-ui as
 * before. A first-paint mechanism (src/app/first-paint/README.md); the build stops if Mantine's
 * file no longer reads as expected, so an upgrade cannot silently undo it.
 */
export function scrollAreaOwnMergedRef(): Plugin {
  const file = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
  const floating = 'import { useMergeRefs } from "@floating-ui/react";';
  return {
    name: 'grantwise-scroll-area-own-merged-ref',
    apply: 'build',
    transform: {
      filter: { id: file },
      handler(code, id) {
        if (!file.test(id)) return null;
        if (!code.includes(floating)) {
          this.error(`${id} no longer imports useMergeRefs from @floating-ui/react as expected`);
        }
        return code.replace(
          floating,
          'import { useMergedRef } from "@mantine/hooks";\n' +
            'const useMergeRefs = (refs) => useMergedRef(...refs);',
        );
      },
    },
  };
}

// One nonce per build: a static site cannot vary it per response (docs/security.md).
const styleNonce = randomBytes(16).toString('base64');

// The router plugin must run before react(); it generates the route tree and splits every route.
export default defineConfig(({ mode }) => ({
  html: { cspNonce: styleNonce },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The sign-in screen is every new visitor's first page: it comes with the entry, so its
      // largest paint does not wait for a second round trip. The signed-in layout (an Outlet)
      // too: a screen's pending heading renders inside it (docs/performance.md).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/sign-in' || routeId === '/_authed' ? [] : undefined,
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    cspPlugin(styleNonce),
    previewHeadersPlugin(),
    offlineApp(mode),
    manifestLinkLater(),
    scrollAreaOwnMergedRef(),
  ],
  // Module workers (the report export, the embedded backend) may load chunks of their own.
  worker: { format: 'es' },
  // The dev server's dependency scan does not follow `new Worker(new URL(...))`: without these,
  // the first request to the embedded backend finds Mirage unbundled, and Vite reloads the page
  // (losing what the user was doing) to bundle it.
  optimizeDeps: { include: ['miragejs', 'dexie', 'xlsx', 'ics'] },
  server: {
    port: 5173,
    // The dev server compiles a module on its first request. Compiling the routes, the embedded
    // backend and the cockpit as it starts means the first page a presenter opens (and the dev
    // pass's first tests) does not wait on hundreds of compiles one request at a time.
    warmup: {
      clientFiles: [
        './src/app/main.tsx',
        './src/routes/**/*.tsx',
        './src/mock-server/worker.ts',
        './src/cockpit/*.tsx',
      ],
    },
  },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Fewer, larger files for the first screen: on a mobile link every extra file costs a
      // round trip. Everything the entry loads up front becomes one chunk, the page's only
      // script. (Copying small shared chunks into their users, `experimentalInlineCommonChunks`,
      // split that chunk into three files and made it larger: docs/performance.md, "Removed
      // mechanisms".)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // The files are the two projects' below (an include here would be added to each of theirs).
    setupFiles: ['tests/support/setup.ts'],
    css: false,
    testTimeout: 20000,
    // The UI libraries bundled once into a file each (esbuild), not loaded as hundreds of
    // modules by every test file's fresh worker: the screens' import time fell from 26 s to 11 s
    // of worker time (docs/testing.md, "What keeps it fast"). Used by the files in jsdom.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/dropzone',
            '@tabler/icons-react',
            '@tanstack/react-router',
            '@tanstack/react-query',
            'react',
            'react-dom',
            'xstate',
            '@xstate/react',
          ],
        },
      },
    },
    pool: 'threads',
    // The embedded backend's tests share one module graph per worker (isolation off): each of
    // them creates a database of its own and holds no state in a module, and loading the backend
    // and the contract's validator afresh for each of the 39 files was more than half of their
    // worker time (import 34 s of worker time to 6 s; the files pass in any order, run with
    // `--sequence.shuffle.files`). Every other file keeps a fresh graph: the machines' tests
    // share fakes a file leaves behind (docs/testing.md, "What keeps it fast").
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['tests/mock-server/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'app', include: ['tests/{unit,machines}/**/*.test.{ts,tsx}'] },
      },
      // The screens and the model tests each render the app in jsdom: a fresh VM context per file
      // in a worker that stays (vmThreads) instead of a fresh worker and jsdom per file (the
      // screens' 35 files 99 s to 67 s, their environment 40 s to 3 s; docs/testing.md). The
      // isolation is the same (each file its own module graph and window); the unit tests stay
      // in threads, where Web Crypto, Workers and Node's module loader are the real ones.
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['tests/{screens,model}/**/*.test.{ts,tsx}'],
          pool: 'vmThreads',
        },
      },
    ],
    // Every core (vitest's default leaves one idle: on two cores, one file at a time).
    maxWorkers: availableParallelism(),
  },
}));
