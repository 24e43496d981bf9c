// Runs a command while a competing CPU load keeps one of the machine's cores busy for the whole
// run, as the test suite must pass under it (docs/testing.md):
//   node scripts/load.mjs -- npm test
//   node scripts/load.mjs --cores 1 -- CI=true npm test
// The load is a Node busy loop per core asked for, pinned with `taskset` to the last cores when
// taskset exists (so it competes with everything the command starts), unpinned otherwise. It
// stops when the command ends; the exit code is the command's.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? [] : args.slice(0, split);
const command = split === -1 ? args : args.slice(split + 1);
if (command.length === 0) {
  console.error('usage: node scripts/load.mjs [--cores N] -- <command ...>');
  process.exit(2);
}
const coresAt = options.indexOf('--cores');
const cores = coresAt === -1 ? 1 : Number(options[coresAt + 1]);
const total = availableParallelism();
const pinned = spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

const BUSY_LOOP = 'for (;;) { Math.sqrt(Math.random()); }';
const loads = [];
for (let index = 0; index < cores; index += 1) {
  const core = Math.max(0, total - 1 - index);
  const [file, ...rest] = pinned
    ? ['taskset', '-c', String(core), process.execPath, '-e', BUSY_LOOP]
    : [process.execPath, '-e', BUSY_LOOP];
  loads.push(spawn(file, rest, { stdio: 'ignore' }));
}
console.log(
  `load: ${cores} busy loop(s) ${pinned ? `pinned to core(s) ${loads.map((_, i) => total - 1 - i).join(', ')}` : 'unpinned (no taskset)'} of ${total}, for: ${command.join(' ')}`,
);

const stopLoads = () => loads.forEach((load) => load.kill('SIGKILL'));
const child = spawn(command.join(' '), { shell: true, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    stopLoads();
  });
}
child.on('exit', (code, signal) => {
  stopLoads();
  process.exit(code ?? (signal ? 1 : 0));
});
