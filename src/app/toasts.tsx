import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_DEFAULTS, loadToasts, onFirstToast, toastContainerMounted } from '../lib/notify';
import { styleNonce } from './csp-nonce';

// The container (react-toastify, which injects its own styles with the page's nonce) is not part
// of the first load: it mounts with the first toast, which waits until then (shared/notify.ts).
const ToastContainer = lazy(() =>
  loadToasts().then((module) => ({ default: module.ToastContainer })),
);

export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_DEFAULTS} newestOnTop nonce={styleNonce()} />
      <ContainerMounted />
    </Suspense>
  );
}

/** Says when the container before it has mounted (its effects run first) and while it stays. */
function ContainerMounted() {
  useEffect(() => toastContainerMounted(), []);
  return null;
}
