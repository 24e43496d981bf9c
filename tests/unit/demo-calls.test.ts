// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type DemoCalls, callDemo, demoCallsVia } from '../../src/lib/demo-calls';

// A demo control is one call by name over one generic wire (issue 62): the page's side makes
// every call of `DemoCalls` by its name and arguments, the backend's side dispatches that name,
// and nothing else crosses.
describe('the demo calls', () => {
  it('are each one call by name, with their arguments and answer', async () => {
    const call = vi.fn(async (name: string) => `${name} done`);
    const calls = demoCallsVia(call);
    expect(Object.keys(calls).sort()).toEqual([
      'awardApplication',
      'coApplicantEdits',
      'loadPreset',
      'outbox',
      'publishGrant',
      'resetDemoData',
    ]);
    expect(await calls.coApplicantEdits('budget.lines')).toBe('coApplicantEdits done');
    expect(call).toHaveBeenLastCalledWith('coApplicantEdits', ['budget.lines']);
  });

  it('reach the backend by name, and only a demo call does', async () => {
    const backend = {
      publishGrant: vi.fn(async () => 'Texas Community Health Worker Grant'),
      shutdown: vi.fn(),
    } as unknown as DemoCalls;
    expect(await callDemo(backend, 'publishGrant', [])).toBe('Texas Community Health Worker Grant');
    expect(() => callDemo(backend, 'shutdown' as never, [])).toThrow(
      'No demo call is named shutdown',
    );
    expect((backend as unknown as { shutdown: () => void }).shutdown).not.toHaveBeenCalled();
  });

  it('carry answers as they are (a list of mails is no string to parse)', async () => {
    const mails = [{ id: 'm1', to: 'ada@example.org' }];
    const calls = demoCallsVia(async () => structuredClone(mails));
    expect(await calls.outbox()).toEqual(mails);
  });
});
