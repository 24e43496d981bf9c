// The embedded backend's side of the wire (see worker-protocol.ts): answers the page's messages
// through Mirage and Dexie. worker.ts runs it in the backend's Web Worker; tests run it in-process.
import { allRoutes, operationIds } from './all-routes';
import type { MockSettings } from './settings';
import { callDemo } from '../lib/demo-calls';
import { type MockControl, startMockServer } from './start';
import {
  type PageMessage,
  type WorkerMessage,
  decodeRequest,
  encodeResponse,
  toWireError,
} from './worker-protocol';

/** The handler of the page's messages; `post` sends the answers back. */
export function createBackendHost(post: (message: WorkerMessage) => void) {
  let settings: MockSettings | null = null;
  // The started backend and Mirage's fetch, taken as soon as it has started (the host's scope may
  // be the page's, in tests, where the page's own fetch replaces it afterwards).
  let backend: Promise<{ control: MockControl; fetch: typeof fetch }> | null = null;
  const started = () =>
    backend ?? Promise.reject(new Error('The embedded backend has not started'));

  async function answer(message: Extract<PageMessage, { type: 'fetch' }>) {
    settings = message.settings;
    try {
      const { fetch: backendFetch } = await started();
      const response = await backendFetch(...decodeRequest(message.request));
      post({ type: 'answer', id: message.id, response: await encodeResponse(response) });
    } catch (error) {
      post({ type: 'failed', id: message.id, error: toWireError(error) });
    }
  }

  async function call(message: Extract<PageMessage, { type: 'call' }>) {
    try {
      const { control } = await started();
      const value = await callDemo(control, message.name, message.args);
      post({ type: 'done', id: message.id, value });
    } catch (error) {
      post({ type: 'failed', id: message.id, error: toWireError(error) });
    }
  }

  function start(message: Extract<PageMessage, { type: 'start' }>) {
    settings = message.settings;
    backend ??= startMockServer({
      latency: message.latency,
      databaseName: message.databaseName,
      // The page keeps the settings (in its storage) and sends them with every call.
      settings: () => settings ?? message.settings,
      // The page records the traffic, where the test process listens.
      record: false,
      onVersionChange: () => post({ type: 'versionchange' }),
      onBlocked: () => post({ type: 'blocked' }),
    }).then((control) => ({ control, fetch: globalThis.fetch }));
    backend.then(
      ({ control }) =>
        post({
          type: 'started',
          id: message.id,
          routes: allRoutes.map(({ method, path, operationId }) => ({ method, path, operationId })),
          operations: [...operationIds],
          seeded: control.seeded,
        }),
      (error: unknown) => post({ type: 'failed', id: message.id, error: toWireError(error) }),
    );
  }

  return {
    handle(message: PageMessage) {
      if (message.type === 'start') start(message);
      else if (message.type === 'fetch') void answer(message);
      else void call(message);
    },
    /** Stops Mirage and closes the database (a worker that is terminated needs none of it). */
    async shutdown() {
      (await backend?.catch(() => null))?.control.shutdown();
    },
  };
}
