import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DemoControls, DemoControlsContext } from '../../src/lib/demo-controls';
import { isSignedIn } from '../../src/machines/auth.machine';
import { AppLayout } from '../../src/screens/shell/app-shell';
import { DEMO_RESET_FAILED } from '../../src/screens/shell/shell-overlays';
import { renderScreen } from '../support/render';

// Reset demo data is a one-shot write of the account menu: it restores the seed and signs out
// with a toast, and a failure says so and leaves the user where they were.

function demoControls(resetDemoData: DemoControls['resetDemoData']): DemoControls {
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    resetDemoData,
    getSettings: unused,
    updateSettings: unused,
    operations: unused,
    loadPreset: unused,
    publishGrant: unused,
    awardApplication: unused,
    coApplicantEdits: unused,
    outbox: unused,
  };
}

async function resetFromTheMenu(resetDemoData: DemoControls['resetDemoData']) {
  const user = userEvent.setup();
  const { auth } = await renderScreen(
    <DemoControlsContext.Provider value={demoControls(resetDemoData)}>
      <AppLayout>
        <h1>Home</h1>
      </AppLayout>
    </DemoControlsContext.Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reset demo data' }));
  return auth;
}

describe('Reset demo data', () => {
  it('restores the seed, says so and signs out', async () => {
    const reset = vi.fn(async () => undefined);
    const auth = await resetFromTheMenu(reset);
    expect(await screen.findByText('Demo data restored')).toBeVisible();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(isSignedIn(auth.getSnapshot())).toBe(false);
  });

  it('that fails says so and keeps the user signed in', async () => {
    const auth = await resetFromTheMenu(async () => {
      throw new Error('The embedded backend could not start');
    });
    expect(await screen.findByText(DEMO_RESET_FAILED)).toBeVisible();
    expect(isSignedIn(auth.getSnapshot())).toBe(true);
  });
});
