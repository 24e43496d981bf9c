// The CPU time the host gave to its other guests while the bench ran ("steal", Linux's
// /proc/stat). A virtual machine whose host is overcommitted waits for its own cores: the load
// average does not show it, and the benchmark index swings with it (docs/performance.md, "How
// budgets are judged"). Information beside the calibration, never a verdict of its own.
import { existsSync, readFileSync } from 'node:fs';

const STAT = '/proc/stat';

/**
 * The machine's CPU ticks from the first line of /proc/stat's text: busy (user, nice, system,
 * irq, softirq) and steal. Null where the text has no such line.
 */
export function cpuTicks(statText) {
  const line = statText.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, , , irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  if ([user, nice, system, irq, softirq, steal].some((value) => !Number.isFinite(value)))
    return null;
  return { busy: user + nice + system + irq + softirq, steal };
}

/**
 * Between two readings of cpuTicks: the share of the time the machine wanted to run (its own busy
 * time and what was stolen from it) that the host took. Null when either reading is missing or
 * nothing ran.
 */
export function stealShare(before, after) {
  if (!before || !after) return null;
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  return busy + steal > 0 ? steal / (busy + steal) : null;
}

/** This machine's ticks now; null where there is no /proc/stat (not Linux). */
export function readCpuTicks() {
  return existsSync(STAT) ? cpuTicks(readFileSync(STAT, 'utf8')) : null;
}
