import { Button } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import type { DemoControls } from '../lib/demo-controls';
import { useFocusReturn } from '../lib/use-focus-return';
import classes from './inspector-mount.module.css';

// Behind the API mode so a live build drops the panel's chunk altogether.
const InspectorPanel =
  import.meta.env.VITE_API_MODE !== 'live'
    ? lazy(() => import('../cockpit/inspector-panel'))
    : null;

/**
 * The state inspector's button, only with the embedded backend. The drawer's code (and the
 * Mantine parts only it uses) loads on the first click, so the inspector costs the first screen
 * nothing. Rendered after the router's content, so its button is the page's last tab stop. It is
 * docked in a strip at the foot of the viewport whose height the page keeps free (global.css): a
 * floating button covered a card's deadline on a phone.
 */
export function InspectorMount({ demo }: { demo: DemoControls | null }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useFocusReturn(opened);
  if (!demo || !InspectorPanel) return null;
  return (
    <>
      {/* The class lets a dialog's scroll lock keep the strip from shifting, as the header. */}
      <div className={`${classes.strip} right-scroll-bar-position`} data-demo-strip="">
        <Button
          size="xs"
          color="dark"
          aria-label="Open state inspector"
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
        >
          Inspector
        </Button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <InspectorPanel demo={demo} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
