import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LongAnswer } from '../../src/screens/shared/long-answer';
import { renderScreen } from '../support/render';

// The counter under a long answer (issue 48): the count as typed, linked to the field, a warning
// near the limit, and a live region that speaks only at the thresholds.

function Answer({ initial, max }: { initial: string; max: number }) {
  const [value, setValue] = useState(initial);
  return (
    <LongAnswer
      label="Project summary"
      value={value}
      max={max}
      error={undefined}
      onChange={setValue}
    />
  );
}

describe('a long answer', () => {
  it('shows its count, described by it, and speaks only near and at the limit', async () => {
    const user = userEvent.setup();
    await renderScreen(<Answer initial="" max={20} />);
    const field = screen.getByLabelText(/^Project summary/, { selector: 'textarea' });
    expect(screen.getByText('0 / 20 characters')).toBeVisible();
    expect(field).toHaveAccessibleDescription('0 / 20 characters');
    const live = document.querySelector('[aria-live="polite"]');
    await user.type(field, 'Seventeen letters');
    expect(screen.getByText('17 / 20 characters')).toBeVisible();
    expect(live).toHaveTextContent('');
    await user.type(field, '!');
    expect(live).toHaveTextContent('Near the limit of 20 characters');
    await user.type(field, 'ab');
    expect(screen.getByText('20 / 20 characters')).toBeVisible();
    expect(live).toHaveTextContent('Limit reached: 20 characters');
    // The contract's limit stops typing there.
    await user.type(field, 'c');
    expect(field).toHaveValue('Seventeen letters!ab');
  });
});

describe('a paste beyond the limit', () => {
  it('is cut at the limit and says how much was left out', async () => {
    const user = userEvent.setup();
    await renderScreen(<Answer initial="abc" max={20} />);
    const field = screen.getByLabelText(/^Project summary/, { selector: 'textarea' });
    await user.click(field);
    await user.paste('x'.repeat(25));
    expect(field).toHaveValue(`abc${'x'.repeat(17)}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your paste did not fit the limit of 20 characters: its last 8 characters were left out.',
    );
    // Once the answer is under the limit again, the note goes.
    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('that fits says nothing', async () => {
    const user = userEvent.setup();
    await renderScreen(<Answer initial="" max={20} />);
    await user.click(screen.getByLabelText(/^Project summary/, { selector: 'textarea' }));
    await user.paste('fits');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
