// `npm test`: every check and test pass, in order, with one demo build and one live build shared
// by every pass that needs them, and at the end how long each phase took (docs/testing.md).
//   node scripts/test.mjs              every phase
//   node scripts/test.mjs e2e live     only the phases whose name starts with one of these words
//                                      (the builds they need are made first)
// The first failing phase stops the run; the table of timings is printed either way.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { livePass } from './live-build.mjs';

const e2ePort = Number(process.env.E2E_PORT ?? 4300);
const live = livePass();

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs commands side by side (single-threaded tools on a two-core machine); first failure wins. */
async function together(...commands) {
  const codes = await Promise.all(commands.map((command) => run(command)));
  return codes.find((code) => code !== 0) ?? 0;
}

const demoBuild = `dist-e2e-${e2ePort}`;
const builtEnv = { E2E_BUILT: '1' };

/** Each phase: a name, what it needs built first, and what it runs. */
const PHASES = [
  {
    name: 'static: contract, types, lint, format',
    run: async () =>
      (await together('npm run --silent api:check', 'npm run --silent api:lint')) ||
      (await together('npm run --silent typecheck', 'npm run --silent lint')) ||
      run('npm run --silent format:check'),
  },
  { name: 'unit: vitest and the model checks', run: () => run('npm run --silent test:unit') },
  {
    name: 'build: demo (e2e mode) and live',
    run: async () => {
      rmSync(demoBuild, { recursive: true, force: true });
      rmSync(live.dist, { recursive: true, force: true });
      return (
        (await run(`npx vite build --mode e2e --outDir ${demoBuild} --logLevel warn`)) ||
        (await run(`npx vite build --mode live --outDir ${live.dist} --logLevel warn`, live.env)) ||
        run(`node scripts/check-live-build.mjs ${live.dist}`)
      );
    },
  },
  { name: 'e2e: the demo build', run: () => run('npx playwright test', builtEnv) },
  {
    name: 'e2e dev: the dev server',
    run: () => run('npx playwright test -c playwright.dev.config.ts'),
  },
  {
    name: 'live: the live build against the contract mock',
    run: () => run('npx playwright test -c playwright.live.config.ts', builtEnv),
  },
  {
    name: 'live http: the live build against api:serve',
    run: () => run('npx playwright test -c playwright.http.config.ts', builtEnv),
  },
  { name: 'api: HTTP journeys against api:serve', run: () => run('npm run --silent test:api') },
];

const only = process.argv.slice(2);
const selected = only.length
  ? PHASES.filter(
      (phase) => phase.name.startsWith('build') || only.some((word) => phase.name.startsWith(word)),
    )
  : PHASES;

const timings = [];
const started = Date.now();
let failed = null;
for (const phase of selected) {
  console.log(`\n=== ${phase.name}`);
  const at = Date.now();
  const code = await phase.run();
  timings.push({ name: phase.name, seconds: (Date.now() - at) / 1000, code });
  if (code !== 0) {
    failed = phase.name;
    break;
  }
}

const width = Math.max(...timings.map((t) => t.name.length));
console.log('\nPhase timings');
for (const { name, seconds, code } of timings) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${code ? '  FAILED' : ''}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);
if (failed) {
  console.error(`\nnpm test failed in: ${failed}`);
  process.exit(1);
}
