import { useLayoutEffect, useRef } from 'react';

/** Focus is nowhere the user put it: on the page body, gone with its element, or in an overlay. */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
  );
}

/**
 * Gives focus back to an overlay's trigger when the overlay closes (the WAI-ARIA dialog and menu
 * button patterns), on its first opening as on every later one.
 *
 * Mantine's overlays remember their trigger only when `opened` changes after they mount, so an
 * overlay whose code loads on first use, mounted already open, drops focus to `<body>` on close.
 * Call this in the component that owns `opened` and stays mounted while the overlay's code loads:
 * it remembers the element that had focus when `opened` became true (the overlay's own focus
 * trap moves focus only after that) and focuses it again when `opened` turns false or the
 * component unmounts (a dialog that is only mounted while open), if it is still in the page and
 * focus has not been put somewhere else meanwhile.
 */
export function useFocusReturn(opened: boolean): void {
  const trigger = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  useLayoutEffect(() => {
    if (opened === wasOpened.current) return;
    wasOpened.current = opened;
    if (opened) {
      const active = document.activeElement;
      trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    giveBack(trigger);
  });
  useLayoutEffect(
    () => () => {
      if (wasOpened.current) giveBack(trigger);
      // StrictMode mounts again at once: the next mount remembers the trigger anew.
      wasOpened.current = false;
    },
    [],
  );
}

function giveBack(trigger: { current: HTMLElement | null }): void {
  const target = trigger.current;
  trigger.current = null;
  if (target?.isConnected && focusIsAdrift()) target.focus({ preventScroll: true });
}
