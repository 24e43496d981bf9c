// The checks over what the model tests replayed (run after them: vitest runs test files in
// parallel). Every state and transition of every production machine must be covered, and the
// committed test plans must match the machines.
//   --report        print the coverage table (states and transitions, covered or not)
//   --write-plans   write docs/test-plans/<machine>.md
//   --check         with --write-plans: only check that the committed plans are current
import { spawnSync } from 'node:child_process';

const args = new Set(process.argv.slice(2));
const env = { ...process.env };
if (args.has('--report')) env.MODEL_REPORT = '1';
if (args.has('--write-plans') && !args.has('--check')) env.PLANS_WRITE = '1';

const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/model-coverage/vitest.config.ts'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
