// The page's side of the embedded backend: starts the backend's Web Worker (worker.ts) and routes
// every fetch below /api/ to it, so the backend's code, IndexedDB and the building of answers stay
// off the main thread. Settings live in this browser's storage and go with every call; the traffic
// recorder of the end-to-end suite wraps this fetch, as it wrapped the in-page backend's.
import { routeMatcher } from './app';
import { recordTraffic } from './recorder';
import { restoreSeededDrafts } from './seed/drafts';
import { type MockSettings, readSettings, writeSettings } from './settings';
import type { MockControl, MockServerOptions } from './start';
import { demoCallsVia } from '../lib/demo-calls';
import {
  type PageMessage,
  type WorkerMessage,
  decodeResponse,
  encodeRequest,
  fromWireError,
} from './worker-protocol';

const API_PREFIX = '/api/';

/** A message without its id, for each member of the union (Omit alone would merge them). */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
/** A message to the worker before it gets its id. */
type Outgoing = WithoutId<PageMessage>;

type Pending = {
  resolve: (value: WorkerMessage) => void;
  reject: (error: Error) => void;
};

/** Starts the backend in a worker; resolves once it has opened (and on a first visit seeded) its data. */
export async function startWorkerBackend(options: MockServerOptions): Promise<MockControl> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'grantwise-backend',
  });
  // The page's own fetch, for everything outside /api/.
  const pageFetch = globalThis.fetch;
  const pending = new Map<number, Pending>();
  let next = 0;
  let broken: Error | null = null;
  const settings = (): MockSettings => readSettings(options.latency);

  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (message.type === 'versionchange') {
      options.onVersionChange?.();
      return;
    }
    if (message.type === 'blocked') {
      options.onBlocked?.();
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.type === 'failed') waiting.reject(fromWireError(message.error));
    else waiting.resolve(message);
  };
  // The worker's script failed to load or threw: every call waiting, and every later one, fails.
  worker.onerror = (event) => {
    event.preventDefault();
    broken = new Error(`The embedded backend's worker failed: ${event.message || 'no message'}`);
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  };

  const send = (message: Outgoing) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as PageMessage);
    });

  const started = await send({
    type: 'start',
    latency: options.latency,
    settings: settings(),
    ...(options.databaseName ? { databaseName: options.databaseName } : {}),
  }).catch((error: unknown) => {
    worker.terminate();
    throw error;
  });
  if (started.type !== 'started') throw new Error('The embedded backend did not start');
  const match = routeMatcher(started.routes);
  // The demo account's wizard draft lives in the page's storage: seeded with the data.
  const restoreDrafts = (seeded: boolean) =>
    restoreSeededDrafts(globalThis.localStorage, new Date(), seeded);
  if (started.seeded) restoreDrafts(true);

  const backendFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const source = input instanceof Request ? input : null;
    const url = new URL(source ? source.url : String(input), globalThis.location.origin);
    if (!url.pathname.startsWith(API_PREFIX)) return pageFetch(input, init);
    const signal = init?.signal ?? source?.signal ?? null;
    signal?.throwIfAborted();
    // The settings (a forced fault) as the request leaves: the traffic recorder reads them then.
    const current = settings();
    const request = await encodeRequest(input, init);
    const answer = send({ type: 'fetch', settings: current, request }).then((message) => {
      if (message.type !== 'answer') throw new Error('The embedded backend gave no answer');
      return decodeResponse(message.response);
    });
    if (!signal) return answer;
    // An aborted call rejects at once, as fetch does; the worker's late answer is dropped.
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };
  globalThis.fetch = backendFetch;
  // The end-to-end suite records every exchange to check it against openapi.yaml (off otherwise).
  recordTraffic({
    operationOf: (method, path) => match(method, path)?.route.operationId ?? null,
    forcedFault: (operationId) => settings().faults[operationId] ?? null,
  });

  // A demo control goes by name (lib/demo-calls.ts). The demo account's seeded drafts are
  // put back in this page's storage when the data is (an empty account has none).
  const calls = demoCallsVia(async (name, args) => {
    const answer = await send({ type: 'call', name, args });
    if (name === 'resetDemoData' || name === 'loadPreset') restoreDrafts(args[0] !== 'empty');
    return answer.type === 'done' ? answer.value : undefined;
  });

  return {
    seeded: started.seeded,
    ...calls,
    getSettings: settings,
    updateSettings(partial) {
      writeSettings({ ...settings(), ...partial });
      return settings();
    },
    operations: () => started.operations,
    shutdown() {
      globalThis.fetch = pageFetch;
      worker.terminate();
    },
  };
}
