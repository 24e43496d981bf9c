/* global window -- code inside page.evaluate and addInitScript runs in the page */
// Input to next paint of six interactions, on the emulated phone (Chromium's CPU throttling over
// CDP at the slowdown a reading in the page sets right before each: phone.mjs), on each build:
// the wizard's Next, the library's folder switch, top picks' eligible-only filter, opening the
// bell, opening Create folder and the dashboard's tab change. Each is repeated RUNS times on the
// seeded demo account (the demo's embedded backend, or `npm run api:serve` with the same seed
// for the live build) and its median is the figure. The floor page's tab change is measured the same way, as information.
//
// Input to next paint is Event Timing's duration of the interaction (what INP is made of): from
// the input's hardware time to the next paint after its handlers ran, the longest of the
// interaction's events (pointerdown, pointerup, click). Event Timing reports only events of 16 ms
// or more: an interaction under that counts as 16 ms.
import { INTERACTION_METRIC, interactionRow } from './budgets.mjs';
import { median } from './judge.mjs';
import { GRANT_ID, signIn } from './demo-account.mjs';
import { stretchText } from './phone.mjs';

export const RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 5));
const BELOW_THRESHOLD_MS = 16;
/** How long to wait for an interaction's Event Timing entry once its result is on screen. */
const ENTRY_WAIT_MS = 1000;
const ELIGIBLE_ONLY = 'Only grants I am eligible for';
const COMPLETE_PROFILE = /^Complete your company profile/;

export async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    // The demo's simulated latency is theatre for demos, not the app's cost.
    localStorage.setItem('grantwise.mock.latency', '0');
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          window.__interactions.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  // No request route: while one is set, Playwright answers CORS preflights itself, and the live
  // build's preflights are the API server's to answer (as in the Lighthouse audits).
  return context;
}

/**
 * One interaction: `act` is the input (a click), `settled` waits until its result is on screen.
 * Resolves to its input to next paint in milliseconds: the longest Event Timing entry of an
 * input given after `act` began (an earlier input's entry, such as the Escape that closed the
 * last dialog, may arrive late and is left out).
 */
export async function measure(page, act, settled) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await settled();
  // Event Timing reports an interaction once its next frame is presented, which may be after the
  // result is in the DOM: wait for the entry, or until it is clear none reached 16 ms.
  const settledAt = await page.evaluate(() => performance.now());
  const durations = await page
    .waitForFunction(
      ([start, end, wait]) => {
        const entries = window.__interactions.filter((entry) => entry.start >= start);
        return entries.length > 0 || performance.now() - end > wait
          ? entries.map((entry) => entry.duration)
          : null;
      },
      [since, settledAt, ENTRY_WAIT_MS],
      { polling: 'raf' },
    )
    .then((handle) => handle.jsonValue());
  return durations.length === 0 ? BELOW_THRESHOLD_MS : Math.max(...durations);
}

const selected = (locator) => locator.and(locator.page().locator('[aria-selected="true"]'));
const pressed = (locator) => locator.and(locator.page().locator('[aria-pressed="true"]'));

/** Step 2's Next (contact details confirmed, to project details), started over each time. */
async function wizardNext(page, origin, cpu) {
  await page.goto(`${origin}/grant?id=${GRANT_ID}`);
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
  const startOver = page.getByRole('button', { name: 'Start over' });
  await acknowledge.or(startOver).first().waitFor();
  if (await startOver.isVisible()) await startOver.click();
  await cpu.on();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await acknowledge.click();
    const phone = page.getByLabel('Phone number', { exact: false });
    const location = page.getByLabel('Location', { exact: false });
    await phone.waitFor();
    if (!(await phone.inputValue())) await phone.fill('+1 512 555 0142');
    if (!(await location.inputValue())) await location.fill('Austin, TX');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.waitFor();
    times.push(
      await measure(
        page,
        () => next.click(),
        () => page.getByRole('heading', { name: 'Project Details' }).waitFor(),
      ),
    );
    // Reset leads back to step 1 with the answers kept.
    await page.getByRole('button', { name: 'Reset' }).click();
    await acknowledge.waitFor();
  }
  await cpu.off();
  return times;
}

/** The library's folder tiles: the one not open, then the other, and so on. */
export async function folderSwitch(page, origin, cpu, runs = RUNS) {
  await page.goto(`${origin}/resources`);
  const tile = (name) => page.getByRole('button', { name: new RegExp(`^${name} \\d+ files?$`) });
  await tile('uploads').waitFor();
  const open = (await pressed(tile('uploads')).count()) > 0 ? 'uploads' : 'grants';
  await cpu.on();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const target = (run % 2 === 0) === (open === 'uploads') ? 'grants' : 'uploads';
    times.push(
      await measure(
        page,
        () => tile(target).click(),
        () => pressed(tile(target)).waitFor(),
      ),
    );
  }
  await cpu.off();
  return times;
}

/** The filter needs a profile to compare with: the company profile, completed once if missing. */
async function withFitProfile(page, origin) {
  await page.goto(`${origin}/opportunities`);
  const filter = page.getByRole('switch', { name: ELIGIBLE_ONLY });
  const prompt = page.getByText(COMPLETE_PROFILE);
  await filter.or(prompt).first().waitFor({ state: 'attached' });
  if ((await filter.count()) > 0) return;
  await page.goto(`${origin}/?card=company`);
  await page.getByLabel('Company EIN').fill('12-3456789');
  await page.getByLabel('Company E-mail').fill('info@riverbend.coop');
  await page.getByLabel('Company Legal Name').fill('Riverbend Growers');
  await page.getByLabel('Company HQ Address').fill('12 Mill St, Burlington, VT');
  await page.getByLabel('Company Industry').fill('Agriculture');
  await page.getByLabel('Organisation Type').selectOption({ label: 'Non-Profit' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Company created successfully').first().waitFor();
  await page.goto(`${origin}/opportunities`);
}

/** Top picks' eligible-only switch, on and off. */
export async function eligibleOnly(page, origin, cpu, runs = RUNS) {
  await withFitProfile(page, origin);
  const filter = page.getByRole('switch', { name: ELIGIBLE_ONLY });
  await filter.waitFor({ state: 'attached' });
  await cpu.on();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const wanted = !(await filter.isChecked());
    times.push(
      await measure(
        page,
        // Mantine draws the switch over its (transparent) input: click where a person would.
        () => filter.click({ force: true }),
        async () =>
          page.waitForFunction(
            ([element, checked]) => element.checked === checked,
            [await filter.elementHandle(), wanted],
          ),
      ),
    );
  }
  await cpu.off();
  return times;
}

/** A button that opens a dialog (closed with Escape between runs). */
function opening(path, button, dialog) {
  return async (page, origin, cpu) => {
    await page.goto(`${origin}${path}`);
    const trigger = page.getByRole('button', { name: button });
    const opened = page.getByRole('dialog', { name: dialog });
    await trigger.waitFor();
    await cpu.on();
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(
        await measure(
          page,
          () => trigger.click(),
          () => opened.waitFor(),
        ),
      );
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden' });
    }
    await cpu.off();
    return times;
  };
}

/** The dashboard's tabs, each in turn from the second. */
async function tabChange(page, origin, cpu, path = '/grants') {
  await page.goto(`${origin}${path}`);
  const tabs = page.getByRole('tab');
  await selected(tabs).waitFor();
  const count = await tabs.count();
  await cpu.on();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const tab = tabs.nth((run + 1) % count);
    times.push(
      await measure(
        page,
        () => tab.click(),
        () => selected(tab).waitFor(),
      ),
    );
  }
  await cpu.off();
  return times;
}

export const INTERACTIONS = [
  { name: 'wizard Next', run: wizardNext },
  { name: 'library folder switch', run: folderSwitch },
  { name: "top picks' eligible-only filter", run: eligibleOnly },
  { name: 'opening the bell', run: opening('/', /^Notifications/, 'Notifications') },
  { name: 'opening Create folder', run: opening('/resources', 'Create folder', 'Create folder') },
  { name: "the dashboard's tab change", run: tabChange },
];

/** The floor page's tab change (All / Even), the same way. */
async function floorTabChange(browser, floor, phone) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    return await tabChange(page, floor.url, phone.throttler(page, session), '/');
  } finally {
    await context.close();
  }
}

/**
 * Every interaction on each build in `builds` ({ demo, live }: served origins; the live one calls
 * its API server), the floor page's tab change before each build's (its median over all of them
 * is the reference), each on the `phone` (phone.mjs: the slowdown set by a reading right before
 * it, measured again when the host changed speed through it). Resolves to the table's rows.
 */
export async function interactionFigures({ browser, builds, floor, phone }) {
  const floorSamples = [];
  const measured = [];
  for (const [build, host] of Object.entries(builds)) {
    if (!host) continue;
    floorSamples.push(
      ...(await phone.steadily('the floor page: tab change', () =>
        floorTabChange(browser, floor, phone),
      )),
    );
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const cpu = phone.throttler(page, await context.newCDPSession(page));
      await signIn(page, host.url);
      for (const interaction of INTERACTIONS) {
        const what = `${build}: ${interaction.name}`;
        const samples = await phone.steadily(what, () => interaction.run(page, host.url, cpu));
        const [stretch] = phone.stretches.slice(-1);
        console.log(
          `input to next paint, ${what}: ${samples.join(', ')} ms (${stretchText(stretch)})`,
        );
        measured.push({ build, name: interaction.name, samples });
      }
    } finally {
      await context.close();
    }
  }
  const floorMedian = median(floorSamples);
  return [
    ...measured.map(({ build, name, samples }) =>
      interactionRow(build, name, samples, floorMedian),
    ),
    {
      metric: `${INTERACTION_METRIC}, floor: tab change`,
      value: floorMedian,
      unit: 'ms',
      samples: floorSamples,
    },
  ];
}
