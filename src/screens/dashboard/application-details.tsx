import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { serverMessageOr } from '../../domain/server-message';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { type Read, writeError } from '../../lib/server-data';
import { submissionId } from '../../domain/dashboard-table';
import { formatDate as formatDisplayDate, formatUsd } from '../../domain/format';
import { safeUrl } from '../../domain/safe-url';
import { StagePill } from './applications-table';
import type { DashboardWrites } from './dashboard-api';

const OPEN_WORDS = { failure: 'Failed to open the document', failureShows: 'inline' } as const;
import classes from './dashboard.module.css';
import type { GrantApplication } from '../../api/schema.gen';
import { printableFromApplication } from '../../domain/application-print';
import { fromLineItems } from '../../domain/budget';
import { BudgetTableView } from '../shared/budget-table-view';
import { PrintButton, PrintableCopy } from '../print/printable-application';
import { trackingText } from '../../domain/receipt';
import { WITHDRAWAL_WORDS, withdrawalOf } from '../../domain/withdrawal';
import { formatDateTime } from '../../domain/format';
import { Withdrawal, type WithdrawalLogic } from './withdrawal';
import { ApplicationTimeline } from './application-timeline';
import type { SharingLogic } from '../sharing/sharing-panel';
import { SharingSections } from './shared-application-dialog';
import type { DashboardReads } from './dashboard-api';
import { COPY_WORDS } from '../../domain/copy-words';
import type { CopySource } from './application-copy';

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; application: GrantApplication }
  | { status: 'failed'; message: string };

const money = (value: number | string) => (typeof value === 'number' ? formatUsd(value) : value);

function Answers({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" className={classes.answers}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value.trim() === '' ? 'N/A' : value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}

const DOCUMENTS = [
  ['Resumes', 'resumes'],
  ['Letters of Commitment', 'lettersCommitment'],
  ['Organizational Chart', 'organizationalChart'],
  ['Audited Statement', 'auditedStatement'],
] as const;

function Documents({
  application,
  openDocument,
}: {
  application: GrantApplication;
  openDocument: DashboardWrites['openDocument'];
}) {
  const open = useMutation({ ...openDocument, meta: { words: OPEN_WORDS } });
  const openError = writeError(open, OPEN_WORDS);
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        Documents
      </Title>
      <Stack gap="xs">
        {DOCUMENTS.map(([label, field]) => {
          const url = safeUrl(application[field], origin);
          const appFile = url !== undefined && new URL(url).origin === origin;
          return (
            <Group key={field} justify="space-between" wrap="nowrap">
              <Text size="sm">{label}</Text>
              {!url ? (
                <Text size="sm" c="dimmed">
                  N/A
                </Text>
              ) : appFile ? (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Open ${label}`}
                  onClick={() => open.mutate(url)}
                >
                  Open
                </Button>
              ) : (
                <Anchor
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={`Open ${label} (new tab)`}
                >
                  Open
                </Anchor>
              )}
            </Group>
          );
        })}
        {openError && (
          <Alert color="red" variant="light" title="Document">
            {openError}
          </Alert>
        )}
      </Stack>
    </section>
  );
}

function Details({
  application,
  openDocument,
}: {
  application: GrantApplication;
  openDocument: DashboardWrites['openDocument'];
}) {
  const a = application;
  const withdrawn = withdrawalOf(a);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <StagePill stage={a.stage} />
        <Text size="sm">Submitted {formatDisplayDate(a.created_at)}</Text>
        <Text size="sm">{trackingText(a.trackingNumber)}</Text>
        <Text size="sm">Grant: {a.grant.title}</Text>
      </Group>
      {withdrawn && (
        <Text size="sm">
          {WITHDRAWAL_WORDS.withdrawnOn} {formatDateTime(new Date(withdrawn.at))}
          {withdrawn.reason ? `: ${withdrawn.reason}` : ''}
        </Text>
      )}
      <ApplicationTimeline application={a} />
      <Answers
        title="Contact"
        items={[
          ['Full name', a.fullname],
          ['Email', a.email],
          ['Phone number', a.phoneNumber],
          ['Location', a.location],
        ]}
      />
      <Answers
        title="Project"
        items={[
          ['Project title', a.projectTitle],
          ['Start date', formatDisplayDate(a.projectStartDate)],
          ['End date', formatDisplayDate(a.projectEndDate)],
          ['Project location', a.projectLocation],
          ['Project summary', a.projectSummary],
          ['Objective', a.objective],
        ]}
      />
      {a.budgetLineItems && (
        <section aria-label="Budget table">
          <BudgetTableView lines={fromLineItems(a.budgetLineItems)} />
        </section>
      )}
      <Answers
        title="Budget"
        items={[
          ['Total project budget', formatUsd(a.totalProjectBudget)],
          ['Requested funding amount', formatUsd(a.requestedFundingAmount)],
          // An application from before the table keeps its text breakdown, as it was written.
          ...(a.budgetLineItems
            ? []
            : [['Detailed budget breakdown', a.detailedBudgedBreakdown] as [string, string]]),
          ['Cost sharing', a.costSharing],
          ['Problem statement', a.problemStatement],
          ['Project description', a.projectDesc],
          ['Methodology', a.methodology],
        ]}
      />
      <Answers
        title="Scope and focus"
        items={[
          ['Geographical scope', a.geoScope],
          ['Budget range', money(a.projectValue)],
          ['Timeline', a.timeline],
          ['Target audience', a.targetAudience.split(',').join(', ')],
          ['Project stage', a.projectStage],
          ['Primary focus', a.primaryFocus],
          ['Sector', a.sector ?? ''],
          ['Specific requirements', a.specificReq],
        ]}
      />
      <Documents application={a} openDocument={openDocument} />
      <section>
        <Title order={3} size="h5" mb="xs">
          Generated draft
        </Title>
        <Text size="sm" className={classes.draft}>
          {a.generatedDraft.trim() === '' ? 'N/A' : a.generatedDraft}
        </Text>
      </section>
    </Stack>
  );
}

interface Props {
  id: string | undefined;
  /** The read of that application the route started (null when none is open). */
  read: Read<GrantApplication> | null;
  openDocument: DashboardWrites['openDocument'];
  /** The people panel's machine (null: its code could not load; the details show without it). */
  sharing: SharingLogic | null;
  /** Withdrawing it (issue 66; null: its code could not load, the details show without it). */
  withdrawal: WithdrawalLogic | null;
  activity: DashboardReads['activity'];
  /** "Start a new application from this" (issue 60, part 3). */
  onCopy(source: CopySource): void;
  onClose(): void;
}

const NO_APPLICATION = { queryKey: ['applications', 'one', 'none'], queryFn: skipToken } as const;

/** One application's answers, documents and generated draft (GET /grant-applications/{id}). */
export function ApplicationDetails({
  id,
  read,
  openDocument,
  sharing,
  withdrawal,
  activity,
  onCopy,
  onClose,
}: Props) {
  // While the dialog closes, it keeps showing the application it showed.
  const details = useQuery({ ...(read ?? NO_APPLICATION), placeholderData: keepPreviousData });
  const loaded: Loaded =
    details.isError && !details.isFetching
      ? { status: 'failed', message: serverMessageOr(details.error, 'Failed to fetch grant') }
      : details.data && (!details.isPlaceholderData || read === null)
        ? { status: 'loaded', application: details.data }
        : { status: 'loading' };

  return (
    <Modal
      opened={id !== undefined}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close application details' }}
      title={
        <Text fw={700} component="span">
          {id ? `Application ${submissionId(id)}` : 'Application'}
        </Text>
      }
    >
      {loaded.status === 'loading' && (
        <Center py="xl" role="status">
          <Loader aria-hidden />
          <VisuallyHidden>Loading application</VisuallyHidden>
        </Center>
      )}
      {loaded.status === 'failed' && (
        <Alert color="red" variant="light" title="Application">
          <Text size="sm">{loaded.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {loaded.status === 'loaded' && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h4">
              {loaded.application.projectTitle}
            </Title>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  onCopy({
                    id: loaded.application.id,
                    title: loaded.application.projectTitle || loaded.application.grant.title,
                  })
                }
              >
                {COPY_WORDS.action}
              </Button>
              <PrintButton size="xs" />
            </Group>
          </Group>
          {withdrawal && (
            <Withdrawal
              key={loaded.application.id}
              logic={withdrawal}
              application={loaded.application}
            />
          )}
          <PrintableCopy copy={printableFromApplication(loaded.application)} />
          {/* Written together (issue 46): its people and what happened, newest first. */}
          {loaded.application.draftId && (
            <SharingSections
              key={loaded.application.draftId}
              logic={sharing}
              applicationId={loaded.application.draftId}
              role="owner"
              activity={activity}
            />
          )}
          <Details application={loaded.application} openDocument={openDocument} />
        </Stack>
      )}
    </Modal>
  );
}
