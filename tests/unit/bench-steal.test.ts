// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuTicks, stealShare } from '../../scripts/bench/steal.mjs';

// The CPU time the host took from the bench's machine while it ran (docs/performance.md, "How
// budgets are judged"): read from Linux's /proc/stat.

const stat = (user: number, system: number, idle: number, steal: number) =>
  [
    `cpu  ${user} 10 ${system} ${idle} 20 0 5 ${steal} 0 0`,
    `cpu0 ${user / 2} 5 ${system / 2} ${idle / 2} 10 0 2 ${steal / 2} 0 0`,
    'intr 123 4 5',
  ].join('\n');

describe('CPU steal', () => {
  it('reads the busy ticks (user, nice, system, irq, softirq) and the stolen ones of all cores', () => {
    expect(cpuTicks(stat(1000, 200, 5000, 300))).toEqual({
      busy: 1000 + 10 + 200 + 0 + 5,
      steal: 300,
    });
  });

  it('is the share of the time the machine wanted to run that the host gave to others', () => {
    const before = cpuTicks(stat(1000, 200, 5000, 300));
    // 600 ticks of its own work, 400 stolen while idle time says nothing.
    const after = cpuTicks(stat(1500, 300, 9000, 700));
    expect(stealShare(before, after)).toBeCloseTo(400 / 1000, 6);
    expect(stealShare(before, before)).toBeNull();
  });

  it('is none where there is no such line or no reading', () => {
    expect(cpuTicks('intr 1 2 3')).toBeNull();
    expect(cpuTicks('cpu  1 2 x')).toBeNull();
    expect(stealShare(null, cpuTicks(stat(1, 1, 1, 1)))).toBeNull();
  });
});
