// `npm run api:serve`: the embedded backend's handlers over HTTP on 127.0.0.1 (server/api-server.ts).
// Settings come from the environment (README, "The reference API server"); `--empty` starts
// without the demo seed; `--demo-google` accepts the demo's stand-in Google tokens (anyone can
// make one: never on a server others reach). Stops cleanly on SIGINT and SIGTERM.
// IndexedDB for Dexie, in this process's memory: it must exist before the backend's modules load.
import 'fake-indexeddb/auto';
import { PASSWORD_ITERATIONS } from '../src/mock-server/crypto';
import { parseAllowedOrigins } from './cors';
import { startApiServer } from './api-server';
import { smtpDelivery } from './smtp';

const DEFAULT_PORT = 4180;
/** The dev server's and `vite preview`'s default origins. */
const DEFAULT_ORIGINS =
  'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173';
const TENANT_HEADER = 'Grantwise-Test-Tenant';

/** `API_PASSWORD_ITERATIONS`: a whole number of PBKDF2 iterations, else the production count. */
function iterations(value: string | undefined): number {
  if (value === undefined || value === '') return PASSWORD_ITERATIONS;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`API_PASSWORD_ITERATIONS: "${value}" is not a whole number of iterations`);
  }
  return number;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) {
    throw new Error(`API_PORT: "${value}" is not a port number`);
  }
  return number;
}

const env = process.env;
const args = new Set(process.argv.slice(2));
const KNOWN_ARGS = ['--empty', '--demo-google'];
const unknown = [...args].filter((arg) => !KNOWN_ARGS.includes(arg));
if (unknown.length > 0) {
  console.error(
    `api:serve: unknown argument ${unknown.join(' ')} (known: ${KNOWN_ARGS.join(', ')})`,
  );
  process.exit(2);
}

const passwordIterations = iterations(env.API_PASSWORD_ITERATIONS);
const allowedOrigins = parseAllowedOrigins(env.API_ALLOWED_ORIGINS ?? DEFAULT_ORIGINS);
// With API_SMTP_URL, every mail also goes to that SMTP server (a catcher such as maildev).
const smtp = env.API_SMTP_URL
  ? smtpDelivery({
      url: env.API_SMTP_URL,
      from: env.API_MAIL_FROM ?? 'Grantwise <no-reply@grantwise.app>',
      appOrigin: env.API_APP_ORIGIN ?? allowedOrigins[0] ?? 'http://localhost:5173',
      report: (line) => console.error(line),
    })
  : null;
const server = await startApiServer({
  port: port(env.API_PORT),
  basePath: env.API_BASE_PATH ?? '/api/v1',
  allowedOrigins,
  seeded: !args.has('--empty'),
  passwordIterations,
  validate: env.API_VALIDATE !== '0',
  tenantHeader: env.API_TEST_TENANTS === '1' ? TENANT_HEADER : null,
  // Tests only: the mails sent, readable over HTTP (never on a server others reach).
  testOutbox: env.API_TEST_OUTBOX === '1',
  // Tests only: a funder's decision over HTTP, so the journeys reach an award.
  testDecisions: env.API_TEST_DECISIONS === '1',
  // The demo's stand-in Google tokens prove nothing: accepted only when asked for by name.
  standInGoogle: args.has('--demo-google'),
  ...(smtp ? { deliverMail: smtp.deliver } : {}),
  ...(env.API_LOG === '0' ? {} : { log: (line: string) => console.info(line) }),
});

console.info(`Grantwise reference API listening at ${server.url}`);
// The host only: the URL may carry a password.
if (smtp)
  console.info(`Mails go to the SMTP server at ${new URL(env.API_SMTP_URL ?? '').host} too.`);
if (passwordIterations < PASSWORD_ITERATIONS) {
  console.info(
    `Password hashes at ${passwordIterations} PBKDF2 iterations, for tests (production: ${PASSWORD_ITERATIONS}).`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([server.close(), smtp?.settled()])
      .then(() => smtp?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('api:serve: could not stop cleanly:', error);
          process.exit(1);
        },
      );
  });
}
