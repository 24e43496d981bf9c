// The machine's browser speed figure: a fixed page rendered and driven in the Chromium the browser
// passes use (scripts/test-browser.mjs), through the Playwright calls their tests make (a fresh
// context and page, finding fields by label and buttons by role, fill, click, waiting for what
// the page says). The single-threaded JS figure (scripts/speed.mjs) said a slower machine was
// 1.23x the reference; its browser phases took 1.6-2.1x (issue 63): a browser test's time is
// Chromium's renderer, its layout and the driver's round trips between processes as much as JS.
//   node scripts/speed-browser.mjs      prints the figure
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { FIGURE_COPIES, median } from './speed-figures.mjs';
import { testBrowserLaunchOptions } from './test-browser.mjs';

const FIELDS = 40;
const ROWS = 60;
const TOGGLED = 30;
const ITEMS = 100;

/**
 * The page: a labelled form of 40 fields, a 60-row table (a button per row opens its details,
 * which changes the table's layout) and a list of 100 items in a grid, about 800 elements; a
 * summary that each input and click rewrites.
 */
export function workloadPage() {
  const fields = Array.from(
    { length: FIELDS },
    (_, i) => `<label class="field">Field ${i}<input name="f${i}" autocomplete="off"></label>`,
  ).join('');
  const rows = Array.from(
    { length: ROWS },
    (_, i) =>
      `<tr><td>Grant ${i}</td><td>${(i * 7919) % 10007}</td><td>Open</td>` +
      `<td><button type="button" data-row="${i}">Toggle row ${i}</button></td>` +
      `<td class="details">Details of grant ${i}: eligibility, deadline, amount</td></tr>`,
  ).join('');
  const items = Array.from(
    { length: ITEMS },
    (_, i) => `<li><strong>Item ${i}</strong> <span>note ${i % 7}</span></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><title>Speed figure</title><style>
    body { font: 14px sans-serif; margin: 0; display: grid; grid-template-columns: 1fr 2fr; gap: 8px; }
    form { display: flex; flex-wrap: wrap; gap: 4px; }
    .field { display: flex; flex-direction: column; flex: 1 1 140px; }
    table { border-collapse: collapse; width: 100%; }
    td { border: 1px solid #ccc; padding: 2px 6px; }
    .details { display: none; }
    tr.open .details { display: table-cell; width: 40%; }
    ul { display: grid; grid-template-columns: repeat(5, 1fr); grid-column: 1 / -1; }
  </style></head><body>
    <form aria-label="Workload">${fields}</form>
    <section><p role="status" id="summary">0 fields filled, 0 rows open</p>
    <table><tbody>${rows}</tbody></table></section>
    <ul>${items}</ul>
    <script>
      const summary = document.getElementById('summary');
      const update = () => {
        const filled = [...document.querySelectorAll('input')].filter((input) => input.value).length;
        const open = document.querySelectorAll('tr.open').length;
        summary.textContent = filled + ' fields filled, ' + open + ' rows open';
      };
      document.addEventListener('input', update);
      document.addEventListener('click', (event) => {
        const row = event.target.closest('button[data-row]')?.closest('tr');
        if (row) { row.classList.toggle('open'); update(); }
      });
    </script>
  </body></html>`;
}

/** One run: a fresh context renders the page, fills every field and opens 30 rows. */
async function drive(browser, html) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    for (let i = 0; i < FIELDS; i += 1) {
      await page.getByLabel(`Field ${i}`, { exact: true }).fill(`value ${i}`);
    }
    for (let i = 0; i < TOGGLED; i += 1) {
      await page.getByRole('button', { name: `Toggle row ${i}`, exact: true }).click();
    }
    await page
      .getByRole('status')
      .getByText(`${FIELDS} fields filled, ${TOGGLED} rows open`)
      .waitFor();
  } finally {
    await context.close();
  }
}

/**
 * The median of `runs` timed rounds of the workload, two pages driven at once (FIGURE_COPIES), in
 * milliseconds, after one warm-up round, in the browser the tests use; undefined (with the reason on stderr) when it cannot be started or
 * driven.
 */
export async function measureBrowserSpeed(runs = 3) {
  let browser;
  try {
    browser = await chromium.launch({ ...testBrowserLaunchOptions(), headless: true });
    const html = workloadPage();
    // Each round drives FIGURE_COPIES pages at once, each in a fresh context, as two workers do.
    const round = () =>
      Promise.all(Array.from({ length: FIGURE_COPIES }, () => drive(browser, html)));
    await round();
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await round();
      times.push(performance.now() - start);
    }
    return median(times);
  } catch (error) {
    console.error(`No browser speed figure: ${error instanceof Error ? error.message : error}`);
    return undefined;
  } finally {
    await browser?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await measureBrowserSpeed();
  if (ms !== undefined) console.log(`browser speed: ${ms.toFixed(0)} ms for the fixed page`);
}
