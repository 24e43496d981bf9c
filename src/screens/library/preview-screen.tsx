import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconShare } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { useEffect, useState } from 'react';
import { formatDate } from '../../domain/format';
import { type CsvPreview, parseCsv } from '../../domain/csv';
import { formatSize, previewLink } from '../../domain/library';
import { fileBaseName, fileExtension } from '../../domain/library-files';
import { safeUrl } from '../../domain/safe-url';
import type { previewMachine } from '../../machines/preview.machine';
import { notify } from '../../lib/notify';
import { saveBlob } from '../../lib/download';
import { LINK_COPIED, LINK_COPY_FAILED, copyText } from './browser-files';
import { ScrollBox } from '../shared/scroll-box';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';

type PreviewLogic = typeof previewMachine;

const PDF_MAGIC = '%PDF-';

/**
 * A text's type with the charset its bytes are in, when the server named none: UTF-8 when they
 * are valid UTF-8 (a browser reads text without a charset as windows-1252, which garbles it),
 * else as it was (a Latin-1 file then reads as written).
 */
async function withCharset(blob: Blob): Promise<Blob> {
  const type = blob.type.toLowerCase();
  if (!type.startsWith('text/') || /;\s*charset=/.test(type)) return blob;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(await blob.arrayBuffer());
  } catch {
    return blob;
  }
  return new Blob([blob], { type: `${blob.type};charset=utf-8` });
}

/**
 * How a file is framed. Everything shows in a frame with an empty sandbox (no scripts, an
 * opaque origin), so an uploaded HTML or SVG file cannot run script as the app. The browser's
 * PDF viewer refuses sandboxed frames, so a file whose bytes really start with %PDF- is shown
 * re-typed as application/pdf without the sandbox: the viewer renders it and nothing else can.
 * A text in UTF-8 is typed as such.
 */
export async function framedContent(blob: Blob): Promise<{ blob: Blob; sandboxed: boolean }> {
  const head = new TextDecoder().decode(await blob.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (head === PDF_MAGIC)
    return { blob: new Blob([blob], { type: 'application/pdf' }), sandboxed: false };
  return { blob: await withCharset(blob), sandboxed: true };
}

/** The rows a CSV preview draws; the file itself, downloaded, has them all. */
export const CSV_PREVIEW_ROWS = 200;

const isCsv = (blob: Blob) => (blob.type.split(';')[0] ?? '').trim().toLowerCase() === 'text/csv';

/**
 * How a file is previewed: a CSV file as a table (a browser downloads text/csv rather than show
 * it, and a sandboxed frame refuses the download, so the frame stayed blank), anything else in a
 * frame (framedContent).
 */
export async function previewOf(
  blob: Blob,
): Promise<{ kind: 'table'; csv: CsvPreview } | { kind: 'frame'; blob: Blob; sandboxed: boolean }> {
  if (isCsv(blob)) {
    const typed = await withCharset(blob);
    const charset = /;\s*charset=([^;]+)/i.exec(typed.type)?.[1]?.trim() ?? 'windows-1252';
    let text: string;
    try {
      text = new TextDecoder(charset).decode(await typed.arrayBuffer());
    } catch {
      text = new TextDecoder('windows-1252').decode(await typed.arrayBuffer());
    }
    return { kind: 'table', csv: parseCsv(text, CSV_PREVIEW_ROWS + 1) };
  }
  return { kind: 'frame', ...(await framedContent(blob)) };
}

/** A CSV file's first rows, its first line as the columns' names, in a box that scrolls sideways. */
export function CsvTable({ csv, fileName }: { csv: CsvPreview; fileName: string }) {
  const [header = [], ...rows] = csv.rows;
  if (csv.total === 0) return <Text c="dimmed">This file is empty.</Text>;
  // The rows under the header line: the ones drawn, and the file's.
  const rowsInFile = csv.total - 1;
  return (
    <Stack gap="xs">
      <ScrollBox label={`Contents of ${fileName}`} minWidth={Math.min(160 * header.length, 960)}>
        <Table striped withTableBorder verticalSpacing="xs">
          {/* The table's name for a screen reader; the page's heading already shows the name. */}
          <Table.Caption className={VisuallyHidden.classes.root}>{fileName}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {header.map((name, column) => (
                <Table.Th key={column} scope="col">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, row) => (
              <Table.Tr key={row}>
                {cells.map((cell, column) => (
                  <Table.Td key={column} style={{ whiteSpace: 'pre-wrap' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {rowsInFile > rows.length && (
        <Text size="sm" c="dimmed">
          The first {rows.length.toLocaleString('en-US')} of {rowsInFile.toLocaleString('en-US')}{' '}
          rows; download the file for all of them.
        </Text>
      )}
    </Stack>
  );
}

/** The frame's source: only what safeUrl accepts for a frame (same origin, blob:, https:). */
export function FileFrame({
  src,
  title,
  sandboxed,
}: {
  src: string;
  title: string;
  sandboxed: boolean;
}) {
  const safe = safeUrl(src, window.location.origin, 'frame');
  if (!safe) {
    return (
      <Alert color="red" title="This document cannot be shown">
        Its address is not one the library opens.
      </Alert>
    );
  }
  return (
    <Box
      component="iframe"
      src={safe}
      title={title}
      {...(sandboxed ? { sandbox: '' } : {})}
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        height: '75vh',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        background: '#fff',
      }}
    />
  );
}

export function PreviewScreen({ logic, fileId }: { logic: PreviewLogic; fileId: string }) {
  const actor = useInspectedActorRef(logic, { input: { fileId } });
  const navigate = useNavigate();
  const resource = useSelector(actor, (s) => s.context.resource);
  const content = useSelector(actor, (s) => s.context.content);
  const error = useSelector(actor, (s) => s.context.error);
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const [frame, setFrame] = useState<
    { url: string; sandboxed: boolean } | { csv: CsvPreview } | null
  >(null);

  useEffect(() => {
    if (notFound) void navigate({ to: '/resources', replace: true });
  }, [notFound, navigate]);

  useEffect(() => {
    if (!content) return;
    let url: string | null = null;
    let cancelled = false;
    // eslint-disable-next-line no-restricted-syntax -- frames content already read, reads nothing.
    void previewOf(content).then((preview) => {
      if (cancelled) return;
      if (preview.kind === 'table') {
        setFrame({ csv: preview.csv });
        return;
      }
      url = URL.createObjectURL(preview.blob);
      setFrame({ url, sandboxed: preview.sandboxed });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [content]);

  const share = async () => {
    const copied = await copyText(previewLink(window.location.origin, fileId));
    if (copied) notify.success(LINK_COPIED);
    else notify.error(LINK_COPY_FAILED);
  };

  const extension = resource ? fileExtension(resource.fileName) || resource.fileType : '';

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Button
          renderRoot={(props) => <Link {...props} to="/resources" />}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          w="fit-content"
        >
          Back to Resource Library
        </Button>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>
              {resource ? fileBaseName(resource.fileName) : 'Document preview'}
            </Title>
            {resource && (
              <Text c="dimmed">
                {resource.fileName} · {extension.toUpperCase()} · {formatSize(resource.size)} ·{' '}
                {formatDate(resource.createdAt)}
              </Text>
            )}
          </div>
          <Group gap="sm">
            {content && resource && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => saveBlob(content, resource.fileName)}
              >
                Download
              </Button>
            )}
            <Button leftSection={<IconShare size={16} />} onClick={() => void share()}>
              Share
            </Button>
          </Group>
        </Group>
        {failed && (
          <Alert color="red" title="The document could not be loaded">
            <Text size="sm" mb="sm">
              {error}
            </Text>
            <Button size="xs" onClick={() => actor.send({ type: 'preview.retry' })}>
              Try again
            </Button>
          </Alert>
        )}
        {!failed && !frame && (
          <Group role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading document...</Text>
          </Group>
        )}
        {frame && resource && 'csv' in frame && (
          <CsvTable csv={frame.csv} fileName={resource.fileName} />
        )}
        {frame && resource && 'url' in frame && (
          <FileFrame src={frame.url} title={resource.fileName} sandboxed={frame.sandboxed} />
        )}
      </Stack>
    </Container>
  );
}
