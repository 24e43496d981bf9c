import type { TourRole, TourTarget } from '../domain/tour';

// Finds a step's element as a person and a screen reader find it: by its role (explicit, or the
// HTML element's own) and its accessible name (aria-labelledby, aria-label, a field's label, or
// its text), and only when it is shown.

const IMPLICIT: Record<TourRole, string> = {
  alert: '',
  article: 'article',
  button: 'button, input[type="button"], input[type="submit"], input[type="reset"]',
  cell: 'td',
  checkbox: 'input[type="checkbox"]',
  combobox: 'select:not([multiple])',
  dialog: 'dialog',
  heading: 'h1, h2, h3, h4, h5, h6',
  link: 'a[href]',
  list: 'ul, ol',
  menuitem: '',
  navigation: 'nav',
  radio: 'input[type="radio"]',
  region: 'section[aria-label], section[aria-labelledby]',
  row: 'tr',
  search: 'search',
  status: 'output',
  switch: '',
  tab: '',
  table: 'table',
  tabpanel: '',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="tel"], input[type="url"], textarea',
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(ids: string): string {
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The element's accessible name, as far as the app's markup needs it. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return squash(textOf(labelledBy));
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    const labels = element.labels ? [...element.labels] : [];
    return squash(labels.map((l) => l.textContent ?? '').join(' '));
  }
  // A table is named by its caption (the budget table's "Budget table"), not by all its cells.
  if (element instanceof HTMLTableElement && element.caption) {
    return squash(element.caption.textContent ?? '');
  }
  return squash(element.textContent ?? '');
}

/** Shown on the page: not hidden by CSS and with a box. */
export function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const visible =
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      : true;
  return visible && box.width > 0 && box.height > 0;
}

function matches(element: Element, target: TourTarget): boolean {
  const role = element.getAttribute('role');
  if (role !== null && role !== target.role) return false;
  const name = accessibleName(element);
  return target.exact === false ? name.startsWith(target.name) : name === target.name;
}

/** Every element in `root` with the target's role and name, shown or not. */
export function candidates(target: TourTarget, root: ParentNode = document): Element[] {
  const selector = [`[role="${target.role}"]`, IMPLICIT[target.role]].filter(Boolean).join(', ');
  return [...root.querySelectorAll(selector)].filter(
    (element) =>
      !element.closest('[aria-hidden="true"], .driver-popover') && matches(element, target),
  );
}

/** The first shown element with the target's role and name, or null. */
export function findTarget(target: TourTarget, root: ParentNode = document): HTMLElement | null {
  const found = candidates(target, root).find(isShown);
  return (found as HTMLElement | undefined) ?? null;
}

/**
 * Resolves with the target once it is shown, or null after `timeout` ms: watches the page (any
 * change to it, and the end of any transition or animation) rather than polling on a timer.
 */
export function waitForTarget(
  target: TourTarget,
  timeout: number,
  signal?: AbortSignal,
): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const now = findTarget(target);
    if (now) {
      resolve(now);
      return;
    }
    let frame = 0;
    const finish = (value: HTMLElement | null) => {
      observer.disconnect();
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      signal?.removeEventListener('abort', abort);
      resolve(value);
    };
    const check = () => {
      frame = 0;
      const found = findTarget(target);
      if (found) finish(found);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    // A dialog that fades in changes no markup once its transition has started: the element
    // is shown only when the transition ends (opacity 0 reads as hidden until then).
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    const timer = setTimeout(() => finish(null), timeout);
    const abort = () => finish(null);
    signal?.addEventListener('abort', abort);
  });
}
