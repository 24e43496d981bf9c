// `npm test`: every check and test pass, in order, with one demo build and one live build shared
// by every pass that needs them, and at the end how long each phase took (docs/testing.md).
//   node scripts/test.mjs              every phase
//   node scripts/test.mjs e2e live     only the phases whose name starts with one of these words
//                                      (the builds they need are made first)
// The first failing phase stops the run; the table of timings is printed either way.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { livePass } from './live-build.mjs';
import { faster, scaledTimings } from './speed-figures.mjs';
import { REFERENCE, describeFigures, measureFigures } from './speed.mjs';

const e2ePort = Number(process.env.E2E_PORT ?? 4300);
const live = livePass();

/**
 * Runs a command; resolves to its exit code. Its output is inherited, or, with a label (passes that
 * run side by side), each line is written with the label before it.
 */
function run(command, env = {}, label = '') {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
      }
    }
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

/**
 * Each phase: a name and what it runs; or parts that run side by side (each a sequence of steps),
 * where the passes leave cores idle: the dev-server pass waits on the dev server's compiles, the
 * contract passes on their servers, and they use other ports. `kind`: the speed figure that
 * predicts its time on another machine (scripts/speed-figures.mjs): `browser` where Chromium
 * does the work, `js` (the default) for Node's tools; a phase of parts is a browser phase when
 * one of its passes that runs drives Chromium (three of its four do, and it lasts as long as
 * they do).
 */
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
  { name: 'e2e: the demo build', kind: 'browser', run: () => run('npx playwright test', builtEnv) },
  {
    name: 'side by side: the dev server, the live build, the HTTP journeys',
    parts: [
      [
        {
          name: 'e2e dev: the dev server',
          label: 'dev',
          kind: 'browser',
          command: 'npx playwright test -c playwright.dev.config.ts',
        },
      ],
      [
        {
          name: 'live: the live build against the contract mock',
          label: 'live',
          kind: 'browser',
          command: 'npx playwright test -c playwright.live.config.ts',
          env: builtEnv,
        },
        {
          name: 'live http: the live build against api:serve',
          label: 'http',
          kind: 'browser',
          command: 'npx playwright test -c playwright.http.config.ts',
          env: builtEnv,
        },
      ],
      [
        {
          name: 'api: HTTP journeys against api:serve',
          label: 'api',
          command: 'npm run --silent test:api',
        },
      ],
    ],
  },
];

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.some((word) => name.startsWith(word));

const timings = [];
const started = Date.now();
const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
// Both figures (scripts/speed.mjs) are measured at the start and again at the end; the faster of
// each scales the phases of its kind. At the start of a fresh clone's run the install has just
// loaded the machine (its JS figure read 683 ms where the same machine reads about 480), which
// made the scaled total read too low.
const startFigures = await measureFigures();
console.log(`Machine speed: ${describeFigures(startFigures)}, load average ${loads()}`);

/** Runs one part's steps in turn, recording each step's time; resolves to the first failure. */
async function runSteps(steps) {
  for (const step of steps) {
    const at = Date.now();
    const code = await run(step.command, step.env, step.label);
    timings.push({
      name: `  ${step.name}`,
      seconds: (Date.now() - at) / 1000,
      code,
      kind: step.kind ?? 'js',
      part: true,
    });
    if (code !== 0) return code;
  }
  return 0;
}

let failed = null;
for (const phase of PHASES) {
  let code;
  const at = Date.now();
  const row = { name: phase.name, seconds: 0, code: 0, kind: phase.kind ?? 'js' };
  if (phase.parts) {
    const parts = phase.parts
      .map((steps) => steps.filter((step) => wanted(step.name)))
      .filter((steps) => steps.length > 0);
    if (parts.length === 0) continue;
    // Scaled by the browser figure when a pass that drives Chromium runs in it.
    row.kind = parts.flat().some((step) => step.kind === 'browser') ? 'browser' : 'js';
    console.log(`\n=== ${phase.name}`);
    timings.push(row);
    const codes = await Promise.all(parts.map(runSteps));
    code = codes.find((c) => c !== 0) ?? 0;
  } else {
    if (!phase.name.startsWith('build') && !wanted(phase.name)) continue;
    console.log(`\n=== ${phase.name}`);
    timings.push(row);
    code = await phase.run();
  }
  row.seconds = (Date.now() - at) / 1000;
  row.code = code;
  if (code !== 0) {
    failed = phase.name;
    break;
  }
}

const totalSeconds = (Date.now() - started) / 1000;
const endFigures = await measureFigures();
const figures = {
  jsMs: faster(startFigures.jsMs, endFigures.jsMs),
  browserMs: faster(startFigures.browserMs, endFigures.browserMs),
};
console.log(
  `\nMachine speed at the end: ${describeFigures(endFigures)}, load average ${loads()}` +
    `\nThe faster of start and end scales each phase: ${describeFigures(figures)}`,
);
const scaled = scaledTimings(timings, totalSeconds, figures, REFERENCE);
const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
const seconds = (value) => `${value.toFixed(1).padStart(6)} s`;
console.log(
  `\n  ${'Phase timings'.padEnd(width)}  ${'here'.padStart(8)}  on the reference machine (by the figure of its kind)`,
);
for (const { name, seconds: value, code, referenceSeconds, figure } of scaled.rows) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds(value)}  ${seconds(referenceSeconds)} (${figure})${code ? '  FAILED' : ''}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${seconds(totalSeconds)}  ${seconds(scaled.totalReferenceSeconds)}  (${(totalSeconds / 60).toFixed(1)} real minutes here; budget 900 s on the reference machine, measured ${REFERENCE.measured})`,
);
if (failed) {
  console.error(`\nnpm test failed in: ${failed}`);
  process.exit(1);
}
