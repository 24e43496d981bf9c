import type { LaunchOptions } from '@playwright/test';

/** Launch options of every test's browser (Playwright's own when no Debian build is there). */
export declare function testBrowserLaunchOptions(): LaunchOptions;
