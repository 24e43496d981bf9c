// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SHARING_MESSAGES } from '../../src/domain/sharing';
import { type SharingNotice, sharingMachine } from '../../src/machines/sharing.machine';
import {
  DANA,
  INVITATION_ID,
  PRIYA,
  PRIYA_MEMBER,
  SAM_INVITATION,
  SHARED_ID,
  sharedApplication,
} from '../support/sharing-fixtures';
import type { SharedApplication } from '../../src/api/schema.gen';

const apiError = (serverMessage: string, errors?: Record<string, string>) =>
  Object.assign(new Error(serverMessage), { serverMessage, errors });

interface Calls {
  loads: number;
  invites: unknown[];
  removes: unknown[];
  updates: unknown[];
  resends: unknown[];
  cancels: unknown[];
}

function start(
  options: {
    as?: 'owner' | 'editor' | 'viewer';
    userId?: string;
    load?: () => Promise<SharedApplication>;
    invite?: () => Promise<unknown>;
    remove?: () => Promise<void>;
  } = {},
) {
  const as = options.as ?? 'owner';
  const calls: Calls = {
    loads: 0,
    invites: [],
    removes: [],
    updates: [],
    resends: [],
    cancels: [],
  };
  const logic = sharingMachine.provide({
    actors: {
      loadSharing: fromPromise(async () => {
        calls.loads += 1;
        return options.load ? options.load() : sharedApplication({}, as);
      }),
      inviteMember: fromPromise(async ({ input }) => {
        calls.invites.push(input);
        if (options.invite) await options.invite();
        return { ...SAM_INVITATION, email: input.email, role: input.role };
      }),
      resendInvitation: fromPromise(async ({ input }) => {
        calls.resends.push(input);
        return SAM_INVITATION;
      }),
      cancelInvitation: fromPromise(async ({ input }) => {
        calls.cancels.push(input);
      }),
      updateMember: fromPromise(async ({ input }) => {
        calls.updates.push(input);
        return { ...PRIYA_MEMBER, role: input.role };
      }),
      removeMember: fromPromise(async ({ input }) => {
        calls.removes.push(input);
        if (options.remove) await options.remove();
      }),
    },
  });
  const actor = createActor(logic, {
    input: {
      applicationId: SHARED_ID,
      userId: options.userId ?? (as === 'owner' ? DANA.userId : PRIYA.userId),
      role: as,
    },
  });
  const notices: SharingNotice[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.on('left', (notice) => notices.push(notice));
  actor.start();
  return { actor, calls, notices };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('sharing machine', () => {
  it('loads the people and takes the server’s role over the one it was given', async () => {
    const { actor } = start({ as: 'editor' });
    const snapshot = await ready(actor);
    expect(snapshot.context.role).toBe('editor');
    expect(snapshot.context.application?.members.map((m) => m.name)).toEqual([
      'Dana Rivera',
      'Priya Raman',
    ]);
  });

  it('checks the email before sending, and sends a valid invitation then reads the list again', async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    actor.send({ type: 'invite.submit', email: '  ', role: 'editor' });
    expect(actor.getSnapshot().context.inviteError).toBe(SHARING_MESSAGES.emailRequired);
    actor.send({ type: 'invite.submit', email: 'not-an-email', role: 'editor' });
    expect(actor.getSnapshot().context.inviteError).toBe(SHARING_MESSAGES.emailInvalid);
    expect(calls.invites).toEqual([]);
    actor.send({ type: 'invite.edit' });
    expect(actor.getSnapshot().context.inviteError).toBeNull();

    actor.send({ type: 'invite.submit', email: ' lee@example.org ', role: 'viewer' });
    expect(actor.getSnapshot().matches('inviting')).toBe(true);
    await ready(actor);
    expect(calls.invites).toEqual([
      { applicationId: SHARED_ID, email: 'lee@example.org', role: 'viewer' },
    ]);
    expect(calls.loads).toBe(2);
    expect(notices).toContainEqual({
      type: 'notice',
      tone: 'success',
      message: 'Invitation sent to lee@example.org',
    });
  });

  it('keeps the server’s refusal beside the email field (a field error first)', async () => {
    const { actor, notices } = start({
      invite: () => Promise.reject(apiError('This person is already a member.')),
    });
    await ready(actor);
    actor.send({ type: 'invite.submit', email: 'priya@grantwise.app', role: 'editor' });
    const snapshot = await ready(actor);
    expect(snapshot.context.inviteError).toBe('This person is already a member.');
    expect(notices).toEqual([]);

    const second = start({
      invite: () => Promise.reject(apiError('Invalid', { email: 'Email address is invalid' })),
    });
    await ready(second.actor);
    second.actor.send({ type: 'invite.submit', email: 'a@b.co', role: 'editor' });
    await waitFor(second.actor, (s) => s.context.inviteError !== null);
    expect(second.actor.getSnapshot().context.inviteError).toBe('Email address is invalid');
  });

  it('asks before removing a member; Cancel keeps them, Remove removes them', async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    // The caller's own row and the owner's are not removable.
    expect(actor.getSnapshot().can({ type: 'member.remove', userId: DANA.userId })).toBe(false);
    actor.send({ type: 'member.remove', userId: PRIYA.userId });
    expect(actor.getSnapshot().matches('confirmingRemove')).toBe(true);
    expect(actor.getSnapshot().context.subject).toEqual(PRIYA);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls.removes).toEqual([]);

    actor.send({ type: 'member.remove', userId: PRIYA.userId });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('refreshing') || s.matches('ready'));
    await ready(actor);
    expect(calls.removes).toEqual([{ applicationId: SHARED_ID, userId: PRIYA.userId }]);
    expect(notices).toContainEqual({
      type: 'notice',
      tone: 'success',
      message: 'Priya Raman was removed from this application',
    });
  });

  it('shows a refusal of the server (403) in its own words', async () => {
    const { actor, notices } = start({
      remove: () => Promise.reject(apiError('Only the owner can do this.')),
    });
    await ready(actor);
    actor.send({ type: 'member.remove', userId: PRIYA.userId });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('ready') && notices.length > 0);
    expect(notices).toEqual([
      { type: 'notice', tone: 'error', message: 'Only the owner can do this.' },
    ]);
  });

  it('changes a role, resends and cancels an invitation, for the owner only', async () => {
    const { actor, calls } = start();
    await ready(actor);
    // The role the member has already is no change.
    expect(
      actor.getSnapshot().can({ type: 'member.changeRole', userId: PRIYA.userId, role: 'editor' }),
    ).toBe(false);
    actor.send({ type: 'member.changeRole', userId: PRIYA.userId, role: 'viewer' });
    await ready(actor);
    actor.send({ type: 'invitation.resend', invitationId: INVITATION_ID });
    await ready(actor);
    actor.send({ type: 'invitation.cancel', invitationId: INVITATION_ID });
    await ready(actor);
    expect(calls.updates).toEqual([
      { applicationId: SHARED_ID, userId: PRIYA.userId, role: 'viewer' },
    ]);
    expect(calls.resends).toEqual([{ applicationId: SHARED_ID, invitationId: INVITATION_ID }]);
    expect(calls.cancels).toEqual([{ applicationId: SHARED_ID, invitationId: INVITATION_ID }]);

    const editor = start({ as: 'editor' });
    const snapshot = await ready(editor.actor);
    expect(snapshot.can({ type: 'invite.submit', email: 'a@b.co', role: 'editor' })).toBe(false);
    expect(snapshot.can({ type: 'member.remove', userId: DANA.userId })).toBe(false);
    expect(snapshot.can({ type: 'membership.leave' })).toBe(true);
  });

  it('lets a member leave after asking, and says so', async () => {
    const { actor, calls, notices } = start({ as: 'editor' });
    await ready(actor);
    actor.send({ type: 'membership.leave' });
    expect(actor.getSnapshot().matches('confirmingLeave')).toBe(true);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(calls.removes).toEqual([{ applicationId: SHARED_ID, userId: PRIYA.userId }]);
    expect(notices).toEqual([
      { type: 'notice', tone: 'success', message: SHARING_MESSAGES.left },
      { type: 'left' },
    ]);
  });

  it('says the list could not be loaded and reads it again on Try again', async () => {
    let fail = true;
    const { actor, calls } = start({
      load: async () => {
        if (fail) throw apiError('Not found');
        return sharedApplication();
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'sharing.retry' });
    await ready(actor);
    expect(calls.loads).toBe(2);
  });
});
