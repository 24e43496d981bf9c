import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { REPORT_WORDS, fileFor } from '../../domain/report-wizard';
import type { reportWizardMachine } from '../../machines/report-wizard.machine';
import type { Read } from '../../lib/server-data';
import { useCan, useSelector } from '../shared/use-selector';
import type { ReportActor } from './report-screen';
import type { GrantReport, GrantReportDocument, Resource } from '../../api/schema.gen';

// A report's documents: each attached from the caller's library (a file already uploaded in
// Resources, as the application's documents step offers them) or detached; saved at once.

type Snapshot = SnapshotFrom<typeof reportWizardMachine>;
const selectDocuments = (s: Snapshot) => s.context.draft.documents;
const selectErrors = (s: Snapshot) => s.context.errors;

export function ReportDocuments({
  actor,
  report,
  library,
  editing,
}: {
  actor: ReportActor;
  report: GrantReport;
  library: Read<Resource[]>;
  editing: boolean;
}) {
  const documents = useSelector(actor, selectDocuments);
  const errors = useSelector(actor, selectErrors);
  const canAttach = useCan(actor, { type: 'document.attach', field: '', url: '', fileName: '' });
  // The library is read only where a file can be attached.
  const files = useQuery({ ...library, enabled: editing });
  return (
    <Stack gap="lg">
      {editing && files.isError && (
        <Alert color="red" variant="light">
          <Text size="sm" c="dark">
            {REPORT_WORDS.libraryFailed}
          </Text>
        </Alert>
      )}
      {editing && files.isSuccess && files.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {REPORT_WORDS.noLibraryFiles}
        </Text>
      )}
      {report.documents.map((document) => {
        const attached = editing ? documents[document.key] : report.documentLinks[document.key];
        return (
          <Stack key={document.key} gap={6}>
            <Title order={3} size="h6">
              {document.label}
              {!document.required && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  {REPORT_WORDS.optional}
                </Text>
              )}
            </Title>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" c={attached ? undefined : 'dimmed'}>
                {attached ? attached.fileName : REPORT_WORDS.noFile}
              </Text>
              {editing && attached && <DetachButton actor={actor} document={document} />}
            </Group>
            {editing && files.isPending && (
              <Loader size="xs" role="progressbar" aria-label="Loading your library" />
            )}
            {editing && files.isSuccess && files.data.length > 0 && (
              <AttachPicker
                document={document}
                files={files.data}
                disabled={!canAttach}
                onAttach={(file) =>
                  actor.send({
                    type: 'document.attach',
                    field: document.key,
                    url: file.fileUrl,
                    fileName: file.fileName,
                  })
                }
              />
            )}
            {errors[document.key] && (
              <Text size="sm" c="red.8" role="alert">
                {errors[document.key]}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Detach, enabled where the machine takes it for this document. */
function DetachButton({ actor, document }: { actor: ReportActor; document: GrantReportDocument }) {
  const canDetach = useCan(actor, { type: 'document.detach', field: document.key });
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={`${REPORT_WORDS.detach} ${document.label}`}
      disabled={!canDetach}
      onClick={() => actor.send({ type: 'document.detach', field: document.key })}
    >
      {REPORT_WORDS.detach}
    </Button>
  );
}

function AttachPicker({
  document,
  files,
  disabled,
  onAttach,
}: {
  document: GrantReportDocument;
  files: Resource[];
  disabled: boolean;
  onAttach(file: Resource): void;
}) {
  const [chosen, setChosen] = useState('');
  const file = files.find((item) => item.id === chosen);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={fileFor(document.label)}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: '', label: REPORT_WORDS.chooseOne },
          ...files.map((item) => ({
            value: item.id,
            label: `${item.fileName} (${item.folderName})`,
          })),
        ]}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
      />
      <Button
        variant="light"
        aria-label={`${REPORT_WORDS.attach} ${document.label}`}
        disabled={disabled || !file}
        onClick={() => {
          if (!file) return;
          onAttach(file);
          setChosen('');
        }}
      >
        {REPORT_WORDS.attach}
      </Button>
    </Group>
  );
}
