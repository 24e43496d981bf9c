import { describe, expect, it } from 'vitest';
import { machineDefinition } from '../support/model-coverage';
import { coverageRecords, productionMachines } from './records';
import { UNREACHABLE } from './unreachable';

// Every state and every transition of every production machine is taken by a replayed model
// path (tests/model/*.model.test.tsx, recorded by replayPath). `npm run test:model -- --report`
// prints the table.

const machines = productionMachines();
const records = coverageRecords();

const rows = machines.map(({ file, machine }) => {
  const definition = machineDefinition(machine);
  const mine = records.filter((record) => record.machine === machine.id);
  const states = new Set(mine.flatMap((record) => record.states));
  const transitions = new Set(mine.flatMap((record) => record.transitions));
  return {
    file,
    id: machine.id,
    sources: [...new Set(mine.map((record) => record.source))],
    states: definition.states.map((id) => ({ id, covered: states.has(id) })),
    transitions: definition.transitions.map((id) => ({
      id,
      covered: transitions.has(id),
      unreachable:
        UNREACHABLE[id] ??
        (definition.forbidden.includes(id)
          ? 'it only forbids the event here (an empty transition): nothing happens to test'
          : undefined),
    })),
  };
});

const percent = (items: { covered: boolean; unreachable?: string | undefined }[]) => {
  const counted = items.filter((item) => !item.unreachable);
  return counted.length === 0
    ? 100
    : (100 * counted.filter((item) => item.covered).length) / counted.length;
};

if (process.env.MODEL_REPORT) {
  const lines: string[] = ['', 'Model coverage (replayed paths of the production machines)', ''];
  for (const row of rows) {
    lines.push(
      `${row.id} (${row.file}) — states ${percent(row.states).toFixed(0)}%, transitions ${percent(row.transitions).toFixed(0)}%`,
      `  replayed by: ${row.sources.join(', ') || 'nothing'}`,
      ...row.states.map((state) => `  ${state.covered ? '✓' : '✗'} state      ${state.id}`),
      ...row.transitions.map((t) =>
        t.unreachable
          ? `  – transition ${t.id} (unreachable: ${t.unreachable})`
          : `  ${t.covered ? '✓' : '✗'} transition ${t.id}`,
      ),
      '',
    );
  }
  console.info(lines.join('\n'));
}

describe('model coverage', () => {
  it('lists as unreachable only transitions the machines have', () => {
    const all = new Set(rows.flatMap((row) => row.transitions.map((t) => t.id)));
    expect(Object.keys(UNREACHABLE).filter((id) => !all.has(id))).toEqual([]);
  });

  it('finds the machines and each has its own id', () => {
    expect(machines.length).toBeGreaterThan(0);
    const ids = machines.map(({ machine }) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(rows.map((row) => [`${row.id} (${row.file})`, row] as const))(
    '%s: every state and transition is replayed',
    (_name, row) => {
      expect(row.sources, `no model test replays ${row.id}`).not.toEqual([]);
      expect(row.states.filter((s) => !s.covered).map((s) => s.id)).toEqual([]);
      expect(row.transitions.filter((t) => !t.covered && !t.unreachable).map((t) => t.id)).toEqual(
        [],
      );
      // Listed as unreachable but taken after all: the list is wrong.
      expect(row.transitions.filter((t) => t.covered && t.unreachable).map((t) => t.id)).toEqual(
        [],
      );
    },
  );
});
