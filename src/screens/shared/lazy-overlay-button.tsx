import { type ComponentType, type ReactElement, Suspense, useState } from 'react';

/**
 * A button that opens an overlay (a menu, a popover) whose code loads on first use: until then a
 * plain button with the same name and look; on the first click the overlay mounts open, around
 * the same button. `overlayProps` are handed to the overlay (a row's file and actions).
 */
export function LazyOverlayButton<P extends object = object>({
  overlay: Overlay,
  overlayProps,
  button,
}: {
  overlay: ComponentType<P & { target: ReactElement }>;
  overlayProps?: P;
  button: (props: { onClick?: () => void; autoFocus?: boolean }) => ReactElement;
}) {
  const [used, setUsed] = useState(false);
  const placeholder = button({ onClick: () => setUsed(true) });
  if (!used) return placeholder;
  // The overlay's own button replaces the placeholder and takes the focus it had.
  return (
    <Suspense fallback={placeholder}>
      <Overlay {...(overlayProps as P)} target={button({ autoFocus: true })} />
    </Suspense>
  );
}
