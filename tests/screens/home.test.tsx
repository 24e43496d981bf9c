import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CompanyPayload } from '../../src/domain/company';
import type { PersonalInfoUpdate } from '../../src/domain/personal-info';

import { companyFormMachine } from '../../src/machines/company-form.machine';
import { type UpdateUserMissionInput, missionsMachine } from '../../src/machines/missions.machine';
import { personalInfoMachine } from '../../src/machines/personal-info.machine';
import type { HomeCard } from '../../src/screens/home/home-cards';
import { type HomeLogic, HomeScreen } from '../../src/screens/home/home-screen';
import { TEST_USER, type TestAuth, createTestAuth, renderScreen } from '../support/render';
import { throughUpdateMe } from '../support/session-write';
import type { Company, User, UserMission } from '../../src/api/schema.gen';

const mission = (n: number, name: string, points: number, completed = false): UserMission => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  completed,
  completed_at: completed ? '2026-01-01T00:00:00.000Z' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
  mission: { id: `10000000-0000-4000-8000-00000000000${n}`, name, tag: `Tag ${n}`, points },
});

const MISSIONS = [
  mission(1, 'Complete your company profile', 50),
  mission(2, 'Upload your first document', 30, true),
  mission(3, 'Add your LinkedIn profile', 20),
  mission(4, 'Refer a friend', 40),
  mission(5, 'Apply for your first grant', 100),
  mission(6, 'Subscribe to the newsletter', 10, true),
];

const COMPANY: Company = {
  id: '3c9a7e52-8f14-4b6d-a2e0-5d7c9b1f4a66',
  ein: '84-2917365',
  email: 'hello@okaforfabrication.com',
  name: 'Okafor Fabrication LLC',
  dba: null,
  address: '410 Foundry Row, Pittsburgh, PA 15201',
  industry: 'Manufacturing',
  website: null,
};

interface Fakes {
  loadMissions?: () => Promise<UserMission[]>;
  updateMission?: (input: UpdateUserMissionInput) => Promise<UserMission>;
  loadCompany?: () => Promise<Company | null>;
  createCompany?: (input: CompanyPayload) => Promise<Company>;
  updateCompany?: (input: { id: string; company: CompanyPayload }) => Promise<Company>;
  updateMe?: (input: PersonalInfoUpdate) => Promise<User>;
}

function fakeLogic(fakes: Fakes, auth: TestAuth): HomeLogic {
  return {
    missions: missionsMachine.provide({
      actors: {
        loadMissions: fromPromise(fakes.loadMissions ?? (async () => MISSIONS)),
        updateMission: fromPromise<UserMission, UpdateUserMissionInput>(async ({ input }) =>
          fakes.updateMission
            ? fakes.updateMission(input)
            : { ...MISSIONS.find((m) => m.id === input.id)!, completed: true },
        ),
      },
    }),
    companyForm: companyFormMachine.provide({
      actors: {
        loadCompany: fromPromise(fakes.loadCompany ?? (async () => null)),
        createCompany: fromPromise<Company, CompanyPayload>(async ({ input }) =>
          fakes.createCompany ? fakes.createCompany(input) : { id: COMPANY.id, ...input },
        ),
        updateCompany: fromPromise<Company, { id: string; company: CompanyPayload }>(
          async ({ input }) =>
            fakes.updateCompany ? fakes.updateCompany(input) : { id: input.id, ...input.company },
        ),
      },
    }),
    personalInfo: personalInfoMachine.provide({
      actors: {
        updateMe: throughUpdateMe(
          fromPromise<User, PersonalInfoUpdate>(async ({ input }) =>
            fakes.updateMe ? fakes.updateMe(input) : { ...TEST_USER, ...input },
          ),
          auth,
        ),
      },
    }),
  };
}

const TODAY = new Date(2026, 2, 4, 10, 0, 0);

async function renderHome(card: HomeCard = 'personal', fakes: Fakes = {}) {
  const user = userEvent.setup({ delay: null });
  const auth = createTestAuth(TEST_USER);
  const rendered = await renderScreen(
    <HomeScreen logic={fakeLogic(fakes, auth)} card={card} today={TODAY} />,
    { path: `/?card=${card}`, auth },
  );
  return { user, ...rendered };
}

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('Home: welcome header and cards', () => {
  it('greets the user with the date, level, tags, user id and the points of completed missions', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeVisible();
    expect(screen.getByText('Wednesday, March 4, 2026')).toBeVisible();
    expect(screen.getByText('SILVER 1')).toBeVisible();
    for (const tag of ['Individual', 'Veteran', 'Pro User'])
      expect(screen.getByText(tag)).toBeVisible();
    expect(screen.getByText(`User ID: ${TEST_USER.id}`)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('profile-points')).toHaveTextContent('40'));
  });

  it('My Missions takes the user to the missions list', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'My Missions' }));
    expect(screen.getByRole('heading', { name: 'My Missions' })).toHaveFocus();
  });

  it('My Missions glides to the list, and jumps when the system asks for less motion', async () => {
    onTestFinished(() => void vi.restoreAllMocks());
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'My Missions' }));
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });

    const media = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...media(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    await user.click(screen.getByRole('button', { name: 'My Missions' }));
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('marks the selected card and links each card to its place in the URL', async () => {
    await renderHome('company');
    const nav = screen.getByRole('navigation', { name: 'Home sections' });
    const company = within(nav).getByRole('link', { name: /Company Information/ });
    expect(company).toHaveAttribute('aria-current', 'page');
    expect(company).toHaveAttribute('href', '/?card=company');
    expect(within(nav).getByRole('link', { name: /Personal Information/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: /Affiliate Dashboard/ })).toHaveAttribute(
      'href',
      '/?card=affiliate',
    );
    expect(await screen.findByLabelText(/Company EIN/)).toBeVisible();
  });

  it('the Affiliate Dashboard card leads to /affiliates', async () => {
    const { user, router } = await renderHome('affiliate');
    await user.click(screen.getByRole('link', { name: 'Open Affiliate Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliates'));
  });

  it('Schedule Your Call Now explains how the call is booked', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Schedule Your Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule your advisor call' });
    expect(within(dialog).getByRole('link', { name: /advisors@grantwise.app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:advisors@grantwise\.app/),
    );
  });
});

describe('Home: personal information', () => {
  it("sends only non-empty fields, reads 'Saving...' and updates the user everywhere at once", async () => {
    const pending = deferred<User>();
    const sent: PersonalInfoUpdate[] = [];
    const { user, auth } = await renderHome('personal', {
      updateMe: (input) => {
        sent.push(input);
        return pending.promise;
      },
    });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Danielle');
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent).toEqual([{ firstName: 'Danielle' }]);
    await act(async () => pending.resolve({ ...TEST_USER, firstName: 'Danielle' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Danielle!' }),
    ).toBeVisible();
    expect(auth.getSnapshot().context.user?.firstName).toBe('Danielle');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
  });

  it('shows the password rules, clears one when its field is edited, and asks for a confirmation', async () => {
    const { user } = await renderHome();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Current password is required to set a new password')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.queryByText('Current password is required to set a new password')).toBeNull();
    expect(screen.getByText('Passwords must match')).toBeVisible();
  });

  it("shows the server's message, else 'An error occurred during update'", async () => {
    const { user } = await renderHome('personal', {
      updateMe: async () => Promise.reject(new ApiError(500, null)),
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('An error occurred during update')).toBeVisible();
  });
});

describe('Home: company information', () => {
  it('shows every rule under its own field, highlights only those fields, and blocks saving', async () => {
    const { user } = await renderHome('company');
    await user.type(await screen.findByLabelText(/Company Website/), 'nope');
    await user.type(screen.getByLabelText(/Company EIN/), '12-3456789');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const [label, message] of [
      [/Company E-mail/, 'Email is required'],
      [/Company Legal Name/, 'Legal name is required'],
      [/Company HQ Address/, 'HQ address is required'],
      [/Company Industry/, 'Industry is required'],
      [/Company Website/, 'Website URL is invalid'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText(/Company EIN/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/DBA/)).toHaveAttribute(
      'placeholder',
      'Leave blank if not applicable',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Company Industry/), 'Food');
    expect(screen.queryByText('Industry is required')).toBeNull();
    expect(screen.getByText('HQ address is required')).toBeVisible();
  });

  it("creates the company with 'Processing...' and the green banner, then Cancel restores the saved values", async () => {
    const pending = deferred<Company>();
    const { user } = await renderHome('company', { createCompany: () => pending.promise });
    await user.type(await screen.findByLabelText(/Company EIN/), '12-3456789');
    await user.type(screen.getByLabelText(/Company E-mail/), 'info@riverbend.coop');
    await user.type(screen.getByLabelText(/Company Legal Name/), 'Riverbend Bakery LLC');
    await user.type(screen.getByLabelText(/Company HQ Address/), '12 Mill St');
    await user.type(screen.getByLabelText(/Company Industry/), 'Food');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () =>
      pending.resolve({
        ...COMPANY,
        ein: '12-3456789',
        email: 'info@riverbend.coop',
        name: 'Riverbend Bakery LLC',
        address: '12 Mill St',
        industry: 'Food',
      }),
    );
    expect(await screen.findByText('Company created successfully')).toBeVisible();
    await user.clear(screen.getByLabelText(/Company Industry/));
    await user.type(screen.getByLabelText(/Company Industry/), 'Retail');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/Company Industry/)).toHaveValue('Food');
  });

  it("fills in the saved company and shows 'Error: ' with the update failure", async () => {
    const { user } = await renderHome('company', {
      loadCompany: async () => COMPANY,
      updateCompany: async () => Promise.reject(new ApiError(500, null)),
    });
    expect(await screen.findByLabelText(/Company Legal Name/)).toHaveValue(COMPANY.name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error: Failed to update company')).toBeVisible();
    await user.type(screen.getByLabelText(/Company Industry/), 's');
    expect(screen.queryByText('Error: Failed to update company')).toBeNull();
  });

  it("shows 'Error: Failed to fetch company' when the company cannot be fetched", async () => {
    await renderHome('company', {
      loadCompany: async () => Promise.reject(new ApiError(500, null)),
    });
    expect(await screen.findByText('Error: Failed to fetch company')).toBeVisible();
  });
});

describe('Home: My Missions', () => {
  it('lists name, tag and Profile Points, highlights the row at index 4, and Add completes', async () => {
    const pending = deferred<UserMission>();
    const load = deferred<UserMission[]>();
    const { user } = await renderHome('personal', {
      loadMissions: () => load.promise,
      updateMission: () => pending.promise,
    });
    expect(screen.getByText('Loading missions...')).toBeVisible();
    expect(screen.getByTestId('profile-points')).toHaveTextContent('–');
    await act(async () => load.resolve(MISSIONS));
    const friend = await screen.findByText('Refer a friend');
    expect(within(row('Refer a friend')).getByText('40 Profile Points')).toBeVisible();
    expect(within(row('Refer a friend')).getByText('Tag 4')).toBeVisible();
    expect(row('Apply for your first grant')).toHaveAttribute('data-highlighted');
    expect(row('Refer a friend')).not.toHaveAttribute('data-highlighted');
    expect(
      within(row('Upload your first document')).getByRole('button', { name: 'Complete' }),
    ).toBeDisabled();
    expect(friend).toBeVisible();

    await user.click(within(row('Refer a friend')).getByRole('button', { name: 'Add' }));
    expect(
      within(row('Refer a friend')).getByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    expect(screen.getByTestId('profile-points')).toHaveTextContent('80');
    await act(async () => pending.resolve({ ...MISSIONS[3]!, completed: true }));
    expect(await screen.findByText('Mission completed successfully!')).toBeVisible();
    expect(within(row('Refer a friend')).getByRole('button', { name: 'Complete' })).toBeDisabled();
  });

  it('rolls back a failed completion and Dismiss clears the error', async () => {
    const { user } = await renderHome('personal', {
      updateMission: async () => Promise.reject(new ApiError(500, null)),
    });
    await screen.findByText('Refer a friend');
    await user.click(within(row('Refer a friend')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error: Failed to update mission')).toBeVisible();
    expect(within(row('Refer a friend')).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(screen.getByTestId('profile-points')).toHaveTextContent('40');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Error: Failed to update mission')).toBeNull();
  });

  it("shows 'Error: Failed to fetch missions' with Try Again, and the empty state", async () => {
    let calls = 0;
    const { user } = await renderHome('personal', {
      loadMissions: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(500, null);
        return [];
      },
    });
    expect(await screen.findByText('Error: Failed to fetch missions')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No missions available at this time.')).toBeVisible();
    expect(screen.getByTestId('profile-points')).toHaveTextContent('0');
  });
});

describe('Home: the default card', () => {
  it('shows Personal Information selected when the URL names no card', async () => {
    const auth = createTestAuth(TEST_USER);
    await renderScreen(<HomeScreen logic={fakeLogic({}, auth)} card="personal" today={TODAY} />, {
      path: '/',
      auth,
    });
    expect(screen.getByRole('link', { name: /Personal Information/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Company Information/ })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
