import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppLogic } from '../../src/app/wiring';
import type { Company, CompanyInput, UpdateMeRequest, UserMission } from '../../src/api/schema.gen';
import { FAULTS, alertSays, forcedFaults, messageOf } from '../support/faults';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';

// Forced server and network failures of Home's writes (and the company's read), through the app's
// router and Home's real wiring with the API faked by operation: the error catalogue's message
// (the server's, else the spec's fallback), everything typed kept, and a retry once the fault is
// cleared that saves. Each fault is what the API client throws for it (tests/support/faults.ts).
// Moved from the browser pass, where each took a sign-in and a page (docs/testing.md).

const HOME: Partial<AppLogic> = {
  home: (server) => import('../../src/app/wiring/home').then((module) => module.homeLogic(server)),
};

const mission = (n: number, name: string, points: number, completed: boolean): UserMission => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  completed,
  completed_at: completed ? '2026-01-01T00:00:00.000Z' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
  mission: { id: `10000000-0000-4000-8000-00000000000${n}`, name, tag: `Tag ${n}`, points },
});

/** Home's server: the missions (150 points done), the caller's company, the profile. */
function homeServer() {
  const faults = forcedFaults();
  let missions = [
    mission(1, 'Complete your company profile', 50, true),
    mission(2, 'Apply for your first grant', 100, true),
    mission(3, 'Refer a friend', 40, false),
  ];
  let company: Company | null = null;
  const api = {
    listUserMissions: async () => missions,
    updateUserMission: faults.answering(
      'updateUserMission',
      async (id: string, change: { completed: boolean }) => {
        missions = missions.map((m) => (m.id === id ? { ...m, completed: change.completed } : m));
        return missions.find((m) => m.id === id)!;
      },
    ),
    getMyCompany: faults.answering('getMyCompany', async () => company),
    createCompany: faults.answering('createCompany', async (body: CompanyInput) => {
      company = { id: '3c9a7e52-8f14-4b6d-a2e0-5d7c9b1f4a66', ...body } as Company;
      return company;
    }),
    updateCompany: faults.answering('updateCompany', async (id: string, body: CompanyInput) => {
      company = { id, ...body } as Company;
      return company;
    }),
    updateMe: faults.answering('updateMe', async (body: UpdateMeRequest) => ({
      ...TEST_USER,
      ...body,
    })),
  };
  return { faults, open: (path: string) => renderRoute(path, { api, logic: HOME }) };
}

describe('Home under faults', () => {
  it('updateMe: the name typed stays, the message shows, a retry saves', async () => {
    const user = userEvent.setup({ delay: null });
    const server = homeServer();
    await server.open('/');
    const firstName = await screen.findByLabelText('First name');
    for (const fault of FAULTS) {
      server.faults.force('updateMe', fault);
      await user.clear(firstName);
      await user.type(firstName, `Danielle ${fault}`);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await alertSays(messageOf(fault, 'An error occurred during update'));
      expect(firstName).toHaveValue(`Danielle ${fault}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeVisible();
    }
    server.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Danielle network!' }),
    ).toBeVisible();
  });

  it('getMyCompany, createCompany, updateCompany: messages, typed fields kept, retries save', async () => {
    const user = userEvent.setup({ delay: null });
    const server = homeServer();
    // Fetch: the card says so and the form stays usable (empty, as for no company).
    for (const fault of FAULTS) {
      server.faults.force('getMyCompany', fault);
      const { unmount } = await server.open('/?card=company');
      await alertSays(`Error: ${messageOf(fault, 'Failed to fetch company')}`);
      expect(screen.getByLabelText(/^Company EIN/)).toBeEnabled();
      unmount();
    }
    server.faults.clear();
    const { unmount } = await server.open('/?card=company');
    expect(await screen.findByLabelText(/^Company EIN/)).toHaveValue('');

    const fields: [RegExp, string][] = [
      [/^Company EIN/, '12-3456789'],
      [/^Company E-mail/, 'info@riverbend.coop'],
      [/^Company Legal Name/, 'Riverbend Bakery LLC'],
      [/^Company HQ Address/, '12 Mill St, Burlington, VT'],
      [/^Company Industry/, 'Food'],
      [/^Company Website/, 'riverbend.coop'],
    ];
    for (const [label, value] of fields) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    const save = () => user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const fault of FAULTS) {
      server.faults.force('createCompany', fault);
      await save();
      await alertSays(`Error: ${messageOf(fault, 'Failed to create company')}`);
      for (const [label, value] of fields) expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    server.faults.clear();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Company created successfully');

    const dba = screen.getByLabelText(/^DBA \(Doing Business As\)/);
    await user.type(dba, 'Riverbend');
    for (const fault of FAULTS) {
      server.faults.force('updateCompany', fault);
      await save();
      await alertSays(`Error: ${messageOf(fault, 'Failed to update company')}`);
      expect(dba).toHaveValue('Riverbend');
    }
    server.faults.clear();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Company updated successfully');
    // Opened again, the form shows what the server kept.
    unmount();
    await server.open('/?card=company');
    expect(await screen.findByLabelText(/^DBA \(Doing Business As\)/)).toHaveValue('Riverbend');
  });

  it('updateUserMission: the mission is put back with the message, a retry completes it', async () => {
    const user = userEvent.setup({ delay: null });
    const server = homeServer();
    await server.open('/');
    const points = screen.getByTestId('profile-points');
    const row = () => screen.getByText('Refer a friend').closest('li') as HTMLElement;
    await screen.findByText('Refer a friend');
    expect(points).toHaveTextContent('150');
    for (const fault of FAULTS) {
      server.faults.force('updateUserMission', fault);
      await user.click(within(row()).getByRole('button', { name: 'Add' }));
      await alertSays(`Error: ${messageOf(fault, 'Failed to update mission')}`);
      expect(points).toHaveTextContent('150');
      expect(within(row()).getByRole('button', { name: 'Add' })).toBeEnabled();
    }
    server.faults.clear();
    await user.click(within(row()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Mission completed successfully!')).toBeVisible();
    expect(points).toHaveTextContent('190');
  });
});
