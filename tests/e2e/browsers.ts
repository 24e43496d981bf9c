import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/bench/browser.mjs';
import { testBrowserLaunchOptions } from '../../scripts/test-browser.mjs';

// The browsers the Playwright passes drive (playwright.config.ts). Playwright cannot download its
// own browser here, so Debian's builds when they are installed; Playwright's own otherwise, so the
// same config works on a laptop. The full browser is the one the bench drives (`chromiumPath`:
// CHROME_PATH, else Debian's).

const FULL = chromiumPath();

/**
 * Every test's browser: Chromium's headless shell, the build Playwright's own headless runs use,
 * lighter than the full browser run headless (the same specs took 28% less time;
 * docs/testing.md). The full browser when only it is installed. The browser speed figure drives
 * the same one (scripts/speed-browser.mjs).
 */
export const TEST_BROWSER: LaunchOptions = testBrowserLaunchOptions();

/**
 * The full browser, for what the shell lacks and a test proves: Chromium's PDF viewer (a PDF
 * opened in a tab shows there; the shell downloads it). A file's `test.use({ launchOptions:
 * FULL_BROWSER })` runs its tests in a worker of their own.
 */
export const FULL_BROWSER: LaunchOptions = {
  ...(FULL ? { executablePath: FULL } : { channel: 'chromium' }),
  args: CHROMIUM_ARGS,
};
