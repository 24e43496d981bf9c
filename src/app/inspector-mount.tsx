import { Suspense, lazy } from 'react';
import type { DemoControls } from '../screens/shared/demo-context';

// Behind the API mode so a live build drops the panel's chunk altogether.
const InspectorPanel =
  import.meta.env.VITE_API_MODE !== 'live'
    ? lazy(() => import('../screens/inspector/inspector-panel'))
    : null;

/** The state inspector's button and drawer, only with the embedded backend. */
export function InspectorMount({ demo }: { demo: DemoControls | null }) {
  if (!demo || !InspectorPanel) return null;
  return (
    <Suspense fallback={null}>
      <InspectorPanel demo={demo} />
    </Suspense>
  );
}
