import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicationWizardMachine } from '../../src/machines/application-wizard.machine';
import { deferredActors } from '../support/model';
import { renderRoute } from '../support/render-route';
import { GRANT } from '../model/wizard-fixtures';
import { GRANT_ID } from '../unit/application-fixtures';
import { readOf } from '../support/reads';
import { NEW_DRAFT, type WizardOpening } from '../../src/domain/draft-sync';

// The wizard's grant has one owner: the route's loader reads it (at navigation, beside the
// wizard's code) and the wizard's machine starts with it as its input. The loading and the
// unknown grant are the read's, shown by the screen; Try again reads it again.

function wizardLogic() {
  const fakes = deferredActors([
    'uploadDocument',
    'loadLibrary',
    'submitApplication',
    'saveAnswers',
  ] as const);
  const logic = applicationWizardMachine.provide({ actors: fakes.actors as never });
  return async () => ({
    logic,
    openingQuery: (userId: string, grantId: string, draftId: string | undefined) =>
      readOf<WizardOpening>(
        { draft: null, start: NEW_DRAFT },
        `opening-${userId}-${grantId}-${draftId ?? ''}`,
      ) as never,
  });
}

describe("the wizard's grant", () => {
  it('is read once, by the route, and the wizard opens on it', async () => {
    const getGrant = vi.fn(async () => GRANT);
    await renderRoute(`/grant?id=${GRANT_ID}`, {
      api: { getGrant },
      logic: { applicationWizard: wizardLogic() },
    });
    expect(
      await screen.findByRole('heading', { name: 'Commission acknowledgement' }),
    ).toBeVisible();
    expect(screen.getByText(`For ${GRANT.title}`)).toBeVisible();
    expect(getGrant).toHaveBeenCalledTimes(1);
    expect(getGrant).toHaveBeenCalledWith(GRANT_ID);
    // Each step's circle says the spec's number, as its label does (the spec has no step 6).
    for (const number of [2, 5, 7, 8, 9, 10])
      expect(screen.getByText(`Step ${number}`).closest('button')).toHaveTextContent(
        new RegExp(`^${number}Step ${number}`),
      );
  });

  it('that cannot be read says so, and Try again reads it again', async () => {
    const getGrant = vi
      .fn<(id: string) => Promise<typeof GRANT>>()
      .mockRejectedValueOnce(new Error('Grant not found'))
      .mockResolvedValue(GRANT);
    await renderRoute(`/grant?id=${GRANT_ID}`, {
      api: { getGrant },
      logic: { applicationWizard: wizardLogic() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grant not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to top picks' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(
      await screen.findByRole('heading', { name: 'Commission acknowledgement' }),
    ).toBeVisible();
    expect(getGrant).toHaveBeenCalledTimes(2);
  });
});
