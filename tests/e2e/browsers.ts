import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/bench/browser.mjs';

// The browsers the Playwright passes drive (playwright.config.ts). Playwright cannot download its
// own browser here, so Debian's builds when they are installed; Playwright's own otherwise, so the
// same config works on a laptop.

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_FULL = '/usr/bin/chromium';
const installed = (path: string) => (existsSync(path) ? path : undefined);

/**
 * Every test's browser: Chromium's headless shell, the build Playwright's own headless runs use,
 * lighter than the full browser run headless (the same specs took 28% less time;
 * docs/testing.md). The full browser when only it is installed.
 */
export const TEST_BROWSER: LaunchOptions = {
  executablePath: installed(DEBIAN_SHELL) ?? installed(DEBIAN_FULL),
  args: CHROMIUM_ARGS,
};

/**
 * The full browser, for what the shell lacks and a test proves: Chromium's PDF viewer (a PDF
 * opened in a tab shows there; the shell downloads it). A file's `test.use({ launchOptions:
 * FULL_BROWSER })` runs its tests in a worker of their own.
 */
export const FULL_BROWSER: LaunchOptions = {
  ...(installed(DEBIAN_FULL) ? { executablePath: DEBIAN_FULL } : { channel: 'chromium' }),
  args: CHROMIUM_ARGS,
};
