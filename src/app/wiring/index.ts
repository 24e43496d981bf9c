import type { ServerData } from './queries';

export { api, type AppApi } from './api';

/**
 * Each screen's machines wired to the server data (loaded with the route that needs them, never
 * with the entry). Each takes the router context's reads and writes (`ServerData`): a machine
 * reads and writes the way a screen does, through the same cache. Routes import neither
 * `src/api` nor this folder: tests give the router fakes through the same context.
 */
export const logic = {
  registration: (server: ServerData) =>
    import('./registration').then((module) => module.registrationLogic(server)),
  createGrant: (server: ServerData) =>
    import('./create-grant').then((module) => module.createGrantLogic(server)),
  home: (server: ServerData) => import('./home').then((module) => module.homeLogic(server)),
  library: (server: ServerData) =>
    import('./library').then((module) => module.libraryLogic(server)),
  preview: (server: ServerData) =>
    import('./library').then((module) => module.previewLogic(server)),
  applicationWizard: (server: ServerData) =>
    import('./application-wizard').then((module) => module.wizard(server)),
  notifications: (server: ServerData) =>
    import('./notifications').then((module) => module.notificationsLogic(server)),
  /** The people of a shared application (issue 46): its panel on the dashboard and the wizard. */
  sharing: (server: ServerData) =>
    import('./sharing').then((module) => module.sharingLogic(server)),
  /** Withdrawing a submitted application, asked in its details on the dashboard (issue 66). */
  withdrawal: (server: ServerData) =>
    import('./withdrawal').then((module) => module.withdrawalLogic(server)),
  /** A grant report's wizard, after an award (issue 66, part 5). */
  reportWizard: (server: ServerData) =>
    import('./report-wizard').then((module) => module.reportWizardLogic(server)),
};

export type AppLogic = typeof logic;

/** The router context's `logic`: each entry bound to the context's own reads and writes. */
export type BoundLogic = { [Name in keyof AppLogic]: () => ReturnType<AppLogic[Name]> };

/**
 * Binds each entry once: every later call answers the same wired machine (a route's loader runs
 * again at every visit). A failed load (a chunk that did not arrive) is tried again next time.
 */
export function bindLogic(logic: AppLogic, server: ServerData): BoundLogic {
  const bound: Record<string, () => Promise<unknown>> = {};
  for (const [name, load] of Object.entries(logic) as [
    string,
    (s: ServerData) => Promise<unknown>,
  ][]) {
    let loaded: Promise<unknown> | null = null;
    bound[name] = () => {
      loaded ??= load(server).catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return loaded;
    };
  }
  return bound as BoundLogic;
}
