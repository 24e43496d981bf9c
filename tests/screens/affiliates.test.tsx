import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { AppApi } from '../../src/app/wiring';
import { NEWSLETTER_STORAGE_KEY } from '../../src/screens/affiliates/newsletter-block';

import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';
import type { AffiliateRecord, NewsletterSubscription } from '../../src/api/schema.gen';

const record = (
  id: string,
  status: AffiliateRecord['status'],
  registrations: number,
  conversions: number,
  referred: string,
): AffiliateRecord => {
  const [firstName = '', lastName = ''] = referred.split(' ');
  return {
    id,
    createdAt: '2026-11-10T10:00:00Z',
    affiliateUser: { firstName: 'Dana', lastName: 'Rivera' },
    referalUser: { firstName, lastName },
    status,
    registrations,
    conversions,
  };
};

type AffiliatesApi = Pick<
  AppApi,
  'listAffiliates' | 'listNewsletterSubscriptions' | 'subscribeNewsletter'
>;

function fakeApi(overrides: Partial<AffiliatesApi> = {}): AffiliatesApi {
  return {
    listAffiliates: async () => [],
    listNewsletterSubscriptions: async () => [],
    subscribeNewsletter: async (form) => ({
      id: 'n1',
      createdAt: '2026-11-10T10:00:00Z',
      ...form,
    }),
    ...overrides,
  };
}

afterEach(() => localStorage.clear());

describe('Affiliates screen, signed in', () => {
  it('shows each referral with its real status and counts', async () => {
    const api = fakeApi({
      listAffiliates: async () => [
        record('1', 'PENDING', 1, 0, 'Grace Liu'),
        record('2', 'COMPLETE', 1, 2, 'Priya Natarajan'),
        record('3', 'REJECTED', 1, 0, 'Elena Sokolova'),
      ],
    });
    await renderRoute('/affiliates', { api: api });
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Affiliate',
      'Referal',
      'Date',
      'Status',
      'Registration',
      'Conversions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Dana Rivera', 'Grace Liu', 'Nov 10, 2026', 'PENDING', '1', '0'],
      ['Dana Rivera', 'Priya Natarajan', 'Nov 10, 2026', 'COMPLETE', '1', '2'],
      ['Dana Rivera', 'Elena Sokolova', 'Nov 10, 2026', 'REJECTED', '1', '0'],
    ]);
  });

  it('shows the referral link and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    // userEvent installs its own clipboard: replace it after setup.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderRoute('/affiliates', { api: fakeApi() });
    const link = `${window.location.origin}/register?ref=${TEST_USER.id}`;
    await user.click(screen.getByRole('button', { name: `Copy referral link ${link}` }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
  });

  it('says when copying fails', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    // userEvent installs its own clipboard: replace it after setup.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderRoute('/affiliates', { api: fakeApi() });
    await user.click(screen.getByRole('button', { name: /^Copy referral link/ }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderRoute('/affiliates', { api: fakeApi() });
    expect(await screen.findByText(/No referrals yet/)).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    const listAffiliates = vi
      .fn<AffiliatesApi['listAffiliates']>()
      .mockRejectedValueOnce(new ApiError(500, { message: 'boom' }))
      .mockResolvedValueOnce([record('1', 'COMPLETE', 1, 1, 'Grace Liu')]);
    const user = userEvent.setup();
    await renderRoute('/affiliates', { api: fakeApi({ listAffiliates }) });
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Grace Liu' })).toBeInTheDocument();
  });

  it('hides the newsletter when the server knows the user subscribed', async () => {
    const api = fakeApi({
      listNewsletterSubscriptions: async () => [
        { id: 'n', email: TEST_USER.email, name: 'Dana', createdAt: '2026-01-01T00:00:00Z' },
      ],
    });
    await renderRoute('/affiliates', { api: api });
    await screen.findByText(/No referrals yet/);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Subscribe to our newsletter' })).toBeNull(),
    );
  });
});

describe('Affiliates screen, anonymous', () => {
  it('explains the programme and invites to sign in instead of the personal cards', async () => {
    const listAffiliates = vi.fn(async () => []);
    await renderRoute('/affiliates', { api: fakeApi({ listAffiliates }), signedInAs: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How the affiliate programme works' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Faffiliates',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy referral link/ })).toBeNull();
    expect(listAffiliates).not.toHaveBeenCalled();
  });

  it('has seven FAQ questions that open on click', async () => {
    const user = userEvent.setup();
    await renderRoute('/affiliates', { api: fakeApi(), signedInAs: null });
    const faq = screen
      .getByRole('heading', { name: 'Frequently asked questions' })
      .closest('section')!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    await user.click(questions[2]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
  });

  it('names each missing newsletter field, then subscribes, hides and remembers it', async () => {
    const subscribe = vi.fn<AffiliatesApi['subscribeNewsletter']>(async (form) => ({
      id: 'n1',
      createdAt: '2026-11-10T10:00:00Z',
      ...form,
    }));
    const user = userEvent.setup();
    const { unmount } = await renderRoute('/affiliates', {
      api: fakeApi({ subscribeNewsletter: subscribe }),
      signedInAs: null,
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Ann Lee ');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Successfully subscribed to our newsletter!'),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ name: 'Ann Lee', email: 'ann@example.org' });
    expect(screen.queryByRole('heading', { name: 'Subscribe to our newsletter' })).toBeNull();
    expect(localStorage.getItem(NEWSLETTER_STORAGE_KEY)).toBe('true');

    unmount();
    await renderRoute('/affiliates', { api: fakeApi(), signedInAs: null });
    expect(screen.queryByRole('heading', { name: 'Subscribe to our newsletter' })).toBeNull();
  });

  it("signed in, hides once subscribed by the server's list, read again after the write", async () => {
    const stored: NewsletterSubscription[] = [];
    const listNewsletterSubscriptions = vi.fn(async () => [...stored]);
    const subscribeNewsletter = vi.fn(async (form: { name: string; email: string }) => {
      const subscription = { id: 'n1', createdAt: '2026-11-10T10:00:00Z', ...form };
      stored.push(subscription);
      return subscription;
    });
    const user = userEvent.setup();
    await renderRoute('/affiliates', {
      api: fakeApi({ listNewsletterSubscriptions, subscribeNewsletter }),
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Successfully subscribed to our newsletter!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Subscribe to our newsletter' })).toBeNull();
    await waitFor(() => expect(listNewsletterSubscriptions).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: 'Subscribe to our newsletter' })).toBeNull();
    // Nothing was kept in this browser: the account's list is what says so.
    expect(localStorage.getItem(NEWSLETTER_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message as a toast and keeps the form", async () => {
    const subscribe = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'This email is already subscribed to our newsletter.',
        errors: { email: 'alreadySubscribed' },
      });
    });
    const user = userEvent.setup();
    await renderRoute('/affiliates', {
      api: fakeApi({ subscribeNewsletter: subscribe }),
      signedInAs: null,
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('This email is already subscribed to our newsletter.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Subscribe to our newsletter' }),
    ).toBeInTheDocument();
  });
});
