import { Button, Menu } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from '../../src/lib/retryable-lazy';
import {
  LazyOverlayButton,
  type LazyOverlayProps,
  OVERLAY_FAILED,
} from '../../src/screens/shared/lazy-overlay-button';
import { renderScreen } from '../support/render';

// An overlay whose code loads on first use (the account menu): offline, its chunk once failed to
// load and the route's error page replaced the whole page. Now the button stays, a toast says
// why, and the next click fetches the code again.

function MenuOverlay({ opened, onChange, target }: LazyOverlayProps) {
  return (
    <Menu opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('a lazily loaded overlay whose code fails to load', () => {
  it('keeps the page and its button, says so, and loads on the next click', async () => {
    let reachable = false;
    let loads = 0;
    const overlay = retryableLazy(async () => {
      loads += 1;
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return MenuOverlay;
    });
    const user = userEvent.setup({ delay: null });
    await renderScreen(
      <>
        <p>The page</p>
        <LazyOverlayButton
          overlay={overlay.Component}
          retry={overlay.retry}
          button={(props) => <Button {...props}>Account menu</Button>}
        />
      </>,
    );

    await act(() => user.click(screen.getByRole('button', { name: 'Account menu' })));
    expect(await screen.findByText(OVERLAY_FAILED)).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();

    reachable = true;
    await act(() => user.click(screen.getByRole('button', { name: 'Account menu' })));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
