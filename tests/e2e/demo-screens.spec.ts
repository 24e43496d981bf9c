import type { Locator, Page } from '@playwright/test';
import {
  PHONE,
  expect,
  expectNoSidewaysOverflow,
  expectNoTextInItsBackgroundColour,
  signIn,
  test,
  whileStill,
} from './fixtures';

// Every screen of the demo, at a laptop's width and on a phone (emulated: its layout viewport
// grows with what is too wide, which a desktop window of its width never shows): the state
// inspector's button is docked in a strip at the foot of the viewport that nothing of the page is
// drawn over, and the page keeps that strip's height free at its end, so no text or control ever
// stays under the button; no badge, pill or button shows its text in its own background's
// colour; and on the phone nothing is wider than the screen. One sign-in per width, then one
// visit per screen, in the app already loaded (as the browser's back and forward buttons move it):
// what is judged is each screen drawn, not its start-up, which the other specs load from a fresh
// page (a full load per screen cost the two tests a third of their time).

/** A path no route answers: its screen shares nothing a screen's `ready` looks for. */
const NOT_FOUND = '/no-such-page';
const FOOD_GRANT = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
/** The demo account's draft, which resumes on the budget step with its lines. */
const DRAFT_GRANT = '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f';

/** A screen, and what shows once it has drawn its data. */
interface Screen {
  path: string;
  ready: (page: Page) => Locator;
  /** What a person does on arriving to reach the state checked (none by default). */
  enter?: (page: Page) => Promise<void>;
}

const SIGNED_OUT: Screen[] = [
  { path: '/sign-in', ready: (page) => page.getByRole('button', { name: 'Login' }) },
  { path: '/register', ready: (page) => page.getByRole('button', { name: 'Submit' }) },
  { path: '/affiliates', ready: (page) => page.getByRole('heading', { level: 1 }) },
  // A verification mail's link (issue 61): verified on the person's click.
  {
    path: '/verify-email?token=0123456789abcdef',
    ready: (page) => page.getByRole('button', { name: 'Verify my email' }),
  },
];

const SIGNED_IN: Screen[] = [
  // Both home screens: once the missions have loaded (the points above them come first).
  { path: '/', ready: (page) => page.getByText('Upload your first document') },
  { path: '/?card=company', ready: (page) => page.getByText('Upload your first document') },
  { path: '/opportunities', ready: (page) => page.getByRole('article').first() },
  {
    path: `/grant-details?id=${FOOD_GRANT}`,
    ready: (page) => page.getByRole('link', { name: 'SUBMIT APPLICATION' }),
  },
  {
    path: `/grant?id=${FOOD_GRANT}`,
    ready: (page) => page.getByRole('button', { name: 'Acknowledge' }),
  },
  {
    path: `/grant?id=${DRAFT_GRANT}`,
    ready: (page) => page.getByRole('button', { name: 'Edit line 1' }),
    enter: (page) => page.getByRole('button', { name: 'Resume application' }).click(),
  },
  { path: '/grants', ready: (page) => page.getByRole('table').getByRole('cell').first() },
  { path: '/resources', ready: (page) => page.getByRole('table').getByRole('cell').first() },
  // The preview of the library's first file (its id is read once signed in).
  { path: '/resources/{file}', ready: (page) => page.locator('iframe') },
  { path: '/affiliates', ready: (page) => page.getByRole('table').getByRole('cell').first() },
  { path: '/news', ready: (page) => page.getByRole('article').first() },
  { path: '/troubleshooting', ready: (page) => page.getByRole('button', { name: 'Contact Us' }) },
  { path: '/create-grant', ready: (page) => page.getByRole('button', { name: 'Next Step' }) },
  // An invitation mail's link (issue 61), the seeded invitation's id.
  {
    path: '/invitation?id=c4e8a1d2-7b3f-4e6a-9d0c-5f1b2a3c4d5e&token=0123456789abcdef',
    ready: (page) => page.getByRole('button', { name: 'Accept the invitation' }),
  },
  // A grant report after an award (issue 66): the demo account's first report (its id is read
  // once signed in).
  {
    path: '/report?id={report}',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Questions' }),
  },
  { path: NOT_FOUND, ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
];

const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768, phone: false },
  { name: 'phone', ...PHONE.viewport, phone: true },
];

/** The screen has drawn its data, and no loader is left. */
async function settled(page: Page, screen: Screen) {
  await expect(screen.ready(page)).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open state inspector' })).toBeVisible();
}

/**
 * What lies under the inspector's button. The button stays put while the page scrolls, on a
 * surface of its own (itself or the fixed bar it is docked in): that surface spans the foot of the
 * viewport and is opaque (what scrolls under it is hidden, as under the header, never cut by a
 * button floating over it), nothing is drawn over the button, and scrolled to the end no text or
 * control of the page reaches into the surface (the page keeps its height free).
 */
async function expectNothingUnderInspector(page: Page, where: string) {
  const top = await page.evaluate(inspectorProblems);
  await page.evaluate(scrollToEnd);
  const end = await page.evaluate(inspectorProblems);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect([...top.surface, ...end.reaching], where).toEqual([]);
}

/** Scrolls to the end of the page, again while the page is still growing. */
async function scrollToEnd(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let height = -1;
  while (height !== document.documentElement.scrollHeight) {
    height = document.documentElement.scrollHeight;
    window.scrollTo({ top: height, behavior: 'instant' });
    await frame();
    await frame();
  }
}

function inspectorProblems(): { surface: string[]; reaching: string[] } {
  const button = [...document.querySelectorAll('button')].find(
    (element) => element.getAttribute('aria-label') === 'Open state inspector',
  );
  if (!button) return { surface: ['no inspector button'], reaching: [] };
  let strip: HTMLElement = button;
  for (let node: HTMLElement | null = button; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') {
      strip = node;
      break;
    }
  }
  const surface: string[] = [];
  const stripBox = strip.getBoundingClientRect();
  const buttonBox = button.getBoundingClientRect();
  if (
    Math.abs(stripBox.left) > 0.5 ||
    Math.abs(stripBox.right - window.innerWidth) > 0.5 ||
    Math.abs(stripBox.bottom - window.innerHeight) > 0.5
  ) {
    surface.push(
      `the button floats over the page: its surface spans x ${Math.round(stripBox.left)}-${Math.round(stripBox.right)}, y ${Math.round(stripBox.top)}-${Math.round(stripBox.bottom)} of a ${window.innerWidth}x${window.innerHeight} viewport`,
    );
  }
  // What scrolls under the surface is hidden, as under the header: it must be opaque.
  const canvas = document.createElement('canvas').getContext('2d');
  if (canvas) {
    canvas.fillStyle = getComputedStyle(strip).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    if ((canvas.getImageData(0, 0, 1, 1).data[3] ?? 0) < 255)
      surface.push("the button's surface is see-through");
  }
  // Nothing is drawn over the button.
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.2, 0.5, 0.8]) {
      const x = buttonBox.left + buttonBox.width * fx;
      const y = buttonBox.top + buttonBox.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit && !button.contains(hit)) {
        surface.push(
          `${hit.tagName.toLowerCase()} "${hit.textContent?.trim().slice(0, 40)}" over the button`,
        );
      }
    }
  }
  // Text and controls of the page that reach into the button's surface.
  const reaching: string[] = [];
  const into = (box: DOMRect) =>
    box.width > 1 && box.height > 1 && box.bottom > stripBox.top + 0.5 && box.top < stripBox.bottom;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || strip.contains(parent) || !node.textContent?.trim()) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (into(range.getBoundingClientRect())) {
      reaching.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
  }
  const controls = 'a[href], button, input, select, textarea, iframe, [role="button"], [tabindex]';
  for (const control of document.querySelectorAll(controls)) {
    if (strip.contains(control) || control === document.querySelector('main')) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (into(control.getBoundingClientRect())) {
      reaching.push(
        `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`,
      );
    }
  }
  return { surface, reaching };
}

/** A screen that shares nothing a screen's `ready` looks for, passed through between two. */
interface Between {
  path: string;
  heading: string;
}
/** Signed out, a path no route answers leads to the sign-in screen. */
const BETWEEN_SIGNED_OUT: Between = { path: '/sign-in', heading: 'Sign in to Grantwise' };
const BETWEEN_SIGNED_IN: Between = { path: NOT_FOUND, heading: 'Page not found' };

/**
 * Opens `path` in the app already running, as a history move does: the router follows a
 * `popstate` and draws the route without reloading the page or restarting the embedded backend.
 * It passes through `between` first: the router keeps the screen it leaves on show until the next
 * has loaded, and the next screen's `ready` could be found on it (a table, a heading).
 */
async function openInPlace(page: Page, path: string, between: Between): Promise<void> {
  const move = (to: string) =>
    page.evaluate((target) => {
      const state = (history.state ?? {}) as { __TSR_index?: number };
      history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, to);
  const betweenShown = page.getByRole('heading', { level: 1, name: between.heading });
  if (path === between.path) {
    await move(path);
  } else {
    await move(between.path);
    await expect(betweenShown).toBeVisible();
    await move(path);
    await expect(betweenShown).toHaveCount(0);
  }
  await expect(page).toHaveURL(path);
}

/** The id of the demo account's first grant report, read with the session the page holds. */
async function firstReportId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const response = await fetch('/api/v1/grant-reports', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { items } = (await response.json()) as { items: { id: string }[] };
    if (!items[0]) throw new Error('the demo account has no report');
    return items[0].id;
  });
}

/** The id of the demo account's first library file, read with the session the page holds. */
async function firstFileId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const response = await fetch('/api/v1/resources/folder/uploads', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [first] = (await response.json()) as { id: string }[];
    if (!first) throw new Error('the demo account has no file');
    return first.id;
  });
}

for (const size of WIDTHS) {
  test.describe(size.name, () => {
    if (size.phone) test.use(PHONE);
    test(`every screen at ${size.width} px: nothing under the inspector, no text in its own background's colour${size.phone ? ', nothing wider than the screen' : ''}`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const visit = async (screen: Screen, between: Between, path = screen.path) => {
        await openInPlace(page, path, between);
        await screen.enter?.(page);
        await settled(page, screen);
        await whileStill(page, async () => {
          await expectNothingUnderInspector(page, `${path} at ${size.width} px`);
          await expectNoTextInItsBackgroundColour(page);
          if (size.phone) await expectNoSidewaysOverflow(page, path);
        });
      };
      await page.goto('/sign-in');
      for (const screen of SIGNED_OUT) await visit(screen, BETWEEN_SIGNED_OUT);
      await signIn(page);
      const file = await firstFileId(page);
      const report = await firstReportId(page);
      for (const screen of SIGNED_IN)
        await visit(
          screen,
          BETWEEN_SIGNED_IN,
          screen.path.replace('{file}', file).replace('{report}', report),
        );
    });
  });
}
