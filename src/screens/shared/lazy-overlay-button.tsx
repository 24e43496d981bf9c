import { type ComponentType, type ReactElement, Suspense, useState } from 'react';

/**
 * A button that opens an overlay loaded on first use: until then a plain button with the same
 * name and look; on the first click the overlay mounts open, around the same button.
 */
export function LazyOverlayButton({
  overlay: Overlay,
  button,
}: {
  overlay: ComponentType<{ target: ReactElement }>;
  button: (props: { onClick?: () => void; autoFocus?: boolean }) => ReactElement;
}) {
  const [used, setUsed] = useState(false);
  const placeholder = button({ onClick: () => setUsed(true) });
  if (!used) return placeholder;
  // The overlay's own button replaces the placeholder and takes the focus it had.
  return (
    <Suspense fallback={placeholder}>
      <Overlay target={button({ autoFocus: true })} />
    </Suspense>
  );
}
