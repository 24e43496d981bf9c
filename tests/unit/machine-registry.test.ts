// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  listMachines,
  takeDroppedEvents,
  registerMachine,
  stateText,
  subscribeMachines,
} from '../../src/lib/machine-registry';
import { withoutSecrets } from '../../src/domain/secrets';

const contact = createMachine({
  id: 'contact',
  context: { name: 'Ada' },
  initial: 'contact',
  states: {
    contact: {
      initial: 'editing',
      states: { editing: { on: { 'form.save': 'saving' } }, saving: {} },
    },
  },
});

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('machine registry', () => {
  it('writes nested state values as dotted paths', () => {
    expect(stateText('idle')).toBe('idle');
    expect(stateText({ contact: 'editing' })).toBe('contact.editing');
    expect(stateText({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c, d.e');
  });

  it('lists a registered actor with its state and context, live, until unregistered', async () => {
    const actor = createActor(contact).start();
    let changes = 0;
    const unsubscribe = subscribeMachines(() => (changes += 1));
    const unregister = registerMachine('contact', actor);
    await flush();
    expect(listMachines()).toEqual([
      {
        key: expect.stringMatching(/^contact#\d+$/),
        id: 'contact',
        state: 'contact.editing',
        context: { name: 'Ada' },
      },
    ]);
    const before = listMachines();
    actor.send({ type: 'form.save' });
    await flush();
    expect(listMachines()[0]?.state).toBe('contact.saving');
    expect(listMachines()).not.toBe(before);
    unregister();
    await flush();
    expect(listMachines()).toEqual([]);
    expect(changes).toBe(3);
    unsubscribe();
    actor.stop();
  });
});

describe('what the inspector shows of a context', () => {
  it('masks passwords and tokens, however deep, and keeps everything else', async () => {
    expect(
      withoutSecrets({
        token: 'abc123',
        user: { email: 'dana@example.org' },
        values: { oldPassword: 'Demo1234!', password: 'New-secret-1', confirmPassword: '' },
        list: [{ idToken: 'x' }],
      }),
    ).toEqual({
      token: '•••••',
      user: { email: 'dana@example.org' },
      values: { oldPassword: '•••••', password: '•••••', confirmPassword: '' },
      list: [{ idToken: '•••••' }],
    });
    const signedIn = createMachine({
      context: { token: 'abc123', user: null },
      initial: 'in',
      states: { in: {} },
    });
    const actor = createActor(signedIn).start();
    const unsubscribe = subscribeMachines(() => {});
    const unregister = registerMachine('auth', actor);
    await flush();
    expect(JSON.stringify(listMachines())).not.toContain('abc123');
    unregister();
    unsubscribe();
    actor.stop();
  });
});

describe('dropped events', () => {
  const library = createMachine({
    id: 'library',
    initial: 'loading',
    states: {
      loading: { on: { 'load.done': 'ready', 'dialog.close': {} } },
      ready: { on: { 'folder.create': 'creating' } },
      creating: { invoke: { src: createMachine({}) } },
    },
  });

  it('reports an event sent from outside that the current state does not take', () => {
    takeDroppedEvents();
    const actor = createActor(library).start();
    const unregister = registerMachine('library', actor);
    actor.send({ type: 'folder.create' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'load.done' });
    actor.send({ type: 'folder.create' });
    expect(takeDroppedEvents()).toEqual([
      { machine: 'library', state: 'loading', event: 'folder.create' },
      // A forbidden transition is what snapshot.can() calls not accepted.
      { machine: 'library', state: 'loading', event: 'dialog.close' },
    ]);
    expect(actor.getSnapshot().value).toBe('creating');
    unregister();
    actor.send({ type: 'nothing.here' });
    expect(takeDroppedEvents()).toEqual([]);
    actor.stop();
  });
});
