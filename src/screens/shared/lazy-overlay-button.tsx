import {
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  Suspense,
  startTransition,
  useState,
} from 'react';
import { useFocusReturn } from '../../lib/use-focus-return';

/** What a lazily loaded overlay (a menu, a popover) gets: its state and the button it opens from. */
export interface LazyOverlayProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button; a menu toggles on its clicks itself, a controlled popover needs its `onClick`. */
  target: ReactElement<{ onClick?: () => void }>;
}

/**
 * A button that opens an overlay (a menu, a popover) whose code loads on first use: until then a
 * plain button with the same name and look; on the first click the overlay's code loads while
 * that button stays shown (and focused), then the overlay mounts open around the same button.
 * `overlayProps` are handed to the overlay (a row's file and actions).
 *
 * The overlay is controlled from here, so focus goes back to its button when it closes, the
 * first time as every later time (`useFocusReturn`). Escape on the button closes the open
 * overlay too: Mantine closes it on an Escape inside the overlay only, and its focus trap moves
 * focus in a task after the overlay shows, so an Escape pressed as it opened (a quick hand, a
 * busy phone) left it open with no key to close it (library.spec.ts, in full runs).
 */
export function LazyOverlayButton<P extends object = object>({
  overlay: Overlay,
  overlayProps,
  button,
}: {
  overlay: ComponentType<P & LazyOverlayProps>;
  overlayProps?: P;
  button: (props: {
    onClick?: () => void;
    autoFocus?: boolean;
    onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  }) => ReactElement<{ onClick?: () => void }>;
}) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  useFocusReturn(opened);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && opened) setOpened(false);
  };
  if (!used) {
    // In a transition, so the boundary keeps this button (and its focus) while the code loads.
    const open = () =>
      startTransition(() => {
        setUsed(true);
        setOpened(true);
      });
    return <Suspense fallback={null}>{button({ onClick: open })}</Suspense>;
  }
  // The overlay's own button replaces the placeholder and takes the focus it had.
  return (
    <Suspense fallback={null}>
      <Overlay
        {...(overlayProps as P)}
        opened={opened}
        onChange={setOpened}
        target={button({ autoFocus: true, onKeyDown: closeOnEscape })}
      />
    </Suspense>
  );
}
