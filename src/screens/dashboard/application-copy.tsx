import { Alert, Button, Group, List, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notCopiedText } from '../../domain/application-copy';
import { COPY_WORDS } from '../../domain/copy-words';
import { type WriteWords, writeError } from '../../lib/server-data';
import type { DashboardReads, DashboardWrites } from './dashboard-api';

// "Start a new application from this" (issue 60, part 3): the applicant picks a grant, the
// server copies the earlier application into a new draft for it, and this dialog says what it did
// not copy and why before the wizard opens on the draft.

/** The application a copy starts from, as its button names it. */
export interface CopySource {
  id: string;
  title: string;
}

const COPY_WRITE_WORDS: WriteWords = { failure: COPY_WORDS.failed, failureShows: 'inline' };

function Picker({
  source,
  grants,
  copy,
}: {
  source: CopySource;
  grants: DashboardReads['grants'];
  copy: DashboardWrites['copyApplication'];
}) {
  const { data: list, error: readError, refetch } = useQuery(grants);
  const start = useMutation({ ...copy, meta: { words: COPY_WRITE_WORDS } });
  const [grantId, setGrantId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (start.isSuccess) result.current?.focus();
  }, [start.isSuccess]);
  const failure = writeError(start, COPY_WRITE_WORDS);

  if (start.data) {
    const { application, notCopied } = start.data;
    return (
      <Stack gap="sm">
        <Title order={3} size="h5" ref={result} tabIndex={-1}>
          {COPY_WORDS.done(application.grantTitle)}
        </Title>
        {notCopied.length === 0 ? (
          <Text size="sm">{COPY_WORDS.everythingCopied}</Text>
        ) : (
          <section aria-labelledby="not-copied">
            <Text size="sm" fw={600} id="not-copied">
              {COPY_WORDS.notCopiedHeading}
            </Text>
            <List size="sm" spacing={4}>
              {notCopied.map((item) => (
                <List.Item key={`${item.field}-${item.fileName ?? ''}`}>
                  {notCopiedText(item)}
                </List.Item>
              ))}
            </List>
          </section>
        )}
        <Group justify="flex-end">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/grant" search={{ id: application.grantId }} />
            )}
          >
            {COPY_WORDS.open}
          </Button>
        </Group>
      </Stack>
    );
  }

  const options = (list ?? [])
    .filter((grant) => grant.status === 'active')
    .map((grant) => ({ value: grant.id, label: grant.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const grant = options.find((option) => option.value === grantId);
        if (!grant) {
          setMissing(true);
          return;
        }
        start.mutate({ from: source.id, grantId: grant.value, grantTitle: grant.label });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The answers, the documents and the budget lines of {source.title} go into a new draft.
        </Text>
        {readError && !list ? (
          <Alert color="red" variant="light" title={COPY_WORDS.grantLabel}>
            <Text size="sm">The grants could not be loaded.</Text>
            <Button mt="sm" size="xs" variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Select
            label={COPY_WORDS.grantLabel}
            placeholder={COPY_WORDS.grantPlaceholder}
            data={options}
            value={grantId}
            onChange={(value) => {
              setGrantId(value);
              setMissing(false);
            }}
            searchable
            // Open to typing while the grants load, and where the dialog puts focus: a field
            // disabled as the dialog opened lost the keyboard's focus (and what was typed).
            data-autofocus
            nothingFoundMessage={list ? COPY_WORDS.nothingFound : COPY_WORDS.loadingGrants}
            error={missing ? COPY_WORDS.grantRequired : undefined}
            disabled={start.isPending}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending} disabled={!list}>
            {COPY_WORDS.start}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog of "Start a new application from this" (`source` null: closed). */
export function ApplicationCopyDialog({
  source,
  grants,
  copy,
  onClose,
}: {
  source: CopySource | null;
  grants: DashboardReads['grants'];
  copy: DashboardWrites['copyApplication'];
  onClose(): void;
}) {
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      // Above an application's details, which it may be opened from.
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close start a new application' }}
      title={
        <Text fw={700} component="span">
          {COPY_WORDS.title}
        </Text>
      }
    >
      {/* Another source is another form (a fresh pick and result). */}
      {source && <Picker key={source.id} source={source} grants={grants} copy={copy} />}
    </Modal>
  );
}
