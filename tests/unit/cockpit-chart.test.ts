// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, setup } from 'xstate';
import {
  acceptedEvents,
  activePaths,
  chartOf,
  eventLabel,
  mermaidOf,
  verdictOf,
} from '../../src/cockpit/chart-model';
import { checkPayload, payloadExamples } from '../../src/cockpit/event-payloads';
import { planStep, relativeDate } from '../../src/cockpit/plan-words';
import { asModelPaths, asTestSteps } from '../../src/cockpit/session-format';
import { isSecretKey, withoutSecrets } from '../../src/domain/secrets';
import { createGrantMachine } from '../../src/machines/create-grant.machine';

// A small chart with what the inspector must show: nesting, a parallel state, a final state,
// guards (named and combined), an invoked actor and a timer.
const upload = setup({
  types: {
    events: {} as
      | { type: 'file.pick'; name: string }
      | { type: 'upload.start' }
      | { type: 'upload.cancel' }
      | { type: 'panel.toggle' },
    context: {} as { name: string },
  },
  guards: {
    hasFile: ({ context }) => context.name !== '',
    isPdf: ({ event }) => (event as { name?: string }).name?.endsWith('.pdf') ?? false,
  },
  actors: { sendFile: fromPromise(() => new Promise<void>(() => {})) },
  delays: { patience: 3000 },
}).createMachine({
  id: 'upload',
  context: { name: '' },
  type: 'parallel',
  states: {
    form: {
      initial: 'picking',
      states: {
        picking: {
          meta: { description: 'The file picker' },
          on: {
            'file.pick': { guard: 'isPdf', actions: ({ context, event }) => void [context, event] },
            'upload.start': { guard: 'hasFile', target: 'sending' },
          },
        },
        sending: {
          invoke: { id: 'send', src: 'sendFile' },
          after: { patience: 'picking' },
          on: { 'upload.cancel': 'picking' },
        },
        done: { type: 'final' },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.toggle': 'open' } },
        open: { on: { 'panel.toggle': 'closed' } },
      },
    },
  },
});

describe('the chart of a machine', () => {
  it('reads nesting, parallel and final states, guards, invokes and timers from the machine', () => {
    const chart = chartOf(upload);
    expect(chart.type).toBe('parallel');
    const form = chart.children.find((node) => node.key === 'form');
    expect(form?.children.map((node) => [node.key, node.type, node.initial])).toEqual([
      ['picking', 'atomic', true],
      ['sending', 'atomic', false],
      ['done', 'final', false],
    ]);
    const picking = form?.children[0];
    expect(picking?.description).toBe('The file picker');
    expect(picking?.transitions).toEqual([
      { event: 'file.pick', label: 'file.pick', guard: 'isPdf', targets: [], internal: false },
      {
        event: 'upload.start',
        label: 'upload.start',
        guard: 'hasFile',
        targets: ['form.sending'],
        internal: false,
      },
    ]);
    const sending = form?.children[1];
    expect(sending?.invokes).toEqual(['sendFile']);
    expect(sending?.transitions.map((t) => [t.label, t.internal])).toContainEqual([
      'after patience',
      true,
    ]);
    expect(chartOf(upload)).toBe(chart);
  });

  it('names the events a person or the app would see', () => {
    expect(eventLabel('xstate.done.actor.0.createGrant.submitting')).toBe(
      'done createGrant.submitting',
    );
    expect(eventLabel('xstate.error.actor.loadGrant')).toBe('error loadGrant');
    expect(eventLabel('xstate.after.3000.upload.form.sending')).toBe('after 3000 ms');
    expect(eventLabel('')).toBe('always');
  });

  it('marks the active configuration and lists what the current state accepts', () => {
    const actor = createActor(upload).start();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect([...activePaths(snapshot)].sort()).toEqual([
      '',
      'form',
      'form.picking',
      'panel',
      'panel.closed',
    ]);
    expect(acceptedEvents(snapshot)).toEqual([
      { type: 'file.pick', from: ['form.picking'], guards: ['isPdf'] },
      { type: 'panel.toggle', from: ['panel.closed'], guards: [] },
      { type: 'upload.start', from: ['form.picking'], guards: ['hasFile'] },
    ]);
    actor.stop();
  });

  it('says in words why an event is refused', () => {
    const actor = createActor(upload).start();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(verdictOf(snapshot, { type: 'panel.toggle' })).toEqual({ accepted: true });
    expect(verdictOf(snapshot, { type: 'upload.start' })).toEqual({
      accepted: false,
      reason: 'In form.picking, panel.closed, the guard hasFile refuses upload.start.',
    });
    expect(verdictOf(snapshot, { type: 'upload.cancel' })).toEqual({
      accepted: false,
      reason: 'The state form.picking, panel.closed does not accept upload.cancel.',
    });
    expect(verdictOf(snapshot, { type: 'file.pick', name: 'a.pdf' } as never)).toEqual({
      accepted: true,
    });
    actor.stop();
  });

  it('draws the machine as a Mermaid state diagram', () => {
    const text = mermaidOf(upload);
    expect(text.split('\n')[0]).toBe('stateDiagram-v2');
    expect(text).toContain('state "form" as s_form {');
    expect(text).toContain('  --\n');
    expect(text).toContain('[*] --> s_form_picking');
    expect(text).toContain('s_form_done --> [*]');
    expect(text).toContain('s_form_picking --> s_form_sending : upload.start [hasFile]');
    expect(text).toContain('s_form_sending --> s_form_picking : upload.cancel, after patience');
    const grant = mermaidOf(createGrantMachine);
    expect(grant).toContain('s_basics --> s_details : step.next [isBasicsValid]');
  });
});

describe('payloads sent from the inspector', () => {
  it('checks the JSON against the event type and says why it is refused', () => {
    expect(checkPayload('createGrant', 'basics.change', '{"field":"title","value":"X"}')).toEqual({
      ok: true,
      event: { type: 'basics.change', field: 'title', value: 'X' },
    });
    expect(checkPayload('createGrant', 'basics.change', '{"field":"title"')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^The payload is not valid JSON: /),
    });
    expect(checkPayload('createGrant', 'basics.change', '[1]')).toEqual({
      ok: false,
      reason: 'The payload must be a JSON object, e.g. { "field": "value" }.',
    });
    expect(checkPayload('createGrant', 'basics.change', '{"field":"title","value":3}')).toEqual({
      ok: false,
      reason: 'The payload does not fit basics.change: "value" must be text, not a number.',
    });
    expect(checkPayload('createGrant', 'basics.change', '{"value":"x","extra":1}')).toEqual({
      ok: false,
      reason:
        'The payload does not fit basics.change: "field" is missing (text); "extra" is not a field of this event.',
    });
    expect(checkPayload('createGrant', 'step.next', '{}')).toEqual({
      ok: true,
      event: { type: 'step.next' },
    });
    expect(checkPayload('createGrant', 'step.next', '{"x":1}')).toEqual({
      ok: false,
      reason: 'step.next takes no payload.',
    });
    expect(checkPayload('createGrant', 'step.next', '{"type":"step.back"}')).toEqual({
      ok: false,
      reason: 'The payload names the event "step.back", not "step.next".',
    });
  });

  it('accepts any variant of an event and turns a described file into a File', () => {
    expect(payloadExamples('applicationWizard', 'answer.change')).toHaveLength(2);
    expect(
      checkPayload(
        'applicationWizard',
        'answer.change',
        '{"step":"final","field":"targetAudience","value":["Youth"]}',
      ),
    ).toMatchObject({ ok: true });
    const upload = checkPayload(
      'library',
      'file.upload',
      '{"folder":"uploads","file":{"$file":{"name":"a.pdf","size":3,"type":"application/pdf"}}}',
    );
    expect(upload.ok).toBe(true);
    const file = upload.ok ? (upload.event as unknown as { file: File }).file : null;
    expect(file).toBeInstanceOf(File);
    expect([file?.name, file?.size]).toEqual(['a.pdf', 3]);
  });
});

describe('redaction', () => {
  it('knows a secret key by its words, not by a substring', () => {
    for (const key of ['password', 'oldPassword', 'confirm_password', 'idToken', 'accessToken'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['otp', 'authCode', 'code', 'clientSecret', 'api_key', 'passcode'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['passport', 'footprint', 'referralCode', 'zipCode', 'email', 'compass'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('masks the value of a form event that changes a password field', () => {
    expect(
      withoutSecrets({ type: 'credentials.change', field: 'password', value: 'hunter22' }),
    ).toEqual({ type: 'credentials.change', field: 'password', value: '•••••' });
    expect(withoutSecrets({ type: 'field.change', field: 'email', value: 'a@b.c' })).toEqual({
      type: 'field.change',
      field: 'email',
      value: 'a@b.c',
    });
    expect(withoutSecrets({ credentials: { email: 'a@b.c', password: 'x', pin: 1234 } })).toEqual({
      credentials: { email: 'a@b.c', password: '•••••', pin: '•••••' },
    });
  });
});

describe('the words of test plans and recorded steps', () => {
  const today = new Date(2026, 2, 10, 12);

  it('names fields and options by their labels and dates relative to today', () => {
    expect(
      planStep(
        'createGrant',
        { type: 'basics.change', field: 'deadline', value: '2026-04-01' },
        today,
      ),
    ).toEqual({ text: 'Enter a date 22 days from today in Deadline', missing: [] });
    expect(relativeDate('2026-03-09', today)).toBe('yesterday’s date');
    expect(relativeDate('2026-03-01', today)).toBe('a date 9 days before today');
    expect(
      planStep('registration', { type: 'about.change', field: 'gender', value: 'female' }).text,
    ).toBe('Choose "Female" for Gender');
    expect(
      planStep('applicationWizard', {
        type: 'answer.change',
        step: 'contact',
        field: 'fullName',
        value: '',
      }).text,
    ).toBe('On the Tell Us About Yourself step, enter nothing in Full name');
  });

  it('says what it lacks: an event without words, a field without a label', () => {
    expect(
      planStep('createGrant', { type: 'basics.change', field: 'nope', value: 'x' }).missing,
    ).toEqual(['label of createGrant field nope']);
    expect(planStep('createGrant', { type: 'made.up' })).toEqual({
      text: 'made.up',
      missing: ['event made.up'],
    });
  });

  it('starts a machine the log met midway where it was', () => {
    const entry = {
      seq: 1,
      instance: 'createGrant#1',
      machine: 'createGrant',
      time: today.getTime(),
      kind: 'start' as const,
      event: { type: 'xstate.init' },
      source: 'the app',
      before: '',
      after: 'details',
      started: [],
      stopped: [],
    };
    const machineOf = () => ({ machine: createGrantMachine, input: null, fromStart: false });
    expect(asTestSteps([entry], machineOf)).toContain(
      '1. Start where the machine is: details.\n   You should see: Step 2: motive',
    );
    expect(asModelPaths([entry], machineOf)[0]?.fromStart).toBe(false);
  });
});
