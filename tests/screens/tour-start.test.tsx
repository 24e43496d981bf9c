import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DemoControls, DemoControlsContext } from '../../src/lib/demo-controls';
import { type TourControls, TourControlsContext } from '../../src/lib/tour-controls';
import { AppLayout } from '../../src/screens/shell/app-shell';
import { renderScreen } from '../support/render';

// "Take the tour" is in the account menu where the demo's tour exists (the demo build and
// `npm start`: app/tour-mount.tsx provides its controls), beside "Reset demo data"; without it
// (the live build) the menu offers no tour.

const unused = () => Promise.reject(new Error('not used here'));
const DEMO: DemoControls = {
  resetDemoData: unused,
  getSettings: unused,
  updateSettings: unused,
  operations: unused,
  loadPreset: unused,
  publishGrant: unused,
  awardApplication: unused,
  coApplicantEdits: unused,
  outbox: unused,
};

async function openMenu(tour: TourControls | null) {
  const user = userEvent.setup();
  await renderScreen(
    <DemoControlsContext.Provider value={tour ? DEMO : null}>
      <TourControlsContext.Provider value={tour}>
        <AppLayout>
          <h1>Home</h1>
        </AppLayout>
      </TourControlsContext.Provider>
    </DemoControlsContext.Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await screen.findByRole('menuitem', { name: 'Logout' });
  return user;
}

describe('Take the tour', () => {
  it('starts the tour from the account menu', async () => {
    const start = vi.fn();
    const user = await openMenu({ start });
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Take the tour', 'Reset demo data', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Take the tour' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is not offered without the demo', async () => {
    await openMenu(null);
    expect(screen.queryByRole('menuitem', { name: 'Take the tour' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Reset demo data' })).toBeNull();
  });
});
