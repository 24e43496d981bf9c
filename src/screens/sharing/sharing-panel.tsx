import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  INVITE_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  SHARING_MESSAGES,
  expiresText,
  memberName,
} from '../../domain/sharing';
import { useCurrentUser } from '../../lib/auth-context';
import { notify } from '../../lib/notify';
import { useLatestCallback } from '../../lib/use-latest-callback';
import {
  type SharingContext,
  type sharingMachine,
  selectInvitations,
  selectMembers,
} from '../../machines/sharing.machine';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { useCan, useSelector } from '../shared/use-selector';
import type { Invitation, InvitedRole, Member, SharedApplicationRole } from '../../api/schema.gen';

/** The sharing machine wired to the API (the router context's `logic.sharing()`). */
export type SharingLogic = typeof sharingMachine;

export interface SharingPanelProps {
  /** The wired machine: `await context.logic.sharing()` in the route's loader. */
  logic: SharingLogic;
  /** The shared application's id (the draft's `id`, a submitted application's `draftId`). */
  applicationId: string;
  /** The caller's role as the screen knows it; the server's answer replaces it. */
  role: SharedApplicationRole;
  /** The caller left the application (it is no longer theirs to see). */
  onLeft?: () => void;
  /** The heading's level where the panel is mounted (3 by default). */
  headingOrder?: 2 | 3 | 4;
}

type Actor = ReturnType<typeof useInspectedActorRef<SharingLogic>>;

const selectContext = (snapshot: { context: SharingContext }) => snapshot.context;
const ROLE_OPTIONS = INVITE_ROLES.map((value) => ({ value, label: ROLE_DESCRIPTIONS[value] }));
const ROLE_CHOICES = INVITE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const isInvitedRole = (value: string): value is InvitedRole =>
  (INVITE_ROLES as readonly string[]).includes(value);

/** A question in place of a dialog (the panel may sit in one): Cancel has focus, then its button. */
function Confirm({
  question,
  action,
  busy,
  onAccept,
  onCancel,
}: {
  question: string;
  action: string;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  // Escape answers Cancel, and only the question: the buttons tell a dialog around the panel
  // (the application's) not to close on it.
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-labelledby={id}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <Text size="sm" id={id} mb="xs">
        {question}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          size="xs"
          ref={cancel}
          onClick={onCancel}
          disabled={busy}
          data-mantine-stop-propagation
        >
          Cancel
        </Button>
        <Button
          color="red.9"
          size="xs"
          loading={busy}
          onClick={onAccept}
          data-mantine-stop-propagation
        >
          {action}
        </Button>
      </Group>
    </Paper>
  );
}

function MemberRow({
  actor,
  member,
  you,
  asker,
}: {
  actor: Actor;
  member: Member;
  you: boolean;
  /** Where the question's answer gives focus back (Remove, Leave). */
  asker: (key: string) => (button: HTMLButtonElement | null) => void;
}) {
  const canRemove = useCan(actor, { type: 'member.remove', userId: member.userId });
  const other: InvitedRole = member.role === 'viewer' ? 'editor' : 'viewer';
  const canChange = useCan(actor, {
    type: 'member.changeRole',
    userId: member.userId,
    role: other,
  });
  const changing = useSelector(
    actor,
    (s) => s.matches('changingRole') && s.context.subject?.userId === member.userId,
  );
  const canLeave = useCan(actor, { type: 'membership.leave' });
  const owner = useSelector(actor, (s) => s.context.role === 'owner');
  const name = memberName(member.name, you);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {member.email ? (
          // Only the owner is sent members' emails (issue 61).
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        ) : null}
      </div>
      <Group gap="xs" wrap="wrap">
        {owner && member.role !== 'owner' && !you ? (
          <NativeSelect
            size="xs"
            aria-label={`Role of ${member.name}`}
            data={ROLE_CHOICES}
            value={member.role}
            disabled={!canChange || changing}
            onChange={(event) => {
              const role = event.currentTarget.value;
              if (isInvitedRole(role))
                actor.send({ type: 'member.changeRole', userId: member.userId, role });
            }}
          />
        ) : (
          <Badge variant="light" color="gray" c="gray.9" tt="none" radius="sm">
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
        {canRemove && (
          <Button
            size="xs"
            variant="default"
            aria-label={`Remove ${member.name}`}
            ref={asker(member.userId)}
            onClick={() => actor.send({ type: 'member.remove', userId: member.userId })}
          >
            Remove
          </Button>
        )}
        {you && canLeave && (
          <Button
            size="xs"
            variant="default"
            ref={asker('leave')}
            onClick={() => actor.send({ type: 'membership.leave' })}
          >
            Leave this application
          </Button>
        )}
      </Group>
    </Group>
  );
}

function InvitationRow({ actor, invitation }: { actor: Actor; invitation: Invitation }) {
  const canResend = useCan(actor, { type: 'invitation.resend', invitationId: invitation.id });
  const canCancel = useCan(actor, { type: 'invitation.cancel', invitationId: invitation.id });
  const owner = useSelector(actor, (s) => s.context.role === 'owner');
  const expired = invitation.status === 'expired';
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
        <Text size="xs" c="dimmed">
          {ROLE_LABELS[invitation.role]} ·{' '}
          {expired ? 'Expired' : `Pending · ${expiresText(invitation.expiresAt)}`}
        </Text>
      </div>
      {owner && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!canResend}
            aria-label={`Send again to ${invitation.email}`}
            onClick={() => actor.send({ type: 'invitation.resend', invitationId: invitation.id })}
          >
            Send again
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!canCancel}
            aria-label={`Cancel invitation to ${invitation.email}`}
            onClick={() => actor.send({ type: 'invitation.cancel', invitationId: invitation.id })}
          >
            Cancel invitation
          </Button>
        </Group>
      )}
    </Group>
  );
}

function InviteForm({ actor }: { actor: Actor }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const error = useSelector(actor, (s) => s.context.inviteError);
  const sending = useSelector(actor, (s) => s.matches('inviting'));
  const canSubmit = useCan(actor, { type: 'invite.submit', email, role });
  // Sent: the form starts again for the next person.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && error === null) setEmail('');
    wasSending.current = sending;
  }, [sending, error]);
  // Enter in the field submits too: only when the panel takes it (not while a change is on its
  // way), so no press is dropped unseen.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invite = { type: 'invite.submit', email, role } as const;
    if (actor.getSnapshot().can(invite)) actor.send(invite);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Invite someone">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Invite someone
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            type="email"
            label="Email address"
            required
            autoComplete="off"
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (actor.getSnapshot().can({ type: 'invite.edit' }))
                actor.send({ type: 'invite.edit' });
            }}
            style={{ flex: '1 1 14rem' }}
          />
          <NativeSelect
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isInvitedRole(value)) setRole(value);
            }}
            // A line of its own: its choices say what each role may do, and a half-line cut
            // them ("Editor (edits answers and docun").
            style={{ flex: '1 1 100%' }}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={sending} disabled={!canSubmit && !sending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The people of a shared application (issue 46): members and the owner's invitations with their
 * roles; the owner invites by email with a role, sends an invitation again or cancels it, changes
 * a role and removes a member (after a question); a member leaves (after a question). Mount it
 * where an application shows: `<SharingPanel logic={...} applicationId={id} role={role} />`.
 */
export function SharingPanel({
  logic,
  applicationId,
  role,
  onLeft,
  headingOrder = 3,
}: SharingPanelProps) {
  const user = useCurrentUser();
  const actor = useInspectedActorRef(logic, {
    input: { applicationId, userId: user?.id ?? '', role },
  });
  const context = useSelector(actor, selectContext);
  const members = useSelector(actor, selectMembers);
  const invitations = useSelector(actor, selectInvitations);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const refreshing = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const left = useSelector(actor, (s) => s.matches('left'));
  const confirmingRemove = useSelector(
    actor,
    (s) => s.matches('confirmingRemove') || s.matches('removing'),
  );
  const removing = useSelector(actor, (s) => s.matches('removing'));
  const confirmingLeave = useSelector(
    actor,
    (s) => s.matches('confirmingLeave') || s.matches('leaving'),
  );
  const leaving = useSelector(actor, (s) => s.matches('leaving'));
  const owner = context.role === 'owner';
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // A question gives focus back to the button that asked it (drawn again once the question is
  // answered); when that is gone (the member removed), the panel's heading takes it.
  const askers = useRef(new Map<string, HTMLButtonElement>());
  const asker = useRef<string | null>(null);
  const asking = confirmingRemove || confirmingLeave;
  useEffect(() => {
    if (asking) {
      asker.current = confirmingLeave ? 'leave' : (context.subject?.userId ?? null);
      return;
    }
    if (asker.current === null || refreshing) return;
    const key = asker.current;
    asker.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const button = askers.current.get(key);
    if (button?.isConnected) button.focus();
    else heading.current?.focus();
  }, [asking, confirmingLeave, context.subject, refreshing]);
  const registerAsker = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) askers.current.set(key, button);
    else askers.current.delete(key);
  };

  const whenLeft = useLatestCallback(() => onLeft?.());
  // What a change did is said here, beside the list it changed (and spoken politely), not in a
  // toast: a few changes in a row stacked toasts over the dialog on a phone. A refusal stays a
  // toast, and so does leaving, after which this panel is gone.
  const [done, setDone] = useState('');
  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (notice) => {
        if (notice.tone === 'success' && notice.message !== SHARING_MESSAGES.left) {
          setDone(notice.message);
        } else if (notice.tone === 'success') notify.success(notice.message);
        else notify.error(notice.message);
      }),
      actor.on('left', () => whenLeft()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, whenLeft]);
  // A refusal of the next invitation replaces what the last change did: "Invitation sent to …"
  // is not left standing above "already invited".
  const inviteRefused = useSelector(actor, (s) => s.context.inviteError !== null);
  useEffect(() => {
    if (inviteRefused) setDone('');
  }, [inviteRefused]);

  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={headingOrder} size="h5" id={titleId} ref={heading} tabIndex={-1}>
          {SHARING_MESSAGES.title}
        </Title>
        <Group gap={6} role="status">
          {refreshing && !loading && !failed && !left && (
            <>
              <Loader size="xs" aria-hidden />
              <VisuallyHidden>Updating people</VisuallyHidden>
            </>
          )}
        </Group>
      </Group>
      <Text size="sm" role="status" mb={done && !inviteRefused ? 'xs' : 0}>
        {inviteRefused ? '' : done}
      </Text>
      {loading && context.application === null ? (
        <Group role="status" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading people…</Text>
        </Group>
      ) : failed ? (
        <Alert color="red" variant="light" title={SHARING_MESSAGES.title}>
          <Text size="sm">{SHARING_MESSAGES.loadFailed}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            onClick={() => actor.send({ type: 'sharing.retry' })}
          >
            {SHARING_MESSAGES.retry}
          </Button>
        </Alert>
      ) : left ? (
        <Text size="sm" role="status">
          {SHARING_MESSAGES.left}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack
            component="ul"
            aria-label="Members"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                actor={actor}
                member={member}
                you={member.userId === context.userId}
                asker={registerAsker}
              />
            ))}
          </Stack>
          {confirmingRemove && context.subject && (
            <Confirm
              question={SHARING_MESSAGES.removeQuestion(context.subject.name)}
              action="Remove"
              busy={removing}
              onAccept={() => actor.send({ type: 'confirm.accept' })}
              onCancel={() => actor.send({ type: 'confirm.cancel' })}
            />
          )}
          {confirmingLeave && (
            <Confirm
              question={SHARING_MESSAGES.leaveQuestion}
              action="Leave"
              busy={leaving}
              onAccept={() => actor.send({ type: 'confirm.accept' })}
              onCancel={() => actor.send({ type: 'confirm.cancel' })}
            />
          )}
          {owner && invitations.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id={`${titleId}-invitations`}>
                Invitations
              </Text>
              <Stack
                component="ul"
                aria-labelledby={`${titleId}-invitations`}
                gap="xs"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} actor={actor} invitation={invitation} />
                ))}
              </Stack>
            </Stack>
          )}
          {owner && <InviteForm actor={actor} />}
        </Stack>
      )}
    </section>
  );
}
