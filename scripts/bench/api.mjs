// The live build's API for the benchmark: `npm run api:serve` (the embedded backend's handlers and
// seed over HTTP from Node, in its own process so its work never shares the event loop that
// drives Lighthouse), on 127.0.0.1 at the port the live build was built against, allowing the
// live build's origin (CORS). Each start is a fresh, seeded, in-memory database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const STARTUP_MS = 60_000;
export const API_BASE_PATH = '/api/v1';

/** A loopback port that is free now (the system picks it). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The live build's API base URL for a port: what `VITE_API_BASE_URL` is built with. */
export const apiBaseUrl = (port) => `http://127.0.0.1:${port}${API_BASE_PATH}`;

/**
 * Starts `npm run api:serve`'s server (without npm between, so stopping it stops the server) on
 * `port`, allowing `origins`. Resolves to { url, close } once it says where it listens.
 */
export async function startApi({ port, origins }) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/api-serve.ts'], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_BASE_PATH,
      API_ALLOWED_ORIGINS: origins.join(','),
      // A real server answers without checking its own answers against openapi.yaml: the check's
      // time would count in Lighthouse's simulated requests as server time.
      API_VALIDATE: '0',
      API_LOG: '0',
      // The seeded accounts' hashes at 1,000 PBKDF2 iterations: the bench's sign-ins cost no CPU
      // second on the machine that measures (no audited figure includes a sign-in).
      API_PASSWORD_ITERATIONS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`api:serve did not say where it listens:\n${output}`)),
      STARTUP_MS,
    );
    server.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `api:serve exited (${code}) before listening on port ${port}` +
            ` (is the port taken? the live build calls ${apiBaseUrl(port)}):\n${output}`,
        ),
      );
    });
  });
  return {
    url,
    close: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}
