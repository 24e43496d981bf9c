import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { InspectorMount } from '../../src/app/inspector-mount';
import type { DemoControls } from '../../src/lib/demo-controls';
import type { MockSettings } from '../../src/lib/mock-settings';
import { registerMachine } from '../../src/lib/machine-registry';
import { renderScreen } from '../support/render';

function fakeDemo(initial: MockSettings = { latency: 400, failureRate: 0, faults: {} }) {
  let settings = initial;
  const demo: DemoControls = {
    resetDemoData: vi.fn(async () => {}),
    getSettings: vi.fn(async () => settings),
    updateSettings: vi.fn(async (partial: Partial<MockSettings>) => {
      settings = { ...settings, ...partial };
      return settings;
    }),
    operations: vi.fn(async () => ['listGrants', 'uploadFile']),
    loadPreset: vi.fn(async () => {}),
    publishGrant: vi.fn(async () => 'Texas Community Health Worker Grant'),
    awardApplication: vi.fn(async () => 'Neighbourhood Greenhouse and Food Hub'),
    coApplicantEdits: vi.fn(async () => 'Priya Raman changed Budget table'),
    outbox: vi.fn(async () => [
      {
        id: 'm2',
        kind: 'emailVerification' as const,
        to: 'new.person@example.org',
        subject: 'Verify your email address for Grantwise',
        text: 'Hello New, follow this link within 24 hours to verify your email address: /verify-email?token=abc',
        link: '/verify-email?token=abc',
        sentAt: '2026-03-02T09:00:00Z',
      },
      {
        id: 'm1',
        kind: 'invitation' as const,
        to: 'x@corp.org',
        subject: 'Dana Rivera invited you to apply together on Grantwise',
        text: 'A mail whose link is not a path of the app',
        link: 'javascript:alert(1)',
        sentAt: '2026-03-01T09:00:00Z',
      },
    ]),
  };
  return demo;
}

const stepper = createMachine({
  id: 'stepper',
  initial: 'first',
  context: { step: 1 },
  states: { first: { on: { next: 'second' } }, second: {} },
});

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

async function openPanel(demo: DemoControls) {
  await renderScreen(<InspectorMount demo={demo} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open state inspector' }));
  return screen.findByRole('dialog', { name: 'State inspector' });
}

describe('State inspector', () => {
  it("follows a running machine's state and context", async () => {
    const actor = createActor(stepper).start();
    unregister = registerMachine('stepper', actor);
    const drawer = await openPanel(fakeDemo());
    const item = within(drawer).getByRole('listitem', { name: 'Machine stepper' });
    expect(item).toHaveTextContent('State: first');
    expect(item).toHaveTextContent('"step": 1');
    actor.send({ type: 'next' });
    expect(await within(drawer).findByText('second')).toBeInTheDocument();
  });

  it('shows the mailbox: each mail with its link, a link that is not a path of the app as text only', async () => {
    const drawer = await openPanel(fakeDemo());
    const mailbox = within(drawer).getByRole('region', { name: 'Mailbox' });
    const verification = await within(mailbox).findByRole('listitem', {
      name: 'Mail to new.person@example.org: Verify your email address for Grantwise',
    });
    expect(within(verification).getByRole('link', { name: 'Verify this email' })).toHaveAttribute(
      'href',
      '/verify-email?token=abc',
    );
    const invitation = within(mailbox).getByRole('listitem', {
      name: 'Mail to x@corp.org: Dana Rivera invited you to apply together on Grantwise',
    });
    expect(within(invitation).queryByRole('link')).toBeNull();
  });

  it("makes the demo's co-applicant edit a field, says what she did, and an open wizard asks for it at once", async () => {
    // An open wizard, as the registry holds it: its autosave is its child `autosave`.
    const autosave = createMachine({
      initial: 'saved',
      states: { saved: { on: { 'sync.pull': 'sending' } }, sending: {} },
    });
    const wizard = createActor(createMachine({ invoke: { src: autosave, id: 'autosave' } }));
    unregister = registerMachine('applicationWizard', wizard.start());
    const child = () => wizard.getSnapshot().children.autosave!.getSnapshot() as { value: string };
    const demo = fakeDemo();
    const drawer = await openPanel(demo);
    expect(child().value).toBe('saved');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Priya edits the budget' }));
    expect(await within(drawer).findByText('Priya Raman changed Budget table')).toBeInTheDocument();
    expect(demo.coApplicantEdits).toHaveBeenLastCalledWith('budget.lines');
    // Not at the next presence beat, 20 seconds on: her change shows in the wizard now.
    expect(child().value).toBe('sending');
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Priya edits the project summary' }),
    );
    expect(demo.coApplicantEdits).toHaveBeenLastCalledWith('project.projectSummary');
  });

  it("makes the demo's funder award an application and says which: its reports are then due", async () => {
    const demo = fakeDemo();
    const drawer = await openPanel(demo);
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'The funder awards an application' }),
    );
    expect(
      await within(drawer).findByText(
        'Awarded “Neighbourhood Greenhouse and Food Hub”: its reports are due',
      ),
    ).toBeInTheDocument();
    expect(demo.awardApplication).toHaveBeenCalledTimes(1);
  });

  it('says so when no machine runs', async () => {
    const drawer = await openPanel(fakeDemo());
    expect(within(drawer).getByText('No machine is running.')).toBeInTheDocument();
  });

  it('changes the latency, the failure rate and a forced fault of the embedded backend', async () => {
    const demo = fakeDemo();
    const drawer = await openPanel(demo);
    const latency = await within(drawer).findByRole('textbox', { name: 'Latency (ms)' });
    expect(latency).toHaveValue('400');
    fireEvent.change(latency, { target: { value: '1200' } });
    expect(demo.updateSettings).toHaveBeenLastCalledWith({ latency: 1200 });

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Failure rate (%)' }), {
      target: { value: '25' },
    });
    expect(demo.updateSettings).toHaveBeenLastCalledWith({ failureRate: 0.25 });

    const fault = within(drawer).getByRole('combobox', { name: 'Forced fault' });
    expect(fault).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Operation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'uploadFile' }));
    expect(fault).toBeEnabled();
    for (const [label, kind] of [
      ['Unauthorized (401)', 'unauthorized'],
      ['Server error (500)', 'server'],
      ['Network failure', 'network'],
    ] as const) {
      await userEvent.click(fault);
      await userEvent.click(await screen.findByRole('option', { name: label }));
      expect(demo.updateSettings).toHaveBeenLastCalledWith({ faults: { uploadFile: kind } });
    }
    await userEvent.click(fault);
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    expect(demo.updateSettings).toHaveBeenLastCalledWith({ faults: {} });
  });

  it('shortens the session lifetimes to show expiry, and restores the real ones', async () => {
    const demo = fakeDemo();
    const drawer = await openPanel(demo);
    const lifetime = await within(drawer).findByRole('combobox', { name: 'Session lifetime' });
    await userEvent.click(lifetime);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Short (1 min idle, 5 min in all)' }),
    );
    expect(demo.updateSettings).toHaveBeenLastCalledWith({
      sessionMinutes: { idle: 1, absolute: 5 },
    });
    await userEvent.click(lifetime);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Real (30 min idle, 12 h in all)' }),
    );
    expect(demo.updateSettings).toHaveBeenLastCalledWith({ sessionMinutes: undefined });
  });
});
