import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { SHARING_MESSAGES } from '../../src/domain/sharing';
import { type SharingContext, sharingMachine } from '../../src/machines/sharing.machine';
import { SharingPanel } from '../../src/screens/sharing/sharing-panel';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  visited,
  withoutPrefixes,
} from '../support/model';
import { TEST_USER, renderScreen } from '../support/render';
import {
  DANA,
  INVITATION_ID,
  PRIYA,
  PRIYA_MEMBER,
  SAM_INVITATION,
  SHARED_ID,
  sharedApplication,
} from '../support/sharing-fixtures';
import type { User } from '../../src/api/schema.gen';

// The people of a shared application, model-based: paths from the production machine (the
// owner's and a member's), replayed on the rendered panel; every state and event has a check.

const PRIYA_USER: User = {
  id: PRIYA.userId,
  email: 'priya@grantwise.app',
  emailVerified: true,
  firstName: 'Priya',
  lastName: 'Raman',
};
const REFUSED = new ApiError(403, { status: 403, message: 'Only the owner can do this.' });
const NEW_INVITATION = { ...SAM_INVITATION, id: INVITATION_ID, email: 'lee@example.org' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SharingContext;

/** Events both sides share: loading, failing, retrying, and the actors' failures. */
const COMMON = [
  { type: 'xstate.error.actor.loadSharing', error: REFUSED },
  { type: 'sharing.retry' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: 'xstate.done.actor.removeMember' },
  { type: 'xstate.error.actor.removeMember', error: REFUSED },
];

const OWNER_EVENTS = [
  ...COMMON,
  { type: 'xstate.done.actor.loadSharing', output: sharedApplication({}, 'owner') },
  { type: 'invite.edit' },
  { type: 'invite.submit', email: 'not-an-email', role: 'editor' },
  { type: 'invite.submit', email: 'lee@example.org', role: 'viewer' },
  { type: 'xstate.done.actor.inviteMember', output: NEW_INVITATION },
  { type: 'xstate.error.actor.inviteMember', error: REFUSED },
  { type: 'invitation.resend', invitationId: INVITATION_ID },
  { type: 'xstate.done.actor.resendInvitation', output: SAM_INVITATION },
  { type: 'xstate.error.actor.resendInvitation', error: REFUSED },
  { type: 'invitation.cancel', invitationId: INVITATION_ID },
  { type: 'xstate.done.actor.cancelInvitation' },
  { type: 'xstate.error.actor.cancelInvitation', error: REFUSED },
  { type: 'member.changeRole', userId: PRIYA.userId, role: 'viewer' },
  { type: 'xstate.done.actor.updateMember', output: { ...PRIYA_MEMBER, role: 'viewer' } },
  { type: 'xstate.error.actor.updateMember', error: REFUSED },
  { type: 'member.remove', userId: PRIYA.userId },
] as EventObject[];

const MEMBER_EVENTS = [
  ...COMMON,
  { type: 'xstate.done.actor.loadSharing', output: sharedApplication({}, 'editor') },
  { type: 'membership.leave' },
] as EventObject[];

/** What a person can do where they are (the machine's own `can`, as the panel's controls). */
const filterEvents = (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event);

const serializeState = ((snapshot: AnyMachineSnapshot, event: EventObject | undefined) =>
  JSON.stringify([
    stateKey(snapshot),
    event?.type ?? '',
    ctx(snapshot).inviteError !== null,
    ctx(snapshot).application !== null,
  ])) as never;

function pathsFor(events: EventObject[], input: { userId: string; role: 'owner' | 'editor' }) {
  const all = modelPaths(sharingMachine, {
    events,
    input: { applicationId: SHARED_ID, ...input },
    filterEvents,
    serializeState,
  } as never);
  return coveringPaths(all, events, all, filterEvents);
}

const ownerPaths = pathsFor(OWNER_EVENTS, { userId: DANA.userId, role: 'owner' }).map((path) => ({
  path,
  as: 'owner' as const,
}));
const memberPaths = pathsFor(MEMBER_EVENTS, { userId: PRIYA.userId, role: 'editor' }).map(
  (path) => ({ path, as: 'editor' as const }),
);
const paths = [...ownerPaths, ...memberPaths];

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const walks = withoutPrefixes(
  paths,
  ({ path }) => path,
  ({ as }) => as,
);

describe('sharing model', () => {
  it('visits every state and every event of the machine', () => {
    const seen = visited(paths.map(({ path }) => path));
    expect([...seen.states].sort()).toEqual([
      'cancellingInvitation',
      'changingRole',
      'confirmingLeave',
      'confirmingRemove',
      'failed',
      'inviting',
      'leaving',
      'left',
      'loading',
      'ready',
      'refreshing',
      'removing',
      'resending',
    ]);
    const types = new Set([...OWNER_EVENTS, ...MEMBER_EVENTS].map((event) => event.type));
    expect([...seen.events].sort()).toEqual([...types].sort());
  });

  it.each(walks.map(({ path, as }) => [`${as}: ${describePath(path)}`, path, as] as const))(
    '%s',
    async (_name, path, as) => {
      const fakes = deferredActors([
        'loadSharing',
        'inviteMember',
        'resendInvitation',
        'cancelInvitation',
        'updateMember',
        'removeMember',
      ] as const);
      const logic = sharingMachine.provide({ actors: fakes.actors as never });
      const user = userEvent.setup({ delay: null });
      await renderScreen(<SharingPanel logic={logic} applicationId={SHARED_ID} role={as} />, {
        signedInAs: as === 'owner' ? TEST_USER : PRIYA_USER,
      });

      const settle = (name: Parameters<typeof fakes.resolve>[0], value?: unknown) =>
        act(async () => fakes.resolve(name, value));
      const fail = (name: Parameters<typeof fakes.reject>[0]) =>
        act(async () => fakes.reject(name, REFUSED));
      const out = (event: EventObject) => (event as unknown as { output: unknown }).output;
      const question = () => screen.getByRole('group');
      const members = () => screen.getByRole('list', { name: 'Members' });
      const email = () => screen.getByRole('textbox', { name: /Email address/ });

      await replayPath(path, {
        events: {
          'xstate.done.actor.loadSharing': (event) => settle('loadSharing', out(event)),
          'xstate.error.actor.loadSharing': () => fail('loadSharing'),
          'sharing.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
          'invite.edit': () => user.type(email(), 'x'),
          'invite.submit': async (event) => {
            const { email: address, role } = event as unknown as { email: string; role: string };
            await user.clear(email());
            await user.type(email(), address);
            await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), role);
            await user.click(screen.getByRole('button', { name: 'Send invitation' }));
          },
          'xstate.done.actor.inviteMember': (event) => settle('inviteMember', out(event)),
          'xstate.error.actor.inviteMember': () => fail('inviteMember'),
          'invitation.resend': () =>
            user.click(screen.getByRole('button', { name: 'Send again to sam@example.org' })),
          'xstate.done.actor.resendInvitation': (event) => settle('resendInvitation', out(event)),
          'xstate.error.actor.resendInvitation': () => fail('resendInvitation'),
          'invitation.cancel': () =>
            user.click(
              screen.getByRole('button', { name: 'Cancel invitation to sam@example.org' }),
            ),
          'xstate.done.actor.cancelInvitation': () => settle('cancelInvitation'),
          'xstate.error.actor.cancelInvitation': () => fail('cancelInvitation'),
          'member.changeRole': (event) =>
            user.selectOptions(
              screen.getByRole('combobox', { name: 'Role of Priya Raman' }),
              (event as unknown as { role: string }).role,
            ),
          'xstate.done.actor.updateMember': (event) => settle('updateMember', out(event)),
          'xstate.error.actor.updateMember': () => fail('updateMember'),
          'member.remove': () =>
            user.click(within(members()).getByRole('button', { name: 'Remove Priya Raman' })),
          'membership.leave': () =>
            user.click(within(members()).getByRole('button', { name: 'Leave this application' })),
          'confirm.accept': () =>
            user.click(within(question()).getByRole('button', { name: /^(Remove|Leave)$/ })),
          'confirm.cancel': () =>
            user.click(within(question()).getByRole('button', { name: 'Cancel' })),
          'xstate.done.actor.removeMember': () => settle('removeMember'),
          'xstate.error.actor.removeMember': () => fail('removeMember'),
        },
        states: {
          loading: (snapshot) => {
            expect(fakes.isRunning('loadSharing')).toBe(true);
            if (ctx(snapshot).application === null)
              expect(screen.getByText('Loading people…')).toBeVisible();
          },
          failed: () => {
            expect(screen.getByText(SHARING_MESSAGES.loadFailed)).toBeVisible();
            expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
          },
          ready: async (snapshot) => {
            const { role, inviteError, application } = ctx(snapshot);
            for (const member of application?.members ?? [])
              expect(within(members()).getByText(new RegExp(`^${member.name}`))).toBeVisible();
            expect(screen.queryByRole('group')).toBeNull();
            if (role === 'owner') {
              expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
              expect(
                screen.getByRole('button', { name: 'Remove Priya Raman' }),
              ).toBeInTheDocument();
              if (inviteError) {
                expect(screen.getByText(inviteError)).toBeVisible();
                expect(email()).toHaveAttribute('aria-invalid', 'true');
              } else expect(email()).not.toHaveAttribute('aria-invalid', 'true');
            } else {
              expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
              expect(
                within(members()).getByRole('button', { name: 'Leave this application' }),
              ).toBeEnabled();
            }
          },
          inviting: () => {
            expect(fakes.inputsOf('inviteMember').at(-1)).toEqual({
              applicationId: SHARED_ID,
              email: 'lee@example.org',
              role: 'viewer',
            });
            expect(screen.getByRole('button', { name: 'Send invitation' })).toHaveAttribute(
              'data-loading',
            );
          },
          resending: () => {
            expect(fakes.inputsOf('resendInvitation').at(-1)).toEqual({
              applicationId: SHARED_ID,
              invitationId: INVITATION_ID,
            });
            expect(
              screen.getByRole('button', { name: 'Send again to sam@example.org' }),
            ).toBeDisabled();
          },
          cancellingInvitation: () => {
            expect(fakes.inputsOf('cancelInvitation').at(-1)).toEqual({
              applicationId: SHARED_ID,
              invitationId: INVITATION_ID,
            });
          },
          changingRole: () => {
            expect(fakes.inputsOf('updateMember').at(-1)).toEqual({
              applicationId: SHARED_ID,
              userId: PRIYA.userId,
              role: 'viewer',
            });
            expect(screen.getByRole('combobox', { name: 'Role of Priya Raman' })).toBeDisabled();
          },
          confirmingRemove: () => {
            expect(question()).toHaveAccessibleName(SHARING_MESSAGES.removeQuestion('Priya Raman'));
            expect(within(question()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
          },
          removing: () => {
            expect(fakes.inputsOf('removeMember').at(-1)).toEqual({
              applicationId: SHARED_ID,
              userId: PRIYA.userId,
            });
            expect(within(question()).getByRole('button', { name: 'Remove' })).toHaveAttribute(
              'data-loading',
            );
          },
          confirmingLeave: () => {
            expect(question()).toHaveAccessibleName(SHARING_MESSAGES.leaveQuestion);
            expect(within(question()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
          },
          leaving: () => {
            expect(fakes.inputsOf('removeMember').at(-1)).toEqual({
              applicationId: SHARED_ID,
              userId: PRIYA.userId,
            });
          },
          refreshing: () => {
            expect(fakes.isRunning('loadSharing')).toBe(true);
            expect(screen.getByText('Updating people')).toBeInTheDocument();
          },
          left: async () => {
            expect(await screen.findAllByText(SHARING_MESSAGES.left)).not.toHaveLength(0);
            await waitFor(() => expect(screen.queryByRole('list', { name: 'Members' })).toBeNull());
          },
        },
      });
    },
  );
});
