import type * as Toastify from 'react-toastify';

// Toasts sit at the top centre: 4000 ms by default, 2000 ms for success, at most 20 at once.
export const TOAST_DEFAULTS = { position: 'top-center', autoClose: 4000, limit: 20 } as const;
export const SUCCESS_TOAST_MS = 2000;

// react-toastify is not part of the first load: it loads with the first toast, which mounts the
// app's container (app/toasts.tsx). A toast raised before the container is mounted waits here,
// not in react-toastify's own queue: that queue goes to the first container that mounts, and in
// development React's StrictMode mounts the container, unmounts it (taking the queued toasts
// with it) and mounts it again, so the first toast after a page load never showed on `npm start`.
let toastModule: Promise<typeof Toastify> | undefined;
const requestListeners = new Set<() => void>();

function whenMounted() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
let containerMounted = whenMounted();

/** The app's toast container is mounted until the returned function is called. */
export function toastContainerMounted(): () => void {
  containerMounted.resolve();
  return () => {
    containerMounted = whenMounted();
  };
}

/**
 * Which app the waiting toasts belong to. A toast waits for a container; when the app that raised
 * it is gone before one mounted (a screen test's render unmounted), it belongs to no one and must
 * not be shown by the next app's container (it once surfaced as a second alert in the next test).
 */
let generation = 0;

/** The app that raised the toasts still waiting is gone: they are dropped, never shown. */
export function dropWaitingToasts(): void {
  generation += 1;
}

export const loadToasts = () => (toastModule ??= import('react-toastify'));

/** `listener` runs once, when the first toast is raised (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (toastModule) listener();
  else requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function show(raise: (toast: typeof Toastify.toast) => void): void {
  const first = !toastModule;
  const raisedIn = generation;
  void loadToasts().then(async ({ toast }) => {
    // The container that is mounted when the toast is raised (a later one, if it was replaced).
    let mounted: Promise<void>;
    do {
      mounted = containerMounted.promise;
      await mounted;
    } while (mounted !== containerMounted.promise);
    if (raisedIn === generation) raise(toast);
  });
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
