import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconFileText } from '@tabler/icons-react';
import { useSelector } from '../shared/use-selector';
import { useState } from 'react';
import { saveBlob } from '../../lib/download';
import {
  DOCUMENT_SECTIONS,
  DOCUMENT_SECTION_NAMES,
  type DocumentSection,
} from '../../domain/application-steps';
import { shortFileName } from '../../domain/application';
import { DOCUMENT_TEMPLATES, templateFile } from './document-templates';
import { StepFrame } from './step-frame';
import { type WizardActor, selectAnswers, selectErrors, selectLibrary } from './wizard-actor';

export const HELP_TEXT = 'Accepted formats: PDF, DOC, DOCX.';

export function DocumentsStep({ actor }: { actor: WizardActor }) {
  const [templateFor, setTemplateFor] = useState<DocumentSection | null>(null);
  return (
    <StepFrame actor={actor} step="documents">
      <Text size="sm">
        Add the four documents reviewers ask for: upload a file, pick one from your resource
        library, or start from a template. {HELP_TEXT}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {DOCUMENT_SECTIONS.map((section) => (
          <DocumentSectionCard
            key={section}
            actor={actor}
            section={section}
            onTemplate={() => setTemplateFor(section)}
          />
        ))}
      </SimpleGrid>
      <LibraryPicker actor={actor} />
      <TemplateOffer
        section={templateFor}
        onClose={() => setTemplateFor(null)}
        onUse={(section) => {
          actor.send({ type: 'document.upload', section, file: templateFile(section) });
          setTemplateFor(null);
        }}
      />
    </StepFrame>
  );
}

function DocumentSectionCard({
  actor,
  section,
  onTemplate,
}: {
  actor: WizardActor;
  section: DocumentSection;
  onTemplate: () => void;
}) {
  const document = useSelector(actor, (s) => selectAnswers(s).documents[section]);
  const required = useSelector(actor, (s) => selectErrors(s).documents[section]);
  const failure = useSelector(actor, (s) => s.context.documentErrors[section]);
  const uploading = useSelector(actor, (s) => s.context.upload !== null);
  const thisUploading = useSelector(actor, (s) => s.context.upload?.section === section);
  const title = DOCUMENT_SECTION_NAMES[section].title;
  const headingId = `document-${section}`;
  const messageId = `document-${section}-message`;
  const message = failure ?? required;

  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {HELP_TEXT}
        </Text>
        <Group gap="xs" wrap="nowrap" mih={24}>
          {document ? (
            <>
              <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
              <Text
                size="sm"
                title={document.fileName}
                aria-label={`Selected file: ${document.fileName}`}
              >
                {shortFileName(document.fileName || 'Document')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {thisUploading ? 'Uploading...' : 'No file yet'}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <FileButton
            onChange={(file) =>
              actor.send(
                file
                  ? { type: 'document.upload', section, file }
                  : { type: 'document.selectFailed', section },
              )
            }
            inputProps={{ 'aria-label': `Upload ${title}` }}
            disabled={uploading}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                disabled={uploading}
                aria-describedby={message ? messageId : undefined}
              >
                {uploading ? 'Uploading...' : document ? 'Replace' : 'Upload'}
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="default"
            disabled={uploading}
            onClick={() => actor.send({ type: 'library.open', section })}
          >
            {uploading ? 'Uploading...' : 'From library'}
          </Button>
          <Button size="xs" variant="default" disabled={uploading} onClick={onTemplate}>
            {uploading ? 'Uploading...' : 'Use template'}
          </Button>
        </Group>
        {message && (
          <Text size="sm" c="red.8" id={messageId} role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The From library picker: open while the machine is in the documents step's `library` state. */
function LibraryPicker({ actor }: { actor: WizardActor }) {
  const library = useSelector(actor, selectLibrary);
  const section = library?.section ?? null;
  return (
    <Modal
      opened={library !== null}
      onClose={() => actor.send({ type: 'library.close' })}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={section ? `Choose from your library: ${DOCUMENT_SECTION_NAMES[section].title}` : ''}
      size="lg"
    >
      {library?.status === 'loading' && (
        <Loader size="sm" role="progressbar" aria-label="Loading your library" />
      )}
      {library?.status === 'failed' && (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            Failed to load your library. Please try again.
          </Alert>
          <Button variant="default" onClick={() => actor.send({ type: 'library.retry' })}>
            Try again
          </Button>
        </Stack>
      )}
      {library?.status === 'showing' && library.documents.length === 0 && (
        <Text>Your resource library has no documents yet. Upload a file instead.</Text>
      )}
      {library?.status === 'showing' && library.documents.length > 0 && section && (
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {library.documents.map((document) => (
              <li key={document.id}>
                <UnstyledButton
                  onClick={() =>
                    actor.send({
                      type: 'document.choose',
                      section,
                      url: document.fileUrl,
                      fileName: document.fileName,
                      size: document.size,
                    })
                  }
                  w="100%"
                  p="xs"
                  style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <IconFileText size={18} aria-hidden />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {document.fileName}
                    </Text>
                    <Text size="xs" c="dimmed" ml="auto">
                      {document.folderName}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}

function TemplateOffer({
  section,
  onClose,
  onUse,
}: {
  section: DocumentSection | null;
  onClose: () => void;
  onUse: (section: DocumentSection) => void;
}) {
  const download = (target: DocumentSection) =>
    saveBlob(templateFile(target), `${target}-template.txt`);
  return (
    <Modal
      opened={section !== null}
      onClose={onClose}
      title={section ? `Template: ${DOCUMENT_SECTION_NAMES[section].title}` : ''}
      size="lg"
    >
      {section && (
        <Stack>
          <Text size="sm">
            Download the outline, fill it in and upload it, or attach the outline now and replace it
            later.
          </Text>
          <Text
            component="pre"
            size="sm"
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', borderRadius: 4 }}
          >
            {DOCUMENT_TEMPLATES[section]}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => download(section)}>
              Download template
            </Button>
            <Button onClick={() => onUse(section)}>Use this template</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
