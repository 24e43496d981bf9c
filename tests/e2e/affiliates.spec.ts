import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { DEMO, expect, expectAccessible, signInAt, test } from './fixtures';
import { fillAbout, fillCredentials } from './registration-steps';

// ---- A small PNG reader (8-bit grey, RGB, grey+alpha or RGBA, as browsers write them) ----
interface Png {
  width: number;
  height: number;
  /** Luminance 0-255 of the pixel at x, y (transparent counts as white). */
  lum: (x: number, y: number) => number;
}

function readPng(bytes: Buffer): Png {
  expect([...bytes.subarray(0, 8)], 'PNG signature').toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8], 'bit depth').toBe(8);
      colorType = data[9]!;
      expect(data[12], 'not interlaced').toBe(0);
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (!channels) throw new Error(`unsupported PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    lum(x, y) {
      const i = y * stride + x * channels;
      const alpha = channels === 4 ? pixels[i + 3]! : channels === 2 ? pixels[i + 1]! : 255;
      const grey =
        channels >= 3
          ? 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!
          : pixels[i]!;
      return (grey * alpha + 255 * (255 - alpha)) / 255;
    },
  };
}

/** The module matrix qrcode.react draws for a value (its SVG form: one path of dark runs). */
function expectedModules(value: string, marginSize: number): boolean[][] {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value, size: 200, level: 'M', marginSize }),
  );
  const cells = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const grid = Array.from({ length: cells }, () => Array<boolean>(cells).fill(false));
  const darkPath = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]!).pop()!;
  for (const run of darkPath.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    const [x, y, length] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let i = 0; i < length; i += 1) grid[y]![x + i] = true;
  }
  return grid;
}

/** Samples the PNG at the centre of every module: dark (true) or light. */
function sampledModules(png: Png, cells: number): boolean[][] {
  const step = png.width / cells;
  return Array.from({ length: cells }, (_, row) =>
    Array.from({ length: cells }, (_, col) => {
      const x = Math.floor((col + 0.5) * step);
      const y = Math.floor((row + 0.5) * step);
      return png.lum(x, y) < 128;
    }),
  );
}

const referralLinkOf = (baseURL: string, userId: string) => `${baseURL}/register?ref=${userId}`;

test.describe('affiliates', () => {
  test('an anonymous visitor sees the programme, the FAQ, the newsletter and an invitation to sign in', async ({
    page,
  }) => {
    await page.goto('/affiliates');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'How the affiliate programme works' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Copy referral link/ })).toHaveCount(0);
    await expectAccessible(page);

    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: 'Frequently asked questions' }),
    });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(7);
    await questions.nth(3).click();
    await expect(faq.getByText(/PENDING: the person has registered/)).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faffiliates$/);
  });

  test('the referrals table shows each real status, registrations and conversions', async ({
    page,
  }) => {
    await signInAt(page, '/affiliates');
    const table = page.getByRole('table', { name: 'Your referrals' });
    await expect(table.getByRole('row')).toHaveCount(6);
    const priya = table.getByRole('row', { name: /Priya Natarajan/ });
    await expect(priya.getByRole('cell')).toHaveText([
      'Dana Rivera',
      'Priya Natarajan',
      /\w{3} \d{1,2}, \d{4}/,
      'COMPLETE',
      '1',
      '2',
    ]);
    await expect(
      table
        .getByRole('row', { name: /Elena Sokolova/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('REJECTED');
    await expect(
      table
        .getByRole('row', { name: /Grace Liu/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('PENDING');
    await expectAccessible(page);
  });

  test('clicking the referral link copies it to the clipboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await signInAt(page, '/affiliates');
    const link = referralLinkOf(baseURL!, DEMO.id);
    await page.getByRole('button', { name: `Copy referral link ${link}` }).click();
    await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('Download saves referral-qr-code.png, a 200 px QR code of the referral link', async ({
    page,
    baseURL,
  }) => {
    await signInAt(page, '/affiliates');
    const link = referralLinkOf(baseURL!, DEMO.id);
    await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('referral-qr-code.png');
    const png = readPng(await readFile((await download.path())!));
    expect([png.width, png.height]).toEqual([200, 200]);
    // No QR decoder is installed: compare every module of the PNG with the matrix qrcode.react
    // encodes for the expected link (same level and margin as the screen).
    const expected = expectedModules(link, 2);
    expect(sampledModules(png, expected.length)).toEqual(expected);
    // A different value would not match (the check can fail).
    expect(sampledModules(png, expected.length)).not.toEqual(expectedModules(`${link}x`, 2));
  });

  test('registering through the referral link adds a PENDING referral to the referrer table', async ({
    page,
    baseURL,
  }) => {
    await signInAt(page, '/affiliates');
    const link = referralLinkOf(baseURL!, DEMO.id);
    await expect(page.getByRole('button', { name: `Copy referral link ${link}` })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in(\?|$)/);

    await page.goto(link);
    await expect(page.getByText('You were invited by a Grantwise member.')).toBeVisible();
    await fillCredentials(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical-1843',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillAbout(page, { gender: 'Female', ageRange: '35-44', ethnicity: 'White' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await signInAt(page, '/affiliates');
    const ada = page
      .getByRole('table', { name: 'Your referrals' })
      .getByRole('row', { name: /Ada Lovelace/ });
    await expect(ada.getByRole('cell')).toHaveText([
      'Dana Rivera',
      'Ada Lovelace',
      /\d{4}/,
      'PENDING',
      '1',
      '0',
    ]);
  });

  test('an anonymous visitor subscribes; the block stays gone after a reload, and a second subscription is refused', async ({
    page,
  }) => {
    await page.goto('/affiliates');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toHaveCount(0);

    // The same email again (this browser's backend still has it; the block shows for a new visitor).
    await page.evaluate(() => localStorage.removeItem('grantwise.newsletter.subscribed'));
    await page.reload();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ann again');
    await page.getByRole('textbox', { name: 'Email' }).fill('ANN@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
  });

  test('a signed-in subscriber no longer sees the block after a reload (the server remembers)', async ({
    page,
  }) => {
    await signInAt(page, '/affiliates');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('grantwise.newsletter.subscribed'));
    await page.reload();
    await expect(page.getByRole('table', { name: 'Your referrals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toHaveCount(0);
  });
});

test('on a phone the affiliate page does not scroll sideways; the table scrolls in its own box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, '/affiliates');
  await expect(page.getByRole('table', { name: 'Your referrals' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/4303/affiliates-phone.png', fullPage: true });
});
