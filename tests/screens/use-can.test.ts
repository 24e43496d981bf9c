import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { canOnce } from '../../src/screens/shared/use-selector';

// A screen's controls ask the machine whether it takes their event (`snapshot.can`), which runs
// the machine's transition and its guards: each answer is computed once per snapshot and event.

const machine = setup({
  types: { events: {} as { type: 'file.upload'; file: File } | { type: 'reset' } },
  guards: { small: ({ event }) => event.type === 'file.upload' && event.file.size < 10 },
}).createMachine({
  initial: 'ready',
  states: {
    ready: { on: { 'file.upload': { guard: 'small', target: 'done' } } },
    done: { on: { reset: 'ready' } },
  },
});

describe('canOnce', () => {
  it('asks the machine once per snapshot and event, and again for a new snapshot', () => {
    const actor = createActor(machine).start();
    const snapshot = actor.getSnapshot();
    let asked = 0;
    const counting = {
      can: (event: Parameters<typeof snapshot.can>[0]) => {
        asked += 1;
        return snapshot.can(event);
      },
    };
    const small = new File(['a'], 'a.txt');
    expect(canOnce(counting, { type: 'file.upload', file: small })).toBe(true);
    expect(canOnce(counting, { type: 'file.upload', file: small })).toBe(true);
    expect(asked).toBe(1);
    expect(canOnce(counting, { type: 'reset' })).toBe(false);
    expect(asked).toBe(2);
    actor.send({ type: 'file.upload', file: small });
    expect(canOnce(actor.getSnapshot(), { type: 'reset' })).toBe(true);
  });

  it('tells apart events whose objects differ, though they print alike', () => {
    const snapshot = createActor(machine).start().getSnapshot();
    const small = new File(['a'], 'a.txt');
    const large = new File(['a'.repeat(20)], 'a.txt');
    expect(canOnce(snapshot, { type: 'file.upload', file: small })).toBe(true);
    expect(canOnce(snapshot, { type: 'file.upload', file: large })).toBe(false);
  });
});
