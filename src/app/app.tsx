import { MantineProvider } from '@mantine/core';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { AuthActorContext } from '../lib/auth-context';
import { type DemoControls, DemoControlsContext } from '../lib/demo-controls';
import { BellContext, type BellStore } from '../lib/bell-context';
import type { AuthActor } from './auth';
import { styleNonce } from './csp-nonce';
import { InspectorMount } from './inspector-mount';
import type { OfflineApp } from './offline-app';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';
import { TourMount } from './tour-mount';

// Mantine's Modal and Drawer lock scrolling with react-remove-scroll, whose <style> tag takes
// its nonce from get-nonce: without it the Content-Security-Policy blocks the tag.
setNonce(styleNonce());

export interface AppProps {
  auth: AuthActor;
  router: ReturnType<typeof createAppRouter>;
  demo: DemoControls | null;
  /** The demo build's service worker (offline use, new versions); null elsewhere. */
  offline?: OfflineApp | null;
  /** The signed-in user's notification bell (app/bell.ts). */
  bell?: BellStore | null;
}

export function App({ auth, router, demo, offline = null, bell = null }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <QueryClientProvider client={router.options.context.queryClient}>
        <AuthActorContext.Provider value={auth}>
          <TourMount demo={demo} router={router}>
            {(controls) => (
              <DemoControlsContext.Provider value={controls}>
                <BellContext.Provider value={bell}>
                  <RouterProvider router={router} />
                </BellContext.Provider>
                <Toasts />
                {offline && <OfflineNotices offline={offline} />}
                <InspectorMount demo={controls} />
              </DemoControlsContext.Provider>
            )}
          </TourMount>
        </AuthActorContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

const UpdateNotice = lazy(() =>
  import('./update-notice').then((module) => ({ default: module.UpdateNotice })),
);

/** The new-version notice, whose code loads only when a new version waits. */
function OfflineNotices({ offline }: { offline: OfflineApp }) {
  const { updateReady } = useSyncExternalStore(offline.subscribe, offline.getSnapshot);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice offline={offline} />
    </Suspense>
  );
}
