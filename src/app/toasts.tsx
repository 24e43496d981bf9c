import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_DEFAULTS, loadToasts, onFirstToast } from '../screens/shared/notify';
import { styleNonce } from './csp-nonce';

// The container (react-toastify, which injects its own styles with the page's nonce) is not part
// of the first load: it mounts with the first toast, which waits in react-toastify's queue until
// then (one small chunk from this origin).
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
    </Suspense>
  );
}
