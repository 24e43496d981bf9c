// `npm run test:changed`: the inner loop. Runs what a change can affect, against a base (main by
// default, or the first argument): the contract check when openapi.yaml changed, the types (an
// incremental tsc), lint and format on the changed files, vitest on the tests related to the
// changed files (`vitest --changed`), and Playwright's specs whose imports changed
// (`--only-changed`, on a demo build made first). `npm test` stays the gate before a push.
//   npm run test:changed            against main (committed, staged, unstaged and new files)
//   npm run test:changed -- HEAD~1  against another base
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'main';
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const mergeBase = git('merge-base', 'HEAD', base) || base;
const changed = [
  ...new Set(
    [
      ...git('diff', '--name-only', mergeBase).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ].filter((file) => file && existsSync(file)),
  ),
];

function run(command) {
  console.log(`\n$ ${command}`);
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('exit', (code, signal) =>
      resolve(code ?? (signal ? 1 : 0)),
    );
  });
}
const quote = (files) => files.map((file) => `'${file.replace(/'/g, "'\\''")}'`).join(' ');

const started = Date.now();
const timings = [];
async function step(name, command) {
  const at = Date.now();
  const code = await run(command);
  timings.push({ name, seconds: (Date.now() - at) / 1000, code });
  return code;
}

console.log(`Changed since ${base} (${mergeBase.slice(0, 7)}): ${changed.length} file(s)`);
changed.forEach((file) => console.log(`  ${file}`));
if (changed.length === 0) process.exit(0);

const code = (ext) => changed.filter((file) => ext.test(file));
const lintable = code(/\.(ts|tsx|js|mjs|cjs)$/);
const formattable = code(/\.(ts|tsx|js|mjs|cjs|json|css|md|ya?ml)$/);
const contract = changed.includes('openapi.yaml');
const e2eRelevant = changed.some((file) =>
  /^(src|tests\/e2e|tests\/support|index\.html|vite\.config\.ts|public)\b/.test(file),
);

const failures = [];
const check = async (name, command) => {
  if ((await step(name, command)) !== 0) failures.push(name);
};
if (contract) await check('contract', 'npm run --silent api:check && npm run --silent api:lint');
// The two single-threaded checks side by side: types (incremental) and lint.
await Promise.all([
  check(
    'types',
    'npx tsr generate >/dev/null && npx tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc-changed.tsbuildinfo',
  ),
  lintable.length ? check('lint', `npx eslint ${quote(lintable)}`) : Promise.resolve(),
]);
if (formattable.length) await check('format', `npx prettier --check ${quote(formattable)}`);
await check('vitest', `npx vitest run --changed ${mergeBase} --passWithNoTests`);
if (e2eRelevant) {
  // Only when some spec imports a changed file: the pass builds the demo before its first test.
  const listed = spawnSync(
    `npx playwright test --only-changed=${mergeBase} --list --pass-with-no-tests`,
    { shell: true, encoding: 'utf8' },
  ).stdout;
  const count = Number(/Total: (\d+) tests?/.exec(listed)?.[1] ?? 0);
  console.log(`\nBrowser specs that import a changed file: ${count} test(s)`);
  if (count > 0) {
    await check('e2e', `npx playwright test --only-changed=${mergeBase}`);
  }
}

const width = Math.max(...timings.map((t) => t.name.length), 5);
console.log('\nTimings');
for (const { name, seconds, code: exit } of timings) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${exit ? '  FAILED' : ''}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);
if (failures.length) {
  console.error(`\ntest:changed failed in: ${failures.join(', ')}`);
  process.exit(1);
}
