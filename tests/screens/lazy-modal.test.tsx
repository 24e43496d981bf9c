import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyModal } from '../../src/screens/shared/lazy-modal';
import { renderScreen } from '../support/render';

// Whether the dialog's code has been evaluated: the mock notes the first import of the module.
const evaluated = vi.hoisted(() => ({ modal: false }));
vi.mock('../../src/screens/shared/modal-code', async (original) => {
  evaluated.modal = true;
  return original();
});

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Edit
      </button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Edit saved search">
        <input aria-label="Name" data-autofocus />
      </LazyModal>
    </>
  );
}

describe('LazyModal', () => {
  it('loads the dialog when it first opens, and gives focus back the first time too', async () => {
    const user = userEvent.setup();
    await renderScreen(<Screen />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(evaluated.modal).toBe(false);

    await user.click(edit);
    expect(await screen.findByRole('dialog', { name: 'Edit saved search' })).toBeInTheDocument();
    expect(evaluated.modal).toBe(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    // Mantine notes where focus goes back when the dialog opens: a dialog mounted open would
    // not know, and focus would fall to the page's start.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
