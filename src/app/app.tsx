import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { setNonce } from 'get-nonce';
import { ToastContainer } from 'react-toastify';
import { AuthActorContext } from '../screens/shared/auth-context';
import { type DemoControls, DemoControlsContext } from '../screens/shared/demo-context';
import { TOAST_DEFAULTS } from '../screens/shared/notify';
import type { AuthActor } from './auth';
import { styleNonce } from './csp-nonce';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// Mantine's Modal and Drawer lock scrolling with react-remove-scroll, whose <style> tag takes
// its nonce from get-nonce: without it the Content-Security-Policy blocks the tag.
setNonce(styleNonce());

export interface AppProps {
  auth: AuthActor;
  router: ReturnType<typeof createAppRouter>;
  demo: DemoControls | null;
}

export function App({ auth, router, demo }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <AuthActorContext.Provider value={auth}>
        <DemoControlsContext.Provider value={demo}>
          <RouterProvider router={router} />
          <ToastContainer {...TOAST_DEFAULTS} newestOnTop nonce={styleNonce()} />
        </DemoControlsContext.Provider>
      </AuthActorContext.Provider>
    </MantineProvider>
  );
}
