import { act, fireEvent, screen } from '@testing-library/react';
import { use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationWizardInput } from '../../src/machines/application-wizard.machine';
import { applicationWizardMachine } from '../../src/machines/application-wizard.machine';
import {
  ApplicationWizardScreen,
  applicationSteps,
} from '../../src/screens/wizard/application-wizard-screen';
import { deferredActors } from '../support/model';
import { TEST_USER, renderScreen } from '../support/render';
import { NEW_DRAFT } from '../../src/domain/draft-sync';
import { readOf } from '../support/reads';
import { GRANT } from '../model/wizard-fixtures';
import { GRANT_ID, VALID_ANSWERS } from '../unit/application-fixtures';

// The steps after the first are a chunk of their own.

const draftAt = (step: 'commission' | 'review'): ApplicationWizardInput['draft'] => ({
  version: 1,
  userId: TEST_USER.id,
  grantId: GRANT_ID,
  step,
  commissionAcknowledged: step !== 'commission',
  answers: VALID_ANSWERS,
  savedAt: '2030-01-01T10:00:00.000Z',
});

async function openWizard(draft: ApplicationWizardInput['draft']) {
  const fakes = deferredActors(['uploadDocument', 'submitApplication', 'saveAnswers'] as const);
  const logic = applicationWizardMachine.provide({ actors: fakes.actors as never });
  await renderScreen(
    <ApplicationWizardScreen
      logic={logic}
      grant={readOf(GRANT)}
      user={{ ...TEST_USER }}
      opening={readOf({ draft, start: NEW_DRAFT }, 'opening')}
    />,
    { path: `/grant?id=${GRANT_ID}` },
  );
  await screen.findByRole('heading', {
    name: /Commission acknowledgement|Resume your application/,
  });
}

describe('the wizard steps after the first', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show a named loader while their code loads, then the step (a draft resumed at the review)', async () => {
    // The step's code arrives when the test says so: a cached import may otherwise land within
    // the click's act() and the loader never shows.
    const code = await import('../../src/screens/wizard/application-steps');
    let arrive: (loaded: typeof code) => void = () => {};
    const arriving = new Promise<typeof code>((resolve) => (arrive = resolve));
    vi.spyOn(applicationSteps, 'useLoaded').mockImplementation(() => use(arriving));
    await openWizard(draftAt('review'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Resume application' })),
    );

    expect(screen.getByRole('progressbar', { name: 'Loading the step' })).toBeInTheDocument();
    await act(async () => arrive(code));
    expect(await screen.findByRole('heading', { name: 'Review and submit' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading the step' })).toBeNull();
  });

  it('are fetched on the first input once the first step shows, not before', async () => {
    const load = vi.spyOn(applicationSteps, 'load');
    await openWizard(null);
    expect(screen.getByRole('heading', { name: 'Commission acknowledgement' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(load).toHaveBeenCalledTimes(1);
    // Once only: later input fetches nothing more.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
