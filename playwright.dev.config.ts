import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// A smoke pass against the dev server (`npm start` is what demos and developers see first). The
// dev server differs from the build where it matters: React's StrictMode mounts every component
// twice (effects run, are cleaned up and run again; a machine's actor starts twice), modules
// arrive one by one, and code loaded on demand is compiled on its first request. So this pass
// runs only the flows whose behaviour depends on StrictMode, toasts, dialogs or lazily loaded
// code; everything else the production-build pass proves the same way. Each kept test says why.
const port = Number(process.env.DEV_E2E_PORT ?? 4600);

const KEPT: Record<string, Record<string, string>> = {
  'affiliates.spec.ts': {
    'clicking the referral link copies it to the clipboard':
      'a toast: the lazily loaded toast container, mounted twice by StrictMode, must still show it',
    'Download saves referral-qr-code.png, a 200 px QR code of the referral link':
      'the QR code library is a chunk loaded on demand',
    'an anonymous visitor subscribes; the block stays gone after a reload, and a second subscription is refused':
      'a one-shot write with a toast, and its error, under StrictMode',
  },
  'application-wizard.spec.ts': {
    'from top picks to a submitted application on /grants, accessible on every step':
      "the wizard's machine started under StrictMode, its steps' lazy chunks, the submit toast",
    'a reload in the middle of step 4 resumes with every answer':
      'the resume dialog and the draft restored by an effect StrictMode runs twice',
    'leaving with answers asks first; an unknown grant says so':
      "the leave dialog (the router's blocker) under StrictMode",
  },
  'auth.spec.ts': {
    'a new user registers through a referral link, signs in, reloads, opens a guarded page and signs out':
      "the auth and registration machines started twice by StrictMode, the shell's lazy parts",
    'a 401 mid-session signs out, removes the token and lands on sign-in':
      'the sign-out an answer triggers, with its toast, under StrictMode',
    'the Google chooser signs a demo identity in':
      'the demo Google chooser: a dialog loaded on demand',
    'the mobile menu opens, shows the user and navigates': 'the mobile menu: a drawer (a dialog)',
  },
  'library.spec.ts': {
    'create a folder, upload a PDF and a text file, reload and preview them':
      'the create and upload dialogs, their toasts, the preview loaded on demand',
    'Application Use, move, download, share and delete':
      "the library machine's dialogs (move, share, delete) and their toasts under StrictMode",
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  testMatch: Object.keys(KEPT),
  grep: Object.values(KEPT).flatMap((tests) =>
    Object.keys(tests).map((title) => new RegExp(`${escape(title)}$`)),
  ),
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
