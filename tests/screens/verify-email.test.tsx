import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';

// A mailbox proves an email (issue 61): the verification link's page, and the notice every
// signed-in page shows while the account's email is not verified.

const UNVERIFIED = { ...TEST_USER, emailVerified: false };

/** The reads of top picks, a signed-in page to show the notice above. */
const TOP_PICKS = {
  listGrants: vi.fn(async () => []),
  listSavedGrants: vi.fn(async () => []),
  listSavedSearches: vi.fn(async () => []),
};

const refused = (code: 'linkExpired' | 'linkInvalid', message: string) =>
  new ApiError(422, { status: 422, message, errors: { token: code } });

describe('the verification link (/verify-email)', () => {
  it('verifies on the person’s confirmation, signed out, and says so', async () => {
    const verifyEmail = vi.fn(async () => ({ email: 'new.person@example.org' }));
    const user = userEvent.setup();
    await renderRoute('/verify-email?token=abc123', { api: { verifyEmail }, signedInAs: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your email address' }),
    ).toBeVisible();
    // Opening the link verifies nothing by itself (a mail scanner opens links too).
    expect(verifyEmail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(verifyEmail).toHaveBeenCalledWith('abc123');
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your email address new.person@example.org is verified.');
    expect(within(done).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
  });

  it('says an expired link has expired and how to get a new one', async () => {
    const verifyEmail = vi.fn(async () => {
      throw refused('linkExpired', 'This verification link has expired.');
    });
    const user = userEvent.setup();
    await renderRoute('/verify-email?token=old', { api: { verifyEmail }, signedInAs: null });
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This verification link has expired.');
    expect(alert).toHaveTextContent('Sign in and choose Send again for a new link.');
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
  });

  it('says a used link was already used', async () => {
    const verifyEmail = vi.fn(async () => {
      throw refused('linkInvalid', 'This verification link is not valid or was already used.');
    });
    const user = userEvent.setup();
    await renderRoute('/verify-email?token=used', { api: { verifyEmail }, signedInAs: null });
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is not valid or was already used.',
    );
  });

  it('a failure that is not the link’s keeps Verify my email to try again', async () => {
    const verifyEmail = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, null, 'Network error'))
      .mockResolvedValueOnce({ email: TEST_USER.email });
    const user = userEvent.setup();
    await renderRoute('/verify-email?token=abc', { api: { verifyEmail }, signedInAs: null });
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email could not be verified. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('is verified.');
  });

  it('a link without its token says so, and a token that cannot be one is dropped', async () => {
    const verifyEmail = vi.fn();
    await renderRoute('/verify-email?token=%3Cscript%3E', {
      api: { verifyEmail },
      signedInAs: null,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This verification link is not complete. Open the link from the email again.',
    );
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
  });

  it('signed in as the account verified, the session’s user is verified from then on', async () => {
    const verifyEmail = vi.fn(async () => ({ email: UNVERIFIED.email }));
    const user = userEvent.setup();
    const { auth } = await renderRoute('/verify-email?token=abc', {
      api: { verifyEmail },
      signedInAs: UNVERIFIED,
    });
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('link', { name: 'Go to your home page' })).toBeVisible();
    expect(auth.getSnapshot().context.user).toMatchObject({ emailVerified: true });
  });
});

describe('the notice of an unverified email', () => {
  it('shows above a signed-in page, and Send again sends the mail again', async () => {
    const sendVerificationEmail = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderRoute('/opportunities', {
      api: { ...TOP_PICKS, sendVerificationEmail },
      signedInAs: UNVERIFIED,
    });
    const notice = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(notice).toHaveTextContent(
      `We sent a verification email to ${UNVERIFIED.email}. Until you follow its link, invitations to this address wait for you.`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Send again' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await within(notice).findByText('Sent again. Check your inbox.')).toBeVisible();
  });

  it('says when the mail could not be sent again', async () => {
    const sendVerificationEmail = vi.fn(async () => {
      throw new ApiError(0, null, 'Network error');
    });
    const user = userEvent.setup();
    await renderRoute('/opportunities', {
      api: { ...TOP_PICKS, sendVerificationEmail },
      signedInAs: UNVERIFIED,
    });
    const notice = await screen.findByRole('region', { name: 'Verify your email address' });
    await user.click(within(notice).getByRole('button', { name: 'Send again' }));
    expect(
      await within(notice).findByText('The email could not be sent. Try again.'),
    ).toBeVisible();
  });

  it('is not there for a verified email', async () => {
    await renderRoute('/opportunities', { api: TOP_PICKS, signedInAs: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).toBeNull();
  });
});

describe('the invitation mail’s link (/invitation)', () => {
  const INVITATION_ID = 'c4e8a1d2-7b3f-4e6a-9d0c-5f1b2a3c4d5e';
  const SHARED_ID = '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';

  it('accepts with the link’s secret and opens the application on the dashboard', async () => {
    const acceptInvitation = vi.fn(async () => ({
      id: SHARED_ID,
      grantId: 'g',
      grantTitle: 'Early Childhood Literacy Grant',
      grantDeadline: '2027-01-15',
      projectTitle: 'Family Reading Nights',
      role: 'viewer' as const,
      state: 'draft' as const,
      owner: { userId: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11', name: 'Dana Rivera' },
      others: [{ userId: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11', name: 'Dana Rivera' }],
      lastActivity: { at: '2026-03-02T09:00:00Z', summary: 'Dana Rivera invited you' },
      updatedAt: '2026-03-02T09:00:00Z',
    }));
    const user = userEvent.setup();
    const { router } = await renderRoute(`/invitation?id=${INVITATION_ID}&token=secret1`, {
      api: { acceptInvitation },
      signedInAs: UNVERIFIED,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'An invitation to apply together' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(acceptInvitation).toHaveBeenCalledWith(INVITATION_ID, 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/grants'));
    expect(router.state.location.search).toMatchObject({ shared: SHARED_ID });
  });

  it('says why a link is refused, and keeps the person on the invitation', async () => {
    const acceptInvitation = vi.fn(async () => {
      throw new ApiError(403, {
        status: 403,
        message: 'This invitation was sent to another email address.',
        errors: { invitation: 'invitationForAnotherEmail' },
      });
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/invitation?id=${INVITATION_ID}&token=older`, {
      api: { acceptInvitation },
      signedInAs: TEST_USER,
    });
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to another email address.',
    );
    expect(router.state.location.pathname).toBe('/invitation');
  });
});
