import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { KEPT, keptTitle } from './tests/e2e/dev-pass';

// A smoke pass against the dev server (`npm start` is what demos and developers see first). The
// dev server differs from the build where it matters: React's StrictMode mounts every component
// twice (effects run, are cleaned up and run again; a machine's actor starts twice), modules
// arrive one by one, and code loaded on demand is compiled on its first request. So this pass
// runs only the flows whose behaviour depends on StrictMode, toasts, dialogs or lazily loaded
// code; everything else the production-build pass proves the same way. Each kept test says why
// (tests/e2e/dev-pass.ts).
const port = Number(process.env.DEV_E2E_PORT ?? 4600);

export default defineConfig({
  ...base,
  testMatch: Object.keys(KEPT),
  grep: Object.values(KEPT).flatMap((tests) => Object.keys(tests).map(keptTitle)),
  outputDir: `test-results/dev-${port}`,
  // The dev server serves every module as its own request, to every new browser context, and
  // this pass shares two cores with the live and HTTP passes: on CI's two-core machine (load 11)
  // tests that take 40 s when it is quiet took 91 s, over the 90 s this used to allow. The limit
  // is a guard against a hang, not a wait: three times the build pass's.
  timeout: 180_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite --mode e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/sign-in`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
