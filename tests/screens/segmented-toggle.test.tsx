import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedToggle } from '../../src/screens/shared/segmented-toggle';

const VIEWS = [
  { value: 'explore', label: 'Explore' },
  { value: 'timeline', label: 'Timeline' },
] as const;

function Harness() {
  const [view, setView] = useState<'explore' | 'timeline'>('explore');
  return (
    <>
      <SegmentedToggle label="View" value={view} onChange={setView} data={VIEWS} />
      <output>{view}</output>
    </>
  );
}

describe('SegmentedToggle', () => {
  it('is a labelled radio group whose checked radio is the value', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'View' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Explore' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Timeline' })).not.toBeChecked();
  });

  it('changes the value by a click on the label and by the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Timeline'));
    expect(screen.getByRole('radio', { name: 'Timeline' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('timeline');

    screen.getByRole('radio', { name: 'Timeline' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Explore' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('explore');
  });
});
