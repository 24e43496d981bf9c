import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '../shared/use-selector';
import { SHORT_STEP_NAMES } from '../../domain/application-steps';
import { isTextField, valueText } from '../../domain/draft-sync';
import { SYNC_WORDS } from '../../domain/sync-words';
import { fieldLabel } from '../../domain/sharing';
import {
  type DraftSyncSnapshot,
  type SyncConflict,
  type draftSyncMachine,
  selectSyncStatus,
  selectUnsent,
} from '../../machines/draft-sync.machine';
import type { ApplicationWizardSnapshot } from '../../machines/application-wizard.machine';
import type { WizardActor } from './wizard-actor';

// What the autosave shows in the wizard (issue 60): where the draft is ("Saved", "Saving…",
// "Not saved yet, will retry"), who else is on which step, a field someone else changed while
// the applicant did (both texts, Keep mine, Take theirs, Edit), and a removed member's notice.

export type SyncActor = ActorRefFrom<typeof draftSyncMachine>;

const selectAutosave = (s: ApplicationWizardSnapshot) =>
  s.children.autosave as SyncActor | undefined;

/** The wizard's autosave, once it runs. */
export function useAutosave(actor: WizardActor): SyncActor | undefined {
  return useSelector(actor, selectAutosave);
}

const selectPresence = (s: DraftSyncSnapshot) => s.context.presence;
const selectConflicts = (s: DraftSyncSnapshot) => s.context.conflicts;
const selectIsRemoved = (s: DraftSyncSnapshot) => s.hasTag('removed');

/** The autosave's word, for everyone to hear (a polite live region). */
export function SyncStatus({ sync }: { sync: SyncActor }) {
  const status = useSelector(sync, selectSyncStatus);
  // Back online, what waits is sent at once (not after the retry's wait).
  useEffect(() => {
    const online = () => sync.send({ type: 'connection.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sync]);
  const words =
    status === 'saved'
      ? SYNC_WORDS.saved
      : status === 'saving'
        ? SYNC_WORDS.saving
        : status === 'retrying'
          ? SYNC_WORDS.retrying
          : status === 'conflict'
            ? SYNC_WORDS.conflict
            : status === 'submitted'
              ? SYNC_WORDS.submitted
              : '';
  return (
    <Group gap="xs" mih={28} justify="flex-end">
      <Text size="sm" c={status === 'retrying' || status === 'conflict' ? 'red.8' : 'dimmed'}>
        <span role="status" aria-live="polite">
          {words}
        </span>
      </Text>
      {status === 'retrying' && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => sync.send({ type: 'sync.retry' })}
        >
          Try now
        </Button>
      )}
    </Group>
  );
}

/** Who else is on which step now: "Priya Raman is on Budget". */
export function PresenceLine({ sync }: { sync: SyncActor }) {
  const presence = useSelector(sync, selectPresence);
  if (presence.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" role="status" aria-label="Who else is here">
      {presence
        .map((person) => `${person.name} is on ${SHORT_STEP_NAMES[person.step]}`)
        .join(' · ')}
    </Text>
  );
}

function ConflictCard({ sync, conflict }: { sync: SyncActor; conflict: SyncConflict }) {
  const label = fieldLabel(conflict.field);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => valueText(conflict.mine));
  const theirs = `${conflict.by.name}'s`;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`${label}: two versions`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {label}: {conflict.by.name} changed it while you were writing
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Yours
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {valueText(conflict.mine) || '(empty)'}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {theirs}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {valueText(conflict.theirs) || '(empty)'}
            </Text>
          </Stack>
        </SimpleGrid>
        {editing && (
          <Textarea
            label={`${label}, as it should be`}
            rows={4}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        <Group gap="xs" justify="flex-end">
          {editing ? (
            <Button
              size="xs"
              onClick={() =>
                sync.send({ type: 'conflict.edit', field: conflict.field, value: text })
              }
            >
              Save this text
            </Button>
          ) : (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => sync.send({ type: 'conflict.keepMine', field: conflict.field })}
              >
                Keep mine
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => sync.send({ type: 'conflict.takeTheirs', field: conflict.field })}
              >
                Take theirs
              </Button>
              {isTextField(conflict.field) && (
                <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Every field someone else changed while the applicant did, each to resolve. */
export function ConflictPanel({ sync }: { sync: SyncActor }) {
  const conflicts = useSelector(sync, selectConflicts);
  if (conflicts.length === 0) return null;
  return (
    <Stack gap="sm" role="region" aria-label="Answers changed by someone else">
      <Alert color="orange" title="Someone else changed the same answer">
        Nothing is lost: choose which text to keep for each answer below, or write one from both.
        Your choice is saved as a new version.
      </Alert>
      {conflicts.map((conflict) => (
        <ConflictCard key={conflict.field} sync={sync} conflict={conflict} />
      ))}
    </Stack>
  );
}

/** A removed member's wizard: it says so and keeps what they had not sent, to copy. */
export function RemovedNotice({ sync }: { sync: SyncActor }) {
  const removed = useSelector(sync, selectIsRemoved);
  const unsent = useSelector(sync, selectUnsent);
  if (!removed) return null;
  const text = Object.entries(unsent)
    .map(([path, value]) => `${fieldLabel(path)}:\n${valueText(value)}`)
    .join('\n\n');
  return (
    <Alert color="red" role="alert" title="You are no longer on this application">
      <Stack gap="xs">
        <Text size="sm">
          {text === '' ? SYNC_WORDS.removed : `${SYNC_WORDS.removed} ${SYNC_WORDS.removedUnsent}`}
        </Text>
        {text !== '' && <Textarea label="Your unsent text" readOnly rows={6} value={text} />}
      </Stack>
    </Alert>
  );
}
