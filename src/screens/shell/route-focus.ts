import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The id of every page's main landmark: the skip link and the focus after a route change land there. */
export const MAIN_ID = 'main';

/** A modal dialog or a menu holds focus: a navigation behind it must not take it away. */
function focusHeldByOverlay(): boolean {
  return (
    document.activeElement?.closest('[aria-modal="true"], [role="dialog"], [role="menu"]') != null
  );
}

/** A field the user types in: focus there is theirs, not a place a navigation left it. */
function isField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.matches('input, textarea, select');
}

/**
 * Focuses the new page's h1 (made focusable by script only), else its main landmark; returns what
 * took focus, or null when nothing could. A heading React still hides (a screen that suspended
 * again keeps its drawn tree under `display: none` until it is ready) cannot take focus: the
 * call does nothing and focus stays where it was.
 */
function focusPage(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
  return document.activeElement === target ? target : null;
}

/**
 * After a route change (a new path, not the first page load and not a change of search params
 * alone, which the page's own controls make while the user types or picks a tab), focus moves to
 * the new page's heading, so a screen reader announces the page and Tab continues from its top.
 * If the page then replaces its heading (its pending frame gives way to the screen), or had none
 * yet and focus went to the landmark, focus follows to the new heading until the user moves it,
 * presses a key or puts a pointer down. If the user pressed a key or put a pointer down while the
 * page loaded, focus is theirs and stays: a screen drawn before its route resolved (its heading,
 * its list) is one a user acts on, and a menu they opened keeps focus on its button, outside the
 * menu, where taking it to the heading would send their next key astray. A field the user went
 * into while the page loaded keeps focus too: a page whose frame showed its heading resolved only
 * after the user had typed in the header's search, and the Enter that followed went to the
 * heading (grants-discovery.spec.ts).
 */
export function useFocusOnRouteChange(): void {
  const router = useRouter();
  useEffect(() => {
    let stopFollowing = () => {};
    // What had focus as the navigation started (the link followed, the field submitted).
    let atStart: Element | null = null;
    // Whether the user pressed a key or put a pointer down since the navigation started: whatever
    // has focus then (a menu's button they clicked, which keeps focus outside the menu it opened)
    // is theirs. The click or key that started the navigation comes before it starts. Acting also
    // ends the following below: it ends when the user acts, not after a while (on a busy phone
    // the screen's chunk can come later than any fixed wait; 10 s was still too short on a loaded
    // two-core machine, and focus stayed on nothing).
    let actedSinceStart = false;
    const userActs = () => {
      actedSinceStart = true;
      stopFollowing();
    };
    document.addEventListener('keydown', userActs, true);
    document.addEventListener('pointerdown', userActs, true);
    const unsubscribeStart = router.subscribe('onBeforeNavigate', () => {
      atStart = document.activeElement;
      actedSinceStart = false;
    });
    const unsubscribe = router.subscribe('onResolved', (event) => {
      stopFollowing();
      if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
      if (actedSinceStart || focusHeldByOverlay()) return;
      const active = document.activeElement;
      if (active !== atStart && isField(active)) return;
      const main = document.getElementById(MAIN_ID);
      if (!main) return;
      // What had focus as the page changed (the link followed): leaving focus there is not the
      // user's choice, so the heading takes it as soon as it can.
      const origin = document.activeElement;
      let focused = focusPage();
      const observer = new MutationObserver(() => {
        const active = document.activeElement;
        const unclaimed = !active || active === document.body || active === origin;
        // The user moved focus (or the page did): it is theirs now.
        if (!unclaimed && active !== focused) return stopFollowing();
        // Still on the page's heading, or on its landmark while it has none yet.
        const heading = main.querySelector('h1');
        if (active === focused && focused?.isConnected && (focused === heading || heading === null))
          return;
        focused = focusPage() ?? focused;
      });
      // A screen shown again after it suspended changes only its style.
      observer.observe(main, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style', 'hidden'],
      });
      stopFollowing = () => {
        observer.disconnect();
        stopFollowing = () => {};
      };
    });
    return () => {
      stopFollowing();
      document.removeEventListener('keydown', userActs, true);
      document.removeEventListener('pointerdown', userActs, true);
      unsubscribe();
      unsubscribeStart();
    };
  }, [router]);
}
