import { MantineProvider } from '@mantine/core';
import {
  type AnyRouter,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../src/lib/server-data';
import type { ReactNode } from 'react';
import { Toasts } from '../../src/app/toasts';
import { createActor, fromPromise } from 'xstate';
import { cssVariablesResolver, theme } from '../../src/app/theme';
import { authMachine } from '../../src/machines/auth.machine';
import { AuthActorContext } from '../../src/lib/auth-context';
import type { User } from '../../src/api/schema.gen';

export const TEST_USER: User = {
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
  email: 'demo@grantwise.app',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Rivera',
};

/** An auth actor for screen tests; its API actors are fakes that the test may override. */
export function createTestAuth(
  user: User | null = TEST_USER,
  actors: Partial<Parameters<typeof authMachine.provide>[0]['actors']> = {},
) {
  const logic = authMachine.provide({
    actors: {
      loginWithEmail: fromPromise(async () => ({ token: 'test-token', user: TEST_USER })),
      loginWithGoogle: fromPromise(async () => ({ token: 'test-token', user: TEST_USER })),
      logout: fromPromise<void, void>(async () => {}),
      // A restored session reads the profile: the server answers with the whole user.
      loadMe: fromPromise(async () => user ?? TEST_USER),
      ...actors,
    },
  });
  const actor = createActor(logic, { input: { user, token: user ? 'test-token' : null } });
  actor.start();
  return actor;
}

export type TestAuth = ReturnType<typeof createTestAuth>;

export interface RenderScreenOptions {
  /** The URL the memory router starts on (path and search). */
  path?: string;
  /** Signed-in user; `null` renders signed out. */
  signedInAs?: User | null;
  auth?: TestAuth;
}

/**
 * Renders a screen as the app does: Mantine, the auth actor, toasts and a router (the screen is
 * shown for every path, so links and navigation work and `router.state.location` tells where
 * the screen sent the user).
 */
export async function renderScreen(ui: ReactNode, options: RenderScreenOptions = {}) {
  const auth = authFor(options);
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([catchAll]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  return { ...(await renderApp(auth, router)), auth };
}

/** The test user unless `signedInAs` says otherwise (`null`: signed out), or the given actor. */
export function authFor(options: { signedInAs?: User | null; auth?: TestAuth }): TestAuth {
  return (
    options.auth ??
    createTestAuth(options.signedInAs === undefined ? TEST_USER : options.signedInAs)
  );
}

/** Mounts `router` as the app does (Mantine, the auth actor, toasts) and runs its first load. */
export async function renderApp(auth: TestAuth, router: AnyRouter) {
  // The router's cache when its context has one (the app's router), else one of its own.
  const context = router.options.context as { queryClient?: QueryClient } | undefined;
  const client = context?.queryClient ?? createQueryClient();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <AuthActorContext.Provider value={auth}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <Toasts />
      </AuthActorContext.Provider>
    </MantineProvider>,
  );
  // Inside act, so that React finishes what the first render starts (a screen's deferred part).
  await act(() => router.load());
  return { ...result, router, queryClient: client };
}
