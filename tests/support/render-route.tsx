import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { followSession } from '../../src/app/auth-routing';
import { createAppRouter } from '../../src/app/router';
import type { AppApi, AppLogic } from '../../src/app/wiring';
import { createQueryClient } from '../../src/lib/server-data';

import { type TestAuth, authFor, renderApp } from './render';
import type { CallAnswer, CallInit, OperationId } from '../../src/api/call';
import type { User } from '../../src/api/schema.gen';

/** Fakes of the generic call (`api.call`), by operationId, each typed as the contract says. */
export type FakeCalls = {
  [Id in OperationId]?: (init: CallInit<Id>) => Promise<CallAnswer<Id>>;
};

/** A call a test did not fake: it fails, naming itself, so a missing fake is obvious. */
const notFaked = (name: string) =>
  vi.fn(() => Promise.reject(new Error(`${name} is not faked in this test`)));

/**
 * The router context's API with the given fakes; the session token is there. Any other call
 * fails when made, naming itself, so a new call of the API needs no change here.
 */
export function fakeApi(overrides: Partial<AppApi> = {}, calls: FakeCalls = {}): AppApi {
  const byId = calls as Record<string, ((init: unknown) => Promise<unknown>) | undefined>;
  const fakes: Record<string, unknown> = {
    hasToken: () => true,
    // An operation called by its operationId: its fake, or a failure naming it.
    call: (id: string, init: unknown) => (byId[id] ? byId[id](init) : notFaked(`call('${id}')`)()),
    ...overrides,
  };
  return new Proxy(fakes, {
    get: (target, name) => {
      if (typeof name !== 'string') return undefined;
      target[name] ??= notFaked(name);
      return target[name];
    },
  }) as AppApi;
}

export interface RenderRouteOptions {
  api?: Partial<AppApi>;
  /** Fakes of operations called by their operationId (`api.call`). */
  calls?: FakeCalls;
  logic?: Partial<AppLogic>;
  /** Signed-in user; `null` renders signed out. */
  signedInAs?: User | null;
  auth?: TestAuth;
}

/**
 * Renders the app's own router at `path` (its routes, loaders, guards and the shell) with a
 * faked router context: what a screen shows is what its route's loader gave it. The router
 * follows the session as in the app.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const auth = authFor(options);
  const api = fakeApi(options.api, options.calls);
  const logic = { ...notProvidedLogic(), ...options.logic } as AppLogic;
  const queryClient = createQueryClient();
  const router = createAppRouter(
    { auth, api, logic, queryClient },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  followSession(auth, router);
  return { ...(await renderApp(auth, router)), auth, api, queryClient };
}

function notProvidedLogic(): Record<keyof AppLogic, () => Promise<never>> {
  const names: (keyof AppLogic)[] = [
    'registration',
    'createGrant',
    'home',
    'library',
    'preview',
    'applicationWizard',
    'notifications',
    'sharing',
    'withdrawal',
    'reportWizard',
  ];
  return Object.fromEntries(
    names.map((name) => [name, notFaked(`logic.${name}`)]),
  ) as unknown as Record<keyof AppLogic, () => Promise<never>>;
}
