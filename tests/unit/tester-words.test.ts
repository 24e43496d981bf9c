// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachineWords } from '../../src/machines/tester-words';
import { productionMachines } from '../model-coverage/records';

// Every production machine has its tester words beside it (src/machines/<machine>.words.ts): what
// a tester does for each event its chart takes, the actors' answers and the timers included, and
// no words for events it no longer has. TypeScript checks the user's events and their payload
// examples against the machine's own event type; this checks what only the chart knows (the
// actor and timer events), so a machine that gains an event without words fails here.

const modules = import.meta.glob<{ words: MachineWords }>('../../src/machines/*.words.ts', {
  eager: true,
});
const wordsByFile = new Map(
  Object.entries(modules).map(([path, module]) => [
    path.replace('../../', '').replace('.words.ts', '.machine.ts'),
    module.words,
  ]),
);

function nodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodes)];
}

/** Every event type a transition of the chart takes (eventless ones have none). */
function chartEvents(machine: AnyStateMachine): string[] {
  const types = nodes(machine.root).flatMap((node) => [...node.transitions.keys()]);
  return [...new Set(types)].filter((type) => type !== '' && !type.startsWith('xstate.done.state'));
}

describe('tester words', () => {
  const machines = productionMachines();

  it('every machine has words of its own, and every words file a machine', () => {
    expect(machines.map(({ file }) => file).sort()).toEqual([...wordsByFile.keys()].sort());
    for (const { file, machine } of machines)
      expect(wordsByFile.get(file)?.machine).toBe(machine.id);
  });

  it.each(machines.map(({ file, machine }) => [machine.id, file, machine] as const))(
    '%s: every event of its chart has words, and no words outlive their event',
    (_id, file, machine) => {
      const words = wordsByFile.get(file) as MachineWords;
      const events = chartEvents(machine);
      expect(events.filter((type) => !words.events[type])).toEqual([]);
      expect(Object.keys(words.events).filter((type) => !events.includes(type))).toEqual([]);
      expect(Object.keys(words.examples).filter((type) => !events.includes(type))).toEqual([]);
    },
  );
});
