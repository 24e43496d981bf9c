import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authLogic } from '../../src/app/auth';
import type { AppApi } from '../../src/app/wiring';
import { notificationsLogic } from '../../src/app/wiring/notifications';
import { queriesOf, writesOf } from '../../src/app/wiring/queries';
import { BellContext, type BellStore } from '../../src/lib/bell-context';
import { createQueryClient } from '../../src/lib/server-data';
import { NotificationsButton } from '../../src/screens/shell/app-shell';
import type { NewsletterRequest, Notification } from '../../src/api/schema.gen';
import { FAULTS, alertSays, forcedFaults, messageOf } from '../support/faults';
import { TEST_USER, createTestAuth, renderScreen } from '../support/render';
import { fakeApi, renderRoute } from '../support/render-route';
import { REPORT_ID } from '../support/report-fixtures';

// Forced server and network failures of the account's writes (registering, signing in with the
// demo's Google chooser, signing out), the newsletter and the bell, through the app's router (the
// bell: the header's button) and the real machines and wiring, with the API faked by operation:
// the error catalogue's message, everything typed kept, and a retry once the fault is cleared
// that works. Each fault is what the API client throws for it (tests/support/faults.ts). Moved
// from the browser pass, where each took a sign-in and a page (docs/testing.md).

afterEach(() => vi.restoreAllMocks());

describe('registering under faults', () => {
  it('Register: a failing registration keeps both steps and a retry registers', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    const { router } = await renderRoute('/register', {
      signedInAs: null,
      api: { register: faults.answering('register', async () => undefined) },
      logic: {
        registration: (server) =>
          import('../../src/app/wiring/registration').then((module) =>
            module.registrationLogic(server),
          ),
      },
    });
    const fill = async (field: HTMLElement, value: string) => {
      await user.click(field);
      await user.paste(value);
    };
    await fill(await screen.findByLabelText(/^First name/), 'Grace');
    await fill(screen.getByLabelText(/^Last name/), 'Hopper');
    await fill(screen.getByLabelText(/^Email/), 'grace.faults@example.org');
    await fill(screen.getByLabelText(/^Password/, { selector: 'input' }), 'compilers-1952');
    for (const consent of ['I agree to the Terms and Conditions', 'I agree to the Privacy Policy'])
      await user.click(screen.getByRole('checkbox', { name: consent }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const [list, choice] of [
      ['Gender', 'Female'],
      ['Age range', '65+'],
      ['Ethnicity', 'White'],
    ] as const) {
      await user.click(await screen.findByRole('combobox', { name: list }));
      await user.click(await screen.findByRole('option', { name: choice }));
    }
    for (const fault of FAULTS) {
      faults.force('register', fault);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // The catalogue gives one fixed message for every failure but a taken email.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^An error occurred during registration$/,
      );
      expect(screen.getByRole('combobox', { name: 'Age range' })).toHaveValue('65+');
      expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('grace.faults@example.org');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Hopper');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    faults.clear();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Your account is ready. Sign in to get started.')).toBeVisible();
  });
});

describe('signing in and out under faults', () => {
  it('Sign-in and shell: the demo Google chooser failing says so; a failing logout signs out here and says the server was not told', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The app's auth machine and its storage, with the two calls faked by operation.
    const auth = createActor(
      authLogic.provide({
        actors: {
          loginWithGoogle: fromPromise(
            faults.answering('loginWithGoogle', async () => ({
              token: 'session-token',
              user: TEST_USER,
            })),
          ),
          logout: fromPromise(faults.answering('logout', async (): Promise<void> => {})),
        },
      }),
      { input: { user: null, token: null } },
    );
    auth.start();
    const { router } = await renderRoute('/sign-in', {
      auth,
      api: {
        hasToken: () => localStorage.getItem('token') !== null,
        listUserMissions: async () => [],
        getMyCompany: async () => null,
      },
      logic: {
        home: (server) =>
          import('../../src/app/wiring/home').then((module) => module.homeLogic(server)),
      },
    });
    const signInWithGoogle = async () => {
      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      await user.click(await screen.findByRole('menuitem', { name: /Jordan Lee/ }));
    };
    for (const fault of FAULTS) {
      faults.force('loginWithGoogle', fault);
      await signInWithGoogle();
      // The catalogue's fixed 'Failed to sign in' for the third-party sign-in.
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to sign in$/);
      expect(router.state.location.pathname).toBe('/sign-in');
    }
    faults.clear();
    await signInWithGoogle();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const logOut = async () => {
      await user.click(await screen.findByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    };
    for (const fault of FAULTS) {
      faults.force('logout', fault);
      warn.mockClear();
      await logOut();
      // Signed out here all the same, the token gone, and told that the server did not hear it.
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^You are signed out on this device, but the server could not be told\. Your session there ends when it expires\.$/,
      );
      expect(localStorage.getItem('token')).toBeNull();
      expect(warn).toHaveBeenCalledWith('Logout failed', messageOf(fault, 'Failed to fetch'));
      faults.clear();
      await signInWithGoogle();
      expect(await screen.findByRole('button', { name: 'Account menu' })).toBeVisible();
    }
    await logOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the newsletter under faults', () => {
  it('Affiliates newsletter: the check failing still offers the form; subscribeNewsletter keeps name and email', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    const check = vi.fn(async () => []);
    const api: Partial<AppApi> = {
      listAffiliates: async () => [],
      listNewsletterSubscriptions: faults.answering('listNewsletterSubscriptions', check),
      subscribeNewsletter: faults.answering(
        'subscribeNewsletter',
        async (form: NewsletterRequest) => ({
          id: '7e3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
          createdAt: '2026-11-10T10:00:00Z',
          ...form,
        }),
      ),
    };
    for (const fault of FAULTS) {
      faults.force('listNewsletterSubscriptions', fault);
      const { unmount } = await renderRoute('/affiliates', { api });
      // The check is a background read: when it fails the form is offered (no message is due).
      expect(
        await screen.findByRole('heading', { name: 'Subscribe to our newsletter' }),
      ).toBeVisible();
      await screen.findByText(/No referrals yet/);
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
    faults.clear();
    await renderRoute('/affiliates', { api });
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(name);
    await user.type(name, 'Dana R.');
    await user.clear(email);
    await user.type(email, 'dana.news@example.org');
    for (const fault of FAULTS) {
      faults.force('subscribeNewsletter', fault);
      await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
      await alertSays(messageOf(fault, 'Failed to subscribe to the newsletter. Please try again.'));
      expect(name).toHaveValue('Dana R.');
      expect(email).toHaveValue('dana.news@example.org');
    }
    faults.clear();
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to our newsletter!')).toBeVisible();
  });
});

describe('the bell under faults', () => {
  const reminder = (n: number): Notification => ({
    id: `reportDue-${REPORT_ID}-2030-0${n}-01-7`,
    kind: 'reportDue',
    reportKind: 'interim',
    subjectId: REPORT_ID,
    subjectName: `Clean Energy Community Grant ${n}`,
    date: `2030-0${n}-01`,
    at: '2030-01-01T00:00:00.000Z',
    read: false,
  });

  it('The bell: markNotificationsRead failing leaves them unread for the next opening; listNotifications failing says so with Try again', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = forcedFaults();
    // The server's notifications, as it keeps them: read only once it has marked them.
    let items = [reminder(7), reminder(8)];
    const api = fakeApi({
      listNotifications: faults.answering('listNotifications', async () => ({
        items,
        unreadCount: items.filter((item) => !item.read).length,
      })),
      markNotificationsRead: faults.answering(
        'markNotificationsRead',
        async (ids: readonly string[]) => {
          items = items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
        },
      ),
    });
    const auth = createTestAuth();
    let stop = () => {};
    /** The header's bell of a fresh page: the app's wiring of the bell, on the API above. */
    const openPage = async () => {
      stop();
      const client = createQueryClient();
      const logic = notificationsLogic({
        queries: queriesOf(api),
        writes: writesOf(api, auth),
        client,
      });
      const actor = createActor(logic(TEST_USER.id)).start();
      stop = () => actor.stop();
      const store: BellStore = { subscribe: () => () => {}, getSnapshot: () => actor };
      const page = await renderScreen(
        <BellContext.Provider value={store}>
          <NotificationsButton />
        </BellContext.Provider>,
        { auth },
      );
      return page;
    };
    const unreadBell = () => screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const dialog = () => screen.findByRole('dialog', { name: 'Notifications' });

    try {
      let page = await openPage();
      // The notifications are unread.
      expect(await unreadBell()).toBeVisible();
      for (const fault of FAULTS) {
        faults.force('markNotificationsRead', fault);
        await user.click(await unreadBell());
        expect((await within(await dialog()).findAllByRole('link'))[0]).toBeVisible();
        // Nothing to say to the user: they are unread again, and the server kept them unread.
        await waitFor(() =>
          expect(faults.failed('markNotificationsRead')).toBe(FAULTS.indexOf(fault) + 1),
        );
        expect(await unreadBell()).toBeVisible();
        await user.keyboard('{Escape}');
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull(),
        );
        page.unmount();
        page = await openPage();
        expect(await unreadBell()).toBeVisible();
      }
      faults.clear();

      for (const fault of FAULTS) {
        faults.force('listNotifications', fault);
        const bell = () => screen.getByRole('button', { name: /^Notifications/ });
        await user.click(bell());
        expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(
          /^Notifications could not be loaded\.$/,
        );
        faults.clear();
        await user.click(within(await dialog()).getByRole('button', { name: 'Try again' }));
        expect((await within(await dialog()).findAllByRole('link'))[0]).toBeVisible();
        await user.keyboard('{Escape}');
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull(),
        );
        await waitFor(() => expect(bell()).toHaveFocus());
      }
      // The last opening marked them read.
      page.unmount();
      await openPage();
      expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    } finally {
      stop();
    }
  });
});

describe('opening registration', () => {
  it('shows its heading, and who invited, while the form loads', async () => {
    // On a visit's first page the form's machine loads only once a heading has painted
    // (app/first-paint): with no heading of its own meanwhile, the page stayed empty for the
    // gate's whole limit.
    void renderRoute('/register?ref=3f9a2c4e-8b1d-4e6f-9a7c-2d5e8f1b4c6a', {
      signedInAs: null,
      logic: { registration: () => new Promise(() => {}) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    expect(screen.getByText('You were invited by a Grantwise member.')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading the form' })).toBeVisible();
  });
});
