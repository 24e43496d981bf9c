import type * as Toastify from 'react-toastify';

// Toasts sit at the top centre: 4000 ms by default, 2000 ms for success, at most 20 at once.
export const TOAST_DEFAULTS = { position: 'top-center', autoClose: 4000, limit: 20 } as const;
export const SUCCESS_TOAST_MS = 2000;

// react-toastify is not part of the first load: it loads with the first toast (or when the app
// mounts its container after the first screen). Toasts raised before the container is mounted
// wait in react-toastify's queue and show as soon as it is.
let toastModule: Promise<typeof Toastify> | undefined;
const requestListeners = new Set<() => void>();

export const loadToasts = () => (toastModule ??= import('react-toastify'));

/** `listener` runs once, when the first toast is raised (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (toastModule) listener();
  else requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function show(raise: (toast: typeof Toastify.toast) => void): void {
  const first = !toastModule;
  void loadToasts().then(({ toast }) => raise(toast));
  if (first) {
    requestListeners.forEach((listener) => listener());
    requestListeners.clear();
  }
}

export const notify = {
  success: (message: string) =>
    show((toast) => toast.success(message, { autoClose: SUCCESS_TOAST_MS })),
  error: (message: string) => show((toast) => toast.error(message)),
  info: (message: string) => show((toast) => toast.info(message)),
};
