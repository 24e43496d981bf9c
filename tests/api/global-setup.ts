import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { TestProject } from 'vitest/node';

// Where `npm run test:api` finds its server: API_BASE_URL when it is set (any server, e.g. the
// real API before the app is pointed at it), else `npm run api:serve` started here on a free port
// and stopped (SIGTERM, which must end it cleanly) when the run ends.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API's base URL, e.g. http://127.0.0.1:4180/api/v1. */
    apiBaseUrl: string;
    /** The origin the CORS checks send: the app's origin on that server. */
    appOrigin: string;
  }
}

/** The app's origin for the CORS checks (the server must allow it): APP_ORIGIN, or Vite's own. */
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173';

const STARTUP_MS = 60_000;

async function startApiServe(): Promise<{ url: string; server: ChildProcess }> {
  // What `npm run api:serve` runs, without npm between (so its exit code is the server's).
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/api-serve.ts'], {
    env: {
      ...process.env,
      API_PORT: '0',
      API_BASE_PATH: '/api/v1',
      API_ALLOWED_ORIGINS: APP_ORIGIN,
      // As the demo's test builds: a sign-in costs no CPU second (the production count of a
      // real server is its own business; test:api never depends on it).
      API_PASSWORD_ITERATIONS: '1000',
      API_LOG: '0',
      // The journeys read the mails sent (verification and invitation links) on its test-only route.
      API_TEST_OUTBOX: '1',
      // The report journey awards an application as a funder would (test-only route).
      API_TEST_DECISIONS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`api:serve did not say where it listens:\n${output}`)),
      STARTUP_MS,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api:serve exited (${code}) before listening:\n${output}`));
    });
  });
  return { url, server };
}

export default async function setup(project: TestProject) {
  project.provide('appOrigin', APP_ORIGIN);
  const given = process.env.API_BASE_URL;
  if (given) {
    project.provide('apiBaseUrl', given.replace(/\/+$/, ''));
    return undefined;
  }
  const { url, server } = await startApiServe();
  console.info(`test:api: against api:serve at ${url}`);
  project.provide('apiBaseUrl', url);
  return async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    if (code !== 0) throw new Error(`api:serve did not stop cleanly (code ${code}, ${signal})`);
  };
}
