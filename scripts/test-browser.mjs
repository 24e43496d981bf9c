// The Chromium the browser passes drive (tests/e2e/browsers.ts), and the browser speed figure
// with them (scripts/speed-browser.mjs): Chromium's headless shell when Debian's is installed,
// the build Playwright's own headless runs use; else the full browser the bench drives.
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from './bench/browser.mjs';

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';

/** Launch options of every test's browser (Playwright's own when no Debian build is there). */
export function testBrowserLaunchOptions() {
  return {
    executablePath: existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : chromiumPath(),
    args: CHROMIUM_ARGS,
  };
}
