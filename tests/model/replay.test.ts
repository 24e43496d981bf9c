import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { registerMachine } from '../../src/lib/machine-registry';
import { createGrantMachine } from '../../src/machines/create-grant.machine';
import { registrationMachine } from '../../src/machines/registration.machine';
import { asModelPaths, asTestSteps, modelPathText } from '../../src/cockpit/session-format';
import {
  clearLog,
  logEntries,
  loggedMachine,
  startSessionLog,
} from '../../src/cockpit/session-log';
import { productionMachines } from '../model-coverage/records';
import { parseRecordedPaths, replayRecordedPath } from '../support/recorded-path';

// Sessions recorded in the inspector ("Copy as model path") replay through the production
// machines: paste one into tests/model/recorded/<name>.json and it is a regression test.

const RECORDED = join('tests', 'model', 'recorded');
const machines = new Map<string, AnyStateMachine>(
  productionMachines().map(({ machine }) => [machine.id, machine]),
);
const files = readdirSync(RECORDED).filter((name) => name.endsWith('.json'));

describe('recorded sessions', () => {
  it('has at least one recorded session', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s replays through the production machine', (name) => {
    for (const path of parseRecordedPaths(readFileSync(join(RECORDED, name), 'utf8'))) {
      const machine = machines.get(path.machine);
      expect(machine, `no production machine "${path.machine}"`).toBeDefined();
      const states = replayRecordedPath(machine as AnyStateMachine, path);
      expect(states).toEqual(path.steps.map((step) => step.state));
    }
  });
});

describe('from the log to a test', () => {
  startSessionLog();

  it('records a session as a model path that replays, and as test steps in the plans words', () => {
    clearLog();
    const actor = createActor(createGrantMachine, { input: undefined }).start();
    const unregister = registerMachine(createGrantMachine.id, actor, undefined);
    const basics = [
      ['title', 'Coastal Schools Solar'],
      ['sector', 'Energy'],
      ['sectorFocus', 'Solar for schools'],
      ['fundingSize', '42000'],
      ['deadline', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)],
      ['organizationType', 'educational'],
    ] as const;
    for (const [field, value] of basics) actor.send({ type: 'basics.change', field, value });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.back' });
    unregister();
    actor.stop();

    const entries = logEntries();
    expect(entries.map((entry) => entry.kind)).toEqual([
      'start',
      ...basics.map(() => 'event'),
      'event',
      'event',
      'stop',
    ]);
    expect(entries.at(-3)).toMatchObject({
      event: { type: 'step.next' },
      source: 'the app',
      before: 'basics',
      after: 'details',
    });

    const [path] = parseRecordedPaths(modelPathText(asModelPaths(entries, loggedMachine)));
    expect(path).toMatchObject({ machine: 'createGrant', fromStart: true });
    expect(replayRecordedPath(createGrantMachine, path!)).toEqual([
      'basics',
      ...basics.map(() => 'basics'),
      'details',
      'basics',
    ]);

    const steps = asTestSteps(entries, loggedMachine);
    expect(steps).toContain('1. Open the screen.');
    expect(steps).toContain('4. Enter "Solar for schools" in Sector Focus.');
    expect(steps).toContain('6. Enter a date 30 days from today in Deadline.');
    expect(steps).toContain('7. Enter "Educational" in Organization Type.');
    expect(steps).toContain('8. Press "Next Step".\n   You should see: Step 2: motive');
    expect(steps).toContain('10. Leave the screen.');
  });

  it('masks passwords in the log and refuses a path that does not match the machine', () => {
    clearLog();
    const actor = createActor(registrationMachine, { input: { referralCode: null } }).start();
    const unregister = registerMachine(registrationMachine.id, actor, { referralCode: null });
    actor.send({ type: 'credentials.change', field: 'password', value: 'hunter22-secret' });
    unregister();
    actor.stop();
    const text = JSON.stringify(logEntries());
    expect(text).not.toContain('hunter22-secret');
    expect(text).toContain('•••••');

    const [path] = asModelPaths(logEntries(), loggedMachine);
    expect(path?.input).toEqual({ referralCode: null });
    const wrong = { ...path!, steps: path!.steps.map((step) => ({ ...step, state: 'about' })) };
    expect(() => replayRecordedPath(registrationMachine, wrong)).toThrow(
      'Step 1 (xstate.init): the machine is in "credentials", the path recorded "about"',
    );
    expect(() => replayRecordedPath(registrationMachine, { ...path!, fromStart: false })).toThrow(
      /recorded after the machine had started/,
    );
    expect(() => replayRecordedPath(createGrantMachine, path!)).toThrow(
      'The path is of the registration machine, not of createGrant',
    );
  });

  it('keeps the newest 500 entries', () => {
    clearLog();
    const actor = createActor(createGrantMachine, { input: undefined }).start();
    const unregister = registerMachine(createGrantMachine.id, actor);
    for (let n = 0; n < 510; n += 1)
      actor.send({ type: 'basics.change', field: 'title', value: String(n) });
    unregister();
    actor.stop();
    expect(logEntries()).toHaveLength(500);
    expect(logEntries().at(-2)?.event).toEqual({
      type: 'basics.change',
      field: 'title',
      value: '509',
    });
    // Its start is gone: the path cannot be replayed from the machine's start.
    expect(asModelPaths(logEntries(), loggedMachine)[0]?.fromStart).toBe(false);
  });
});
