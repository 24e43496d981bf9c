import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/domain/format';
import { RECEIPT_WORDS } from '../../src/domain/receipt';
import { Receipt } from '../../src/screens/wizard/receipt';
import { renderScreen } from '../support/render';
import { VALID_ANSWERS, storedApplication } from '../unit/application-fixtures';

// The receipt after submitting (issue 66): what the confirmation shows of the server's answer,
// and the printed copy that carries the tracking number.

const APPLICATION = storedApplication(VALID_ANSWERS, {
  grant: { title: 'Community Food Resilience Grant', deadline: '2030-09-30' },
  generatedDraft: 'Narrative',
});

afterEach(() => vi.restoreAllMocks());

describe('the receipt', () => {
  it('shows the tracking number, the date and time, the grant and what happens next', async () => {
    await renderScreen(<Receipt application={APPLICATION} />);
    const receipt = screen.getByRole('region', { name: 'Your receipt' });
    const fact = (label: string) =>
      within(receipt).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Tracking number')).toBe('GW-2030-000042');
    expect(fact('Submitted on')).toBe(formatDateTime(new Date(APPLICATION.submittedAt)));
    expect(fact('Grant')).toBe('Community Food Resilience Grant');
    expect(within(receipt).getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(within(receipt).getAllByRole('listitem')).toHaveLength(RECEIPT_WORDS.next.length);
  });

  it('prints a copy that names the tracking number', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const user = userEvent.setup();
    await renderScreen(<Receipt application={APPLICATION} />);
    // Nothing is printed until the page is.
    expect(document.querySelector('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    const copy = document.querySelector('article') as HTMLElement;
    expect(within(copy).getByText('Tracking number').nextElementSibling?.textContent).toBe(
      'GW-2030-000042',
    );
    expect(within(copy).getByRole('heading', { level: 1 })).toHaveTextContent(
      APPLICATION.projectTitle,
    );
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('article')).toBeNull();
  });
});
