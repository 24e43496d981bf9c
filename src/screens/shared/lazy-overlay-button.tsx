import {
  Component,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useState,
} from 'react';
import { notify } from '../../lib/notify';
import { useFocusReturn } from '../../lib/use-focus-return';

/** Said when an overlay's code could not be fetched (the connection lost mid-visit). */
export const OVERLAY_FAILED = 'This could not be opened. Check your connection and try again.';

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
 * first time as every later time (`useFocusReturn`).
 *
 * If the overlay's code cannot be fetched, the plain button stays and a toast says so: the page
 * keeps working (the route's error page replaced it all, offline, when a menu's chunk failed),
 * and the next click fetches the code again (`retry` makes the overlay's lazy component anew:
 * React's `lazy` keeps its failure for good).
 */
export function LazyOverlayButton<P extends object = object>({
  overlay: Overlay,
  overlayProps,
  button,
  retry,
}: {
  overlay: ComponentType<P & LazyOverlayProps>;
  overlayProps?: P;
  /** Lets the overlay's code be fetched again after it failed (`retryableLazy`). */
  retry?: () => void;
  button: (props: {
    onClick?: () => void;
    autoFocus?: boolean;
  }) => ReactElement<{ onClick?: () => void }>;
}) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  useFocusReturn(opened);
  if (!used) {
    // In a transition, so the boundary keeps this button (and its focus) while the code loads.
    const open = () =>
      startTransition(() => {
        setUsed(true);
        setOpened(true);
      });
    return <Suspense fallback={null}>{button({ onClick: open })}</Suspense>;
  }
  const failed = () => {
    retry?.();
    setUsed(false);
    setOpened(false);
    notify.error(OVERLAY_FAILED);
  };
  // The overlay's own button replaces the placeholder and takes the focus it had.
  return (
    <OverlayBoundary onFailed={failed}>
      <Suspense fallback={null}>
        <Overlay
          {...(overlayProps as P)}
          opened={opened}
          onChange={setOpened}
          target={button({ autoFocus: true })}
        />
      </Suspense>
    </OverlayBoundary>
  );
}

/** Catches an overlay whose code failed to load, so it does not reach the route's error page. */
class OverlayBoundary extends Component<
  { onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
