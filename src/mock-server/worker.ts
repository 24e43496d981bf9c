// The embedded backend's Web Worker: Mirage and Dexie answer the page's API calls here, off the
// page's main thread, so opening and seeding IndexedDB and building answers never hold up a screen.
// The page (worker-client.ts) sends each call as a message; see worker-protocol.ts.
// worker-window comes first: Mirage only intercepts fetch where a `window` exists.
import './worker-window';
import { createBackendHost } from './worker-host';
import type { PageMessage } from './worker-protocol';

const host = createBackendHost((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<PageMessage>) => host.handle(event.data);
