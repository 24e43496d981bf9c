// Screenshots of every screen of a built demo (e.g. before and after a CSS change):
//   node scripts/bench/screens.mjs <built dir> <out dir> [port]
// Signs in as the demo user, waits for each screen's h1 and saves a full-page PNG.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { serve } from './serve.mjs';

export const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
export const PUBLIC_SCREENS = ['/sign-in', '/register', '/news', '/troubleshooting', '/affiliates'];
export const SIGNED_IN_SCREENS = [
  '/',
  '/opportunities',
  `/grant-details?id=${GRANT_ID}`,
  `/grant?id=${GRANT_ID}`,
  '/grants',
  '/resources',
  '/affiliates',
  '/create-grant',
];

const [dir, out, port = '4319'] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: node scripts/bench/screens.mjs <built dir> <out dir> [port]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const host = await serve([{ prefix: '/', dir }], Number(port));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('grantwise.mock.latency', '0'));
    const page = await context.newPage();
    const shot = async (path, name) => {
      await page.goto(host.url + path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(out, `${width}-${name}.png`), fullPage: true });
    };
    for (const path of PUBLIC_SCREENS) await shot(path, 'public' + path.replaceAll('/', '_'));
    await page.goto(host.url + '/sign-in');
    await page.getByLabel('Email').fill('demo@grantwise.app');
    await page.getByLabel(/^Password/).fill('Demo1234!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    for (const path of SIGNED_IN_SCREENS)
      await shot(path, 'in' + path.replace(/\?.*/, '').replaceAll('/', '_'));
    await context.close();
  }
} finally {
  await browser.close();
  await host.close();
}
console.log(`screenshots in ${out}`);
