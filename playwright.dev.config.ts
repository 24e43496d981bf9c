import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// A smoke pass of the end-to-end suite against the dev server (`npm start` is what demos and
// developers see first): the flows with toasts, dialogs and code loaded on demand. The dev
// server differs from the build where it matters to them: React's StrictMode mounts every
// component twice, modules arrive one by one, and Vite pre-bundles dependencies on first use.
const port = Number(process.env.DEV_E2E_PORT ?? 4600);

export default defineConfig({
  ...base,
  testMatch: [
    'affiliates.spec.ts',
    'library.spec.ts',
    'auth.spec.ts',
    'application-wizard.spec.ts',
  ],
  outputDir: `test-results/dev-${port}`,
  // The dev server compiles each module on its first request: the first page of a run is slow.
  timeout: 90_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite --mode e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/sign-in`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
