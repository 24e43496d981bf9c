import type { ModalProps } from '@mantine/core';
import { Suspense } from 'react';
import { chunk } from '../../lib/chunk';
import { useMounted } from '../../lib/use-mounted';
import { ChunkErrorBoundary } from './chunk-error-boundary';

const modal = chunk(() => import('./modal-code'));

/** Fetches the dialog's code ahead of need (a pointer or focus on the button that opens one). */
export const preloadModal = () => void modal.load().catch(() => undefined);

// It mounts shut and opens in the next render: Mantine's dialog notes the element to give focus
// back to when it opens, never on its mount (keyboard.spec.ts).
function LoadedModal(props: ModalProps) {
  const { Modal } = modal.useLoaded();
  const mounted = useMounted();
  return <Modal {...props} opened={mounted && props.opened} />;
}

/**
 * Mantine's `Modal`, whose code (the dialog, its focus trap, scroll lock and scroll area) loads
 * when it first opens instead of with the screen: nothing while it loads, a message if it
 * cannot. Once loaded it stays mounted, so it closes with its transition.
 */
export function LazyModal(props: ModalProps) {
  if (!modal.useReady(props.opened)) return null;
  return (
    <ChunkErrorBoundary what="This dialog" retry={modal.load}>
      <Suspense fallback={null}>
        <LoadedModal {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
