import { Alert, Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { CallAnswer, CallInit, WriteId } from '../../api/call';
import type { GrantDecision, GrantDecisionValue, GrantNote } from '../../api/schema.gen';
import { formatDateTime } from '../../domain/format';
import { GRANT_DECISIONS, NOTE_MAX, isGrantDecision, noteError } from '../../domain/grant-notes';
import { type Read, type Write, type WriteWords, writeError } from '../../lib/server-data';
import { ReadBoundary } from '../shared/read-boundary';
import { LongAnswer } from '../shared/long-answer';

// Notes on a grant (issue 62), a section of the grant's details: the user's decision on the grant
// (top picks shows it on the card and filters by it) and their notes, newest first, with those
// of the people they apply to this grant with. Only a note's author edits or deletes it.

/** A write of the contract by its operationId, as `writes.op` makes it. */
type OperationWrite<Id extends WriteId> = Write<CallInit<Id>, CallAnswer<Id>>;

/** The section's reads and writes, from the route (the contract's operations by name). */
export interface GrantNotesData {
  notes: Read<GrantNote[]>;
  decisions: Read<GrantDecision[]>;
  create: OperationWrite<'createGrantNote'>;
  update: OperationWrite<'updateGrantNote'>;
  remove: OperationWrite<'deleteGrantNote'>;
  decide: OperationWrite<'setGrantDecision'>;
}

const ADD_WORDS: WriteWords = {
  success: 'Note added',
  failure: 'The note could not be added',
  failureShows: 'inline',
};
const EDIT_WORDS: WriteWords = {
  success: 'Note saved',
  failure: 'The note could not be saved',
  failureShows: 'inline',
};
const DELETE_WORDS: WriteWords = {
  success: 'Note deleted',
  failure: 'The note could not be deleted',
  failureShows: 'inline',
};
const DECIDE_WORDS: WriteWords = {
  failure: 'Your decision could not be saved',
  failureShows: 'inline',
};

const NO_DECISION = 'none';

export function GrantNotes({ grantId, data }: { grantId: string; data: GrantNotesData }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="grant-notes">
      <Stack gap="lg">
        <Title order={2} size="h4" id="grant-notes">
          Your notes and decision
        </Title>
        <ReadBoundary
          resetKey={data.decisions.queryKey}
          pending={<Loader size="sm" role="progressbar" aria-label="Loading your decision" />}
          failed={(_error, retry) => (
            <ReadFailed what="Your decision could not be loaded" retry={retry} />
          )}
        >
          <Decision grantId={grantId} data={data} />
        </ReadBoundary>
        <AddNote grantId={grantId} create={data.create} />
        <ReadBoundary
          resetKey={data.notes.queryKey}
          pending={<Loader size="sm" role="progressbar" aria-label="Loading notes" />}
          failed={(_error, retry) => <ReadFailed what="Notes could not be loaded" retry={retry} />}
        >
          <NoteList grantId={grantId} data={data} />
        </ReadBoundary>
      </Stack>
    </Paper>
  );
}

function ReadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert color="red" role="alert" title={what}>
      <Button size="compact-sm" variant="outline" color="red" mt="xs" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/** Interested, applying, not a fit, or none: saved as it is chosen. */
function Decision({ grantId, data }: { grantId: string; data: GrantNotesData }) {
  const { data: decisions } = useSuspenseQuery(data.decisions);
  const decide = useMutation({ ...data.decide, meta: { words: DECIDE_WORDS } });
  const saved = decisions.find((row) => row.grantId === grantId)?.decision ?? null;
  // The choice shows at once, in the same render as the click (a controlled radio would show
  // the old choice until the write's state arrives), while it saves and once it is saved; a
  // failure goes back to what is saved.
  const [chosen, setChosen] = useState<GrantDecisionValue | null>();
  const shown = chosen === undefined || decide.isError ? saved : chosen;
  const choose = (value: string) => {
    const decision: GrantDecisionValue | null = isGrantDecision(value) ? value : null;
    setChosen(decision);
    decide.mutate({ params: { path: { id: grantId } }, body: { decision } });
  };
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Your decision"
        description="Top picks shows it on this grant's card and can filter by it."
        value={shown ?? NO_DECISION}
        onChange={choose}
      >
        <Group gap="md" mt="xs">
          <Radio value={NO_DECISION} label="Not decided" />
          {GRANT_DECISIONS.map(({ value, label }) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed" role="status">
        {decide.isPending ? 'Saving…' : decide.isSuccess ? 'Saved' : ''}
      </Text>
      {decide.isError && (
        <Alert color="red" role="alert">
          {writeError(decide, DECIDE_WORDS)}
        </Alert>
      )}
    </Stack>
  );
}

/** The new note's field, its count, and Add note; what was typed stays when saving fails. */
function AddNote({ grantId, create }: { grantId: string; create: GrantNotesData['create'] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation({ ...create, meta: { words: ADD_WORDS } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    setError(problem);
    if (problem) return;
    add.mutate(
      { params: { path: { id: grantId } }, body: { text: text.trim() } },
      { onSuccess: () => setText('') },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Stack gap="xs">
        <LongAnswer
          label="New note"
          value={text}
          max={NOTE_MAX}
          error={error ?? writeError(add, ADD_WORDS)}
          onChange={(value) => {
            setText(value);
            setError(undefined);
            add.reset();
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteList({ grantId, data }: { grantId: string; data: GrantNotesData }) {
  const { data: notes } = useSuspenseQuery(data.notes);
  if (notes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No notes yet. Your notes are yours; the people you apply to this grant with read them too.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
      {notes.map((note) => (
        <NoteItem key={note.id} grantId={grantId} note={note} data={data} />
      ))}
    </Stack>
  );
}

/** One note: its text, who wrote it and when; its author's Edit and Delete. */
function NoteItem({
  grantId,
  note,
  data,
}: {
  grantId: string;
  note: GrantNote;
  data: GrantNotesData;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const update = useMutation({ ...data.update, meta: { words: EDIT_WORDS } });
  const remove = useMutation({ ...data.remove, meta: { words: DELETE_WORDS } });
  const labelId = useId();
  const path = { path: { id: grantId, noteId: note.id } };
  const byline = `${note.mine ? 'You' : note.author.name}, ${formatDateTime(new Date(note.createdAt))}${
    note.updatedAt !== note.createdAt ? ' (edited)' : ''
  }`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(editing ?? '');
    setError(problem);
    if (problem || editing === null) return;
    update.mutate(
      { params: path, body: { text: editing.trim() } },
      { onSuccess: () => setEditing(null) },
    );
  };
  return (
    <li aria-labelledby={labelId}>
      <Paper withBorder radius="sm" p="sm">
        <Text size="xs" c="dimmed" id={labelId}>
          {byline}
        </Text>
        {editing === null ? (
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
        ) : (
          <form onSubmit={save} noValidate aria-label="Edit the note">
            <Stack gap="xs" mt="xs">
              <LongAnswer
                label="Edit the note"
                value={editing}
                max={NOTE_MAX}
                error={error ?? writeError(update, EDIT_WORDS)}
                onChange={(value) => {
                  setEditing(value);
                  setError(undefined);
                  update.reset();
                }}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button type="submit" loading={update.isPending}>
                  Save note
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {note.mine && editing === null && (
          <Group gap="xs" mt="xs" justify="flex-end">
            {asking ? (
              <>
                <Text size="sm" role="status">
                  Delete this note?
                </Text>
                <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
                  Keep it
                </Button>
                <Button
                  size="compact-sm"
                  color="red.9"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ params: path })}
                >
                  Delete
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-describedby={labelId}
                  onClick={() => {
                    update.reset();
                    setError(undefined);
                    setEditing(note.text);
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-describedby={labelId}
                  onClick={() => {
                    remove.reset();
                    setAsking(true);
                  }}
                >
                  Delete
                </Button>
              </>
            )}
          </Group>
        )}
        {remove.isError && (
          <Alert color="red" role="alert" mt="xs">
            {writeError(remove, DELETE_WORDS)}
          </Alert>
        )}
      </Paper>
    </li>
  );
}
