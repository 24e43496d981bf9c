import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { type Locator, type Page, test as base, expect } from '@playwright/test';
import { TRAFFIC_SETTLED, TRAFFIC_SINK, type TrafficEntry } from '../../src/mock-server/recorder';
import { DROPPED_EVENT_SINK, type DroppedEvent } from '../../src/lib/dropped-event';
import {
  TRAFFIC_DIR,
  type TrafficRecord,
  storedRecord,
  trafficProblems,
  violationMessages,
} from '../support/traffic';
import { recordHttpTraffic } from './http-traffic';

export { expect };

/**
 * Which backend the build under test talks to, set by the pass's Playwright config: the demo
 * build's embedded backend (the default), or the live build against `npm run api:serve` on
 * another origin (playwright.http.config.ts). A spec written against these fixtures runs on
 * either; tests whose title ends with the tag `@live-api` run in the second pass too.
 */
export interface BackendOptions {
  backend: 'embedded' | 'http';
  /** The API's base URL in an 'http' pass (the live build was built with it). */
  httpApiBase: string;
}

/**
 * The header that gives each test of an 'http' pass a database of its own on api:serve (started
 * with API_TEST_TENANTS=1), seeded as the demo's: tests run side by side as on the embedded
 * backend, where each browser context has its own.
 */
export const TENANT_HEADER = 'Grantwise-Test-Tenant';

/** `google.accounts.id` as the app uses it, drawing nothing and signing no one in. */
export const SILENT_GOOGLE_IDENTITY = `window.google = { accounts: { id: {
  initialize() {}, renderButton() {}, prompt() {}, cancel() {}, disableAutoSelect() {}
} } };`;

export const DEMO = {
  email: 'demo@grantwise.app',
  password: 'Demo1234!',
  firstName: 'Dana',
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
};
export const SAM = {
  email: 'sam@grantwise.app',
  password: 'Grants2026!',
  firstName: 'Sam',
  id: '8a2d4f6b-1c3e-4a5b-8d7f-9e0a1b2c3d44',
};

export type DemoUser = typeof DEMO;

/** Signs in through the sign-in screen, as a person does, and waits for Home. */
export async function signIn(
  page: Page,
  who: { email: string; password: string } = DEMO,
): Promise<void> {
  await signInAt(page, '/', who);
}

/**
 * Signs in through the sign-in screen on the way to `path` (the screen's `redirect`, as when a
 * signed-out visitor follows a link) and waits for that page, signed in. One load of the app
 * instead of two: signing in, drawing Home and then loading the page again cost a second of
 * every test that starts elsewhere (docs/testing.md).
 */
export async function signInAt(
  page: Page,
  path: string,
  who: { email: string; password: string } = DEMO,
): Promise<void> {
  const target = new URL(path, 'http://app.test');
  await page.goto(path === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Waits until every animation that is about to end has ended (a toast sliding in, a dialog
 * fading in): axe measures colours as they are painted, and mid-fade a text has the contrast of
 * a half-transparent one. Animations meant to run on (a spinner, a toast's countdown bar) are
 * left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const ending = document.getAnimations().filter((animation) => {
        // A toast's countdown bar runs on: it ends with the toast (2 s for a success toast).
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (target?.classList.contains('Toastify__progress-bar')) return false;
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && end <= 2000;
      });
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Where an element stands once the page's short animations ended. A box read while a toast or a
 * menu still enters carries the animation's transform (a 24 px button measured 23.999998 px), so
 * every geometry check reads its boxes through here.
 */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor();
  await settleAnimations(locator.page());
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/**
 * A dialog once it has entered, ready for clicks. Mantine's Modal first stands still and
 * transparent for a frame or two, then slides 30 px down while it fades in: Playwright's
 * stability check (the same box in two frames) passes in those first frames, and its click then
 * pressed a button where it stood and released it where the button no longer was, so no click
 * fired (the saved-search fault test's Delete, once under load: the dialog stayed open, nothing
 * sent). A person cannot aim at a button before it shows; the test waits, as they do, until the
 * dialog is fully shown (opacity 1, which it reaches when its entry has ended).
 */
export async function enteredDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

/** A phone as Playwright emulates one: its width, a layout viewport that can grow, touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Nothing of the page is wider than the screen: the layout viewport (which a phone widens to the
 * widest content, then zooms the whole page out), the document, and every box that clips or
 * scrolls its content, except the boxes meant to scroll sideways: a labelled region the keyboard
 * reaches (ScrollBox with a label). A box that clips is judged when it is a part of the layout
 * (half the screen or wider). A visually hidden element, a form field's own text and a text
 * cut with an ellipsis on purpose are not boxes a person scrolls. A desktop window of the same
 * width does not show what a phone does: run it in a context made with PHONE.
 */
export async function expectNoSidewaysOverflow(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const problems = await page.evaluate((screenWidth) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList]
        .filter((c) => c.startsWith('mantine-') || !c.startsWith('m_'))
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join(
          '',
        )}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}`;
    if (window.innerWidth > screenWidth)
      found.push(
        `the layout viewport is ${window.innerWidth} px wide on a ${screenWidth} px screen`,
      );
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`the document is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    if (found.length > 0) {
      // What reaches past the screen's edge, outermost first: the likely cause.
      const past = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > screenWidth + 1,
      );
      found.push(
        ...past
          .filter((element) => !past.includes(element.parentElement as Element))
          .slice(0, 5)
          .map(
            (element) =>
              `${name(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`,
          ),
      );
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1) continue;
      if (element.matches('input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis') continue;
      // A box that clips (hidden, clip) cuts content when it is a part of the layout (half the
      // screen or wider: a card, a panel); a control's own drawing (a switch's track) clips on purpose.
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (!scrolls && element.clientWidth < screenWidth / 2) continue;
      if (element.matches('[role="region"][aria-label][tabindex="0"]')) continue;
      if (!element.checkVisibility()) continue;
      found.push(
        `${name(element)} (overflow-x ${style.overflowX}) holds ${element.scrollWidth} px in ${element.clientWidth} px`,
      );
    }
    return found;
  }, width);
  expect(problems, `what is wider than the screen: ${where}`).toEqual([]);
}

/**
 * A contrast axe could not decide that a test accepts: the element (a CSS selector matching the
 * text's element or one of its ancestors) and why its text is readable all the same.
 */
export interface UndecidedContrast {
  selector: string;
  reason: string;
}

export interface AccessibilityAllowances {
  /**
   * axe leaves a contrast it cannot compute (text over a gradient or an image, colours it cannot
   * resolve, text the same colour as its background) "incomplete" rather than failing it; each
   * one fails the test unless named here with a reason.
   */
  undecidedContrast?: readonly UndecidedContrast[];
}

/** What the page shows in badges, pills and buttons: the controls whose own background it paints. */
const OWN_BACKGROUND_TEXT = [
  '.mantine-Badge-root',
  '.mantine-Pill-root',
  '.mantine-Button-root',
  '.mantine-ActionIcon-root',
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="menuitem"]',
].join(', ');

/** Below this, text is (nearly) its background's colour: unreadable whatever axe decided. */
const MIN_OWN_BACKGROUND_CONTRAST = 3;

/**
 * No visible text in a badge, pill or button is drawn in its own background's colour: each text's
 * colour against the background painted behind it (the element's and its ancestors' colours, as
 * the browser paints them) reaches 3:1. A backstop for what axe leaves undecided; disabled
 * controls are exempt (WCAG 1.4.3), text over an image or a gradient is axe's to flag.
 */
export async function expectNoTextInItsBackgroundColour(page: Page): Promise<void> {
  const problems = await page.evaluate(
    ({ selector, minimum }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return ['no 2D canvas to read colours with'];
      /** Any CSS colour as RGBA (0-255, alpha 0-1), as the browser paints it. */
      const rgba = (colour: string): [number, number, number, number] => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = '#000';
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = (
        top: [number, number, number, number],
        below: [number, number, number],
      ): [number, number, number] => [
        top[0] * top[3] + below[0] * (1 - top[3]),
        top[1] * top[3] + below[1] * (1 - top[3]),
        top[2] * top[3] + below[2] * (1 - top[3]),
      ];
      const luminance = ([r, g, b]: [number, number, number]) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const ratio = (a: [number, number, number], b: [number, number, number]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      };
      /** The colour painted behind an element; null over an image or a gradient. */
      const backgroundBehind = (element: Element): [number, number, number] | null => {
        const layers: [number, number, number, number][] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.backgroundImage !== 'none') return null;
          const colour = rgba(style.backgroundColor);
          if (colour[3] > 0) layers.push(colour);
          if (colour[3] >= 1) break;
        }
        return layers.reduceRight<[number, number, number]>(
          (below, layer) => over(layer, below),
          [255, 255, 255],
        );
      };
      const found: string[] = [];
      const seen = new Set<Text>();
      for (const control of document.querySelectorAll(selector)) {
        if (control.closest('[disabled], [data-disabled="true"], [aria-disabled="true"]')) continue;
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          const parent = text.parentElement;
          if (seen.has(text) || !parent || !text.data.trim()) continue;
          seen.add(text);
          if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const box = range.getBoundingClientRect();
          // Visually hidden words (a 1 px clip) are for screen readers only.
          if (box.width <= 1 || box.height <= 1) continue;
          const background = backgroundBehind(parent);
          if (!background) continue;
          const colour = over(rgba(getComputedStyle(parent).color), background);
          const contrast = ratio(colour, background);
          if (contrast < minimum) {
            const show = (c: [number, number, number]) => `rgb(${c.map(Math.round).join(', ')})`;
            found.push(
              `"${text.data.trim().slice(0, 40)}" in ${control.tagName.toLowerCase()}.${[
                ...control.classList,
              ]
                .filter((name) => name.startsWith('mantine-'))
                .join('.')}: ${show(colour)} on ${show(background)}, ${contrast.toFixed(2)}:1`,
            );
          }
        }
      }
      return found;
    },
    { selector: OWN_BACKGROUND_TEXT, minimum: MIN_OWN_BACKGROUND_CONTRAST },
  );
  expect(problems, 'text in a badge, pill or button drawn in its background colour').toEqual([]);
}

/**
 * axe with the WCAG 2.2 AA rule set: any violation fails the test with a readable list, and so
 * does any contrast axe could not decide, unless the test names it and why it is acceptable
 * (`allow.undecidedContrast`). Only an empty field and a decorative glyph (no text drawn), text
 * behind an open modal dialog's overlay and text under a popup, a toast or a fixed bar drawn over
 * it are not asked about. Then no text of a badge, pill or button may have its
 * background's colour.
 */
export async function expectAccessible(
  page: Page,
  allow: AccessibilityAllowances = {},
): Promise<void> {
  const allowed = allow.undecidedContrast ?? [];
  for (const entry of allowed) {
    expect(
      entry.reason.trim(),
      `why the undecided contrast of ${entry.selector} is acceptable`,
    ).not.toBe('');
  }
  await page.locator('#root :visible').first().waitFor();
  const release = await holdStill(page);
  try {
    await judgeAccessibility(page, allowed);
  } finally {
    await release();
  }
}

/** The rows of the page's table that hold data (its header row left out). */
export const tableRows = (page: Page): Locator =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/**
 * axe's own source (the one `@axe-core/playwright` injects), run only in a document that has no
 * axe yet. The builder evaluates its source twice per check (once to look for `runPartial`, once
 * per frame to inject): 650 KB compiled and run twice on every check, while the page's axe from
 * the check before (same document, same version) was still there.
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * axe with the WCAG 2.2 AA rule set, run in the page itself (`setLegacyMode`): the default mode
 * opens a second page in the context for every check to merge the frames' results, and injected
 * axe (650 KB) into both, which took twice as long for the same results (the same violations,
 * incomplete and passed rules on every screen compared). No page of the app has a frame on
 * another origin, which is all the default mode adds. Every rule of the set runs; only the violations and
 * the incomplete (the contrasts axe cannot decide) carry every node, as they are what is judged:
 * the passed and inapplicable rules, which no check reads, are listed with one node each
 * (axe's `resultTypes`). Measured on one screen, three rounds in one run: 3.5-10.6 s a check
 * before, 1.5-3.4 s after, with the same rules run and the same verdicts (docs/testing.md).
 */
export function axeOf(page: Page): AxeBuilder {
  // `options` replaces the builder's options and `withTags` adds to them: options first, or the
  // tags are dropped and every rule of axe runs (best practices too).
  return new AxeBuilder({ page, axeSource: AXE_ONCE })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
}

/**
 * Holds the page still for a check that judges what it shows, through the page's own signals and
 * never a time: every request the app sent has been answered (`data-requests` gone: the client's
 * in-flight count), every toast is held (react-toastify pauses every toast's countdown while the
 * window has lost focus, which is what the check tells it) and none is half gone, and every short
 * animation has ended. On a slow machine a toast outlived the test's actions, and one that left
 * while axe ran turned into text axe could not decide; now the check sees the toast either
 * standing, checked with the page, or gone. The returned function lets the toasts run on.
 */
async function holdStill(page: Page): Promise<() => Promise<void>> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-requests'));
  // A toast entering or leaving carries react-toastify's animation class; one that has entered
  // starts its countdown then (so a pause before that is undone), and a paused one never leaves.
  const moving = page.locator('.Toastify__toast.Toastify--animate');
  await expect(moving).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(moving).toHaveCount(0);
  await settleAnimations(page);
  return async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
  };
}

/**
 * Runs `check` while the page is held still (see holdStill): requests answered, toasts held where
 * they stand, animations ended.
 */
export async function whileStill<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const release = await holdStill(page);
  try {
    return await check();
  } finally {
    await release();
  }
}

async function judgeAccessibility(
  page: Page,
  allowed: readonly UndecidedContrast[],
): Promise<void> {
  const results = await axeOf(page).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);

  const undecidedOf = (incomplete: typeof results.incomplete) =>
    incomplete
      .filter((result) => result.id === 'color-contrast')
      .flatMap((result) => result.nodes)
      .map((node) => ({
        target: node.target.map(String),
        // axe's own error (its message) when it could not even evaluate the element.
        why:
          node.any[0]?.message ??
          String(
            (node.none[0]?.data as { message?: unknown } | null)?.message ?? node.failureSummary,
          ),
        key: String((node.any[0]?.data as { messageKey?: unknown } | null)?.messageKey ?? ''),
      }))
      // An empty field draws no text: there is no contrast to decide until the user types, and
      // then in the colour every other field's entry has. Content of no text characters at all (a
      // decorative glyph) is no text either.
      .filter((node) => node.key !== 'emptyValue' && node.key !== 'nonBmp');
  const undecided = undecidedOf(results.incomplete);
  // Which allowance (if any) covers each undecided node, matched in the page; -2 for text outside
  // an open modal dialog, which its overlay hides, or under something drawn over it: a popup the
  // user opened (a menu, a non-modal dialog, a toast) or a fixed or sticky bar the text scrolled
  // beneath (a header). The popup's or the bar's own text is checked.
  const covering = await page.evaluate(
    ({ nodes, selectors }) => {
      const modal = [...document.querySelectorAll('[aria-modal="true"]')].find((dialog) =>
        dialog.checkVisibility(),
      );
      const popups = [
        ...document.querySelectorAll('[role="dialog"], [role="menu"], [role="alert"]'),
      ].filter((popup) => popup.checkVisibility());
      const bar = (element: Element | null) => {
        for (let node = element; node; node = node.parentElement) {
          if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
        }
        return null;
      };
      // What is drawn over the element, at points across the part of it inside the viewport.
      const underPopup = (element: Element) => {
        const box = element.getBoundingClientRect();
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, window.innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, window.innerHeight);
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9]) {
            const hit = document.elementFromPoint(
              left + (right - left) * fx,
              top + (bottom - top) * fy,
            );
            if (!hit || element.contains(hit)) continue;
            const over = bar(hit);
            if (popups.some((popup) => popup.contains(hit) && !popup.contains(element)))
              return true;
            if (over !== null && !over.contains(element)) return true;
          }
        }
        return false;
      };
      return nodes.map(({ target }) => {
        // A node inside a frame or a shadow root is named by a path: the last part is the node.
        const element = target.length === 1 ? document.querySelector(target[0] ?? '') : null;
        if (!element) return -1;
        if ((modal && !modal.contains(element)) || underPopup(element)) return -2;
        return selectors.findIndex((selector) => element.closest(selector));
      });
    },
    { nodes: undecided, selectors: allowed.map((entry) => entry.selector) },
  );
  const unexplained = undecided
    .filter((_, index) => covering[index] === -1)
    .map((node) => `${node.target.join(' ')}: ${node.why}`);
  expect(unexplained, 'contrasts axe could not decide, and no reason given').toEqual([]);

  await expectNoTextInItsBackgroundColour(page);
}

/**
 * Waits until a page handed over the exchanges it finished, with no limit but the test's own
 * timeout (a page that is gone hands over nothing). An exchange still on its way is not waited
 * for: the embedded backend answers within the page, and what it has not finished when the test
 * ends (the bell's idle-time re-read) is not the test's.
 */
async function settleTraffic(page: Page): Promise<void> {
  await page
    .evaluate(async (name) => {
      const settled = (window as unknown as Record<string, unknown>)[name];
      if (typeof settled === 'function') await (settled as () => Promise<void>)();
    }, TRAFFIC_SETTLED)
    .catch(() => undefined);
}

/** The problems of each recorded exchange, written for the run's summary; fails on any. */
function checkTraffic(
  records: TrafficRecord[],
  testInfo: { parallelIndex: number; project: { outputDir: string } },
): void {
  if (records.length > 0) {
    const dir = join(testInfo.project.outputDir, TRAFFIC_DIR);
    mkdirSync(dir, { recursive: true });
    appendFileSync(
      join(dir, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`),
      records.map((record) => `${JSON.stringify(storedRecord(record))}\n`).join(''),
    );
  }
  expect(violationMessages(records), 'exchanges that break openapi.yaml').toEqual([]);
}

/**
 * A console message the test expects, with why: a test that cuts the network, or makes the
 * backend fail on purpose, names what the browser or the app says about it. Anything else the
 * console says at level error, or any warning from React, fails the test.
 */
export interface ConsoleAllowance {
  text: RegExp;
  why: string;
}

/** The browser's word on each request it refused while a test had cut the network. */
export const NETWORK_CUT: ConsoleAllowance = {
  text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  why: 'the test cuts the network on purpose: the browser names each request it could not send',
};

/** The console's word on an answer the server gave (the traffic check judges those answers). */
const ANSWERED = /^Failed to load resource: the server responded with a status of [45]\d\d\b/;

/** A console message that fails a test: an error, or a warning from React or its libraries. */
export function consoleProblem(type: string, text: string): boolean {
  if (type === 'error') return !ANSWERED.test(text);
  if (type === 'warning') return /\bReact\b|\bWarning: |act\(|\buse\(\)/.test(text);
  return false;
}

/** Every test fails on an uncaught error in the page, and on a console error or React warning. */
export const test = base.extend<
  {
    pageErrors: string[];
    consoleProblems: string[];
    /** Console messages this test expects (see ConsoleAllowance). */
    consoleAllowed: ConsoleAllowance[];
    cspViolations: string[];
    droppedEvents: DroppedEvent[];
    traffic: TrafficEntry[];
    tenant: string;
    /**
     * Ends the page's session on the server, as when it expires: the next call answers 401.
     * Embedded: the backend's sessions are cleared; http: the token is signed out over the API.
     */
    endSession: () => Promise<void>;
  } & BackendOptions
>({
  backend: ['embedded', { option: true }],
  httpApiBase: ['', { option: true }],
  // An 'http' pass: a database of this test's own on api:serve, and no call to Google. The live
  // build loads Google Identity on the sign-in page unless the page has it already: it finds a
  // library that draws no button (so no "failed to load" alert; the Prism pass tests the button).
  // No request routing here: while any route is set, Playwright answers every CORS preflight
  // itself, and the server's own preflight answers would go untested.
  tenant: [
    async ({ context, backend }, use) => {
      if (backend !== 'http') {
        await use('');
        return;
      }
      const tenant = randomUUID();
      await context.setExtraHTTPHeaders({ [TENANT_HEADER]: tenant });
      await context.addInitScript(SILENT_GOOGLE_IDENTITY);
      await use(tenant);
    },
    { auto: true },
  ],
  endSession: [
    async ({ page, backend, httpApiBase, tenant }, use) => {
      await use(async () => {
        if (backend === 'http') {
          const token = await page.evaluate(() => localStorage.getItem('token'));
          expect(token, 'the page is signed in').toBeTruthy();
          const answer = await page.request.post(`${httpApiBase}/auth/logout`, {
            headers: { Authorization: `Bearer ${token}`, [TENANT_HEADER]: tenant },
          });
          expect(answer.status(), 'logout over the API').toBe(204);
          return;
        }
        await page.evaluate(async () => {
          const open = indexedDB.open('grantwise-demo');
          await new Promise<void>((resolve, reject) => {
            open.onsuccess = () => {
              const tx = open.result.transaction('sessions', 'readwrite');
              tx.objectStore('sessions').clear();
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
            open.onerror = () => reject(open.error);
          });
        });
      });
    },
    { scope: 'test' },
  ],
  consoleAllowed: [[], { option: true }],
  // Every page of the test's context: an error the app logged, a failed load that was not an
  // answer (a chunk, a blocked download), or a React warning (the dev pass runs React's
  // development build) fails the test, on every pass.
  consoleProblems: [
    async ({ context, consoleAllowed }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (!consoleProblem(message.type(), text)) return;
        if (consoleAllowed.some((allowed) => allowed.text.test(text))) return;
        const { url, lineNumber } = message.location();
        problems.push(`${message.type()}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      await use(problems);
      expect(problems, 'console errors and React warnings').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Every test fails on a Content-Security-Policy violation (the built app ships a strict CSP).
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__grantwiseCspViolation', (report: string) => {
        violations.push(report);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
          void (
            window as unknown as { __grantwiseCspViolation: (r: string) => Promise<void> }
          ).__grantwiseCspViolation(report);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Every test fails when a control sent an event its machine's state did not take (a button that
  // does nothing): the app reports each one outside the live build (machine-registry.ts).
  droppedEvents: [
    async ({ context }, use) => {
      const dropped: DroppedEvent[] = [];
      await context.exposeBinding(DROPPED_EVENT_SINK, (_source, report: DroppedEvent) => {
        dropped.push(report);
      });
      await use(dropped);
      expect(dropped, 'events a running machine dropped').toEqual([]);
    },
    { auto: true },
  ],
  // Every exchange with the API, in every page of the test's context, is recorded and checked
  // against openapi.yaml; one that breaks it fails the test. The demo build's embedded backend
  // records its own; an 'http' pass reads the browser's network, and api:serve's own verdict.
  // The records go to <outputDir>/traffic/ for the run's summary (tests/e2e/traffic-reporter.ts).
  traffic: [
    async ({ context, page, backend, httpApiBase }, use, testInfo) => {
      const test = testInfo.titlePath.join(' › ');
      if (backend === 'http') {
        expect(httpApiBase, 'an http pass names its API').toMatch(/^https?:\/\//);
        const http = recordHttpTraffic(context, httpApiBase);
        await use(http.entries);
        // Every request the test sent is waited for until it ends, with no limit but the test's
        // own timeout (a step that names them, so a timeout says which); one sent after the
        // test's end (the bell's idle-time re-read) is not the test's and is not judged.
        const pending = http.pending();
        if (pending.length === 0) await http.settled();
        else await base.step(`API requests on their way end: ${pending.join(', ')}`, http.settled);
        const records: TrafficRecord[] = http.entries.map((entry) => {
          const reported = http.violations.get(entry.seq);
          return {
            test,
            entry,
            problems: [
              ...trafficProblems(entry, {
                requestBodyUnread: http.unread.get(entry.seq)?.request ?? false,
                responseBodyUnread: http.unread.get(entry.seq)?.response ?? false,
              }),
              ...(reported ? [`api:serve reports: ${reported}`] : []),
            ],
          };
        });
        checkTraffic(records, testInfo);
        return;
      }
      const entries: TrafficEntry[] = [];
      await context.exposeBinding(TRAFFIC_SINK, (_source, entry: TrafficEntry) => {
        entries.push(entry);
      });
      await use(entries);
      await Promise.all([...new Set([page, ...context.pages()])].map(settleTraffic));
      checkTraffic(
        entries.map((entry) => ({ test, entry, problems: trafficProblems(entry) })),
        testInfo,
      );
    },
    { auto: true },
  ],
});

/**
 * Waits until the server has answered `operationId` with a success `times` times in this test.
 * A screen that updates at once (a saved grant's bookmark) shows its new state before the server
 * is told: a reload then cuts the exchange off, and its record with it (once the run's only
 * unsaveGrant, so the traffic summary found an operation no test exercised).
 */
export async function serverAnswered(
  traffic: TrafficEntry[],
  operationId: string,
  times = 1,
): Promise<void> {
  await expect
    .poll(
      () =>
        traffic.filter(
          (entry) =>
            entry.operationId === operationId &&
            entry.response !== null &&
            entry.response.status < 300,
        ).length,
      { message: `the server's answers to ${operationId}` },
    )
    .toBeGreaterThanOrEqual(times);
}

/**
 * Top picks draw their first screenful of cards with the list and the rest just after (the grid
 * is `aria-busy` meanwhile): waits until every card of the list is on the page.
 */
export async function everyCardDrawn(page: Page): Promise<void> {
  await expect(
    page.locator('[aria-busy]').filter({ has: page.getByRole('article') }),
  ).toHaveAttribute('aria-busy', 'false');
}
