import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Deferred } from '../shared/deferred';
import { DashboardFrame } from './dashboard-frame';
import {
  type ComponentProps,
  type ReactNode,
  Suspense,
  memo,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { chunk } from '../../lib/chunk';
import { useMounted } from '../../lib/use-mounted';
import { ChunkErrorBoundary } from '../shared/chunk-error-boundary';
import type { ApplicationDetails as ApplicationDetailsDialog } from './application-details';
import type { SharedApplicationDialog as SharedDialog } from './shared-application-dialog';
import type { ApplicationCopyDialog as CopyDialog } from './application-copy';
import { serverMessageOr } from '../../domain/server-message';
import { isIsoDate } from '../../domain/calendar-date';
import {
  type DashboardSearchParams,
  dashboardQuery,
  dashboardRange,
  dateRangeError,
  sortOf,
  sortParams,
} from '../../domain/dashboard-search';
import { type SortKey, clampPage, nextSort } from '../../domain/dashboard-table';
import { type DashboardTab, padCount, statsOf } from '../../domain/dashboard-tabs';
import { NO_DATA_MESSAGE, reportWindows, withReports } from '../../domain/report-reads';
import type { CopySource } from './application-copy';
import { ApplicationsTable } from './applications-table';
import { DashboardTabs } from './dashboard-tabs';
import type { DashboardActions, DashboardReads, DashboardWrites } from './dashboard-api';
import classes from './dashboard.module.css';
import { ProfileBanner } from './profile-banner';
import { Invitations } from './invitations';
import { ReportsDue } from './reports-due';
import { localDay } from '../../domain/grant-reports';
import { SharedApplications } from './shared-applications';
import { toIsoDate } from '../../domain/calendar-date';
import type { SharingLogic } from '../sharing/sharing-panel';
import type { WithdrawalLogic } from './withdrawal';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { writeError } from '../../lib/server-data';
import { AddToCalendar } from '../shared/add-to-calendar';
import type { GrantApplication, GrantReport } from '../../api/schema.gen';

/** The dashboard's URL state: tab and dates (absent = defaults), and the open application. */
export type DashboardSearch = DashboardSearchParams;
/** A change of the URL: the new search, or how to make it from the one at the time. */
export type SearchUpdate = DashboardSearch | ((current: DashboardSearch) => DashboardSearch);

interface Props {
  reads: DashboardReads;
  writes: DashboardWrites;
  actions: DashboardActions;
  search: DashboardSearch;
  /** The people panel's machine, when an application or a shared one is open (else null). */
  sharing: SharingLogic | null;
  /** Withdrawing, when an application is open (null: none open, or its code could not load). */
  withdrawal: WithdrawalLogic | null;
  /** A new URL: its search, or how to make it from the current one (callbacks stay the same). */
  onSearchChange(next: SearchUpdate): void;
  /** Today, for the default range: the day the route's loader asked for (the server counts
   * upcoming deadlines). */
  today: Date;
}

/** Each part's applications with their reports. */
async function* withReportsOf(
  parts: AsyncIterable<GrantApplication[]>,
  reports: readonly GrantReport[],
): AsyncGenerator<GrantApplication[]> {
  for await (const part of parts) yield withReports(part, reports);
}

/** Reads the report asks for at once: the next window's answer is on its way meanwhile. */
const READS_AHEAD = 2;

/** Every application of the range, newest first, read a window of days at a time. */
async function* reportParts(
  listApplications: DashboardActions['listApplications'],
  range: { startDate: string; endDate: string },
  expected: number,
): AsyncGenerator<GrantApplication[]> {
  const windows = reportWindows(range, expected);
  const reads: Promise<GrantApplication[]>[] = [];
  const ask = (index: number) => {
    const window = windows[index];
    if (!window) return;
    const read = listApplications(window);
    // Awaited in turn below; a failure ahead of its turn must not go unhandled meanwhile.
    read.catch(() => undefined);
    reads.push(read);
  };
  for (let index = 0; index < READS_AHEAD; index += 1) ask(index);
  for (let index = 0; index < windows.length; index += 1) {
    ask(index + READS_AHEAD);
    yield await (reads[index] as Promise<GrantApplication[]>);
  }
}

const STAT_CARDS = [
  ['Total Grants Applied', 'total'],
  ['Pending Grants', 'pending'],
  ['Awarded Grants', 'awarded'],
  ['Upcoming Deadlines', 'upcoming'],
] as const;

const FAILED_TO_FETCH = 'Failed to fetch grants';

/** The grants of the applications shown, as Add to calendar takes them. */
const upcomingDeadlines = (applications: readonly GrantApplication[]) =>
  applications.map(({ grantId, grant }) => ({
    id: grantId,
    title: grant.title,
    deadline: grant.deadline,
  }));

/** No page is asked (the range is upside down). */
const NO_PAGE = { queryKey: ['applications', 'page', 'none'], queryFn: skipToken } as const;

const REPORT_WORDS = {
  failure: 'The report could not be created. Please try again.',
  failureShows: 'inline',
} as const;

export function DashboardScreen({
  reads,
  writes,
  actions,
  search,
  sharing,
  withdrawal,
  onSearchChange,
  today,
}: Props) {
  // The table keeps the page it shows, busy, while the next one is read (another tab, sort or
  // page); the page's query says which one it is.
  // An answer is drawn in a deferred render, which React slices: the read's own notification
  // renders this component synchronously, and drew the stat cards and twenty rows in one task;
  // the page below is memoized, so that render is this component's alone
  // (docs/performance.md). The whole result is deferred, so its flags and its data agree.
  const pageRead = useDeferredValue(usePageRead(reads.page));
  // The application "Start a new application from this" was asked of (null: its dialog is shut).
  const [copySource, setCopySource] = useState<CopySource | null>(null);
  const { tab, from, to, sort, dir, page, application, shared } = search;
  // The page's part of the URL: the same object while only the open dialog changes.
  const pageSearch = useMemo(
    () => ({ tab, from, to, sort, dir, page }),
    [tab, from, to, sort, dir, page],
  );
  const detailsMounted = details.useReady(application !== undefined);
  const sharedMounted = sharedDialog.useReady(shared !== undefined);
  const copyMounted = copyDialog.useReady(copySource !== null);
  useEffect(preloadDialogsOnIntent, []);
  return (
    <DashboardFrame>
      {/* Opening or closing an application or a shared one changes only the dialogs: the page
          behind them keeps its props and is not drawn again (docs/performance.md). */}
      <DashboardContent
        reads={reads}
        writes={writes}
        actions={actions}
        search={pageSearch}
        onSearchChange={onSearchChange}
        today={today}
        pageRead={pageRead}
        onCopy={setCopySource}
      />
      {/* Each dialog's code loads when it first opens (or the address asks for it), then it stays
          mounted so it closes with its transition (docs/performance.md). */}
      {detailsMounted && (
        <LazyDialog what="The application's details" load={details.load}>
          <ApplicationDetails
            id={application}
            read={reads.application}
            openDocument={writes.openDocument}
            sharing={sharing}
            withdrawal={withdrawal}
            activity={reads.activity}
            onCopy={setCopySource}
            onClose={() => onSearchChange((current) => ({ ...current, application: undefined }))}
          />
        </LazyDialog>
      )}
      {sharedMounted && (
        <LazyDialog what="People and activity" load={sharedDialog.load}>
          <SharedApplicationDialog
            id={shared}
            read={reads.sharedApplications}
            logic={sharing}
            activity={reads.activity}
            onClose={() => onSearchChange((current) => ({ ...current, shared: undefined }))}
          />
        </LazyDialog>
      )}
      {copyMounted && (
        <LazyDialog what="The copy's form" load={copyDialog.load}>
          <ApplicationCopyDialog
            source={copySource}
            grants={reads.grants}
            copy={writes.copyApplication}
            onClose={() => setCopySource(null)}
          />
        </LazyDialog>
      )}
    </DashboardFrame>
  );
}

// The dialogs are not part of the first screen: their code (an application's details with its
// printable copy, budget, withdrawal and timeline; the people panel; the copy's form) loads when
// one first opens, and is fetched ahead at the first sign of a hand on the page.
const details = chunk(() => import('./application-details'));
const sharedDialog = chunk(() => import('./shared-application-dialog'));
const copyDialog = chunk(() => import('./application-copy'));

// Each loaded dialog mounts shut and opens in the next render: Mantine's dialog notes the
// element to give focus back to when it opens, never on its mount (keyboard.spec.ts).
function ApplicationDetails(props: ComponentProps<typeof ApplicationDetailsDialog>) {
  const { ApplicationDetails: Dialog } = details.useLoaded();
  const mounted = useMounted();
  return <Dialog {...props} id={mounted ? props.id : undefined} />;
}

function SharedApplicationDialog(props: ComponentProps<typeof SharedDialog>) {
  const { SharedApplicationDialog: Dialog } = sharedDialog.useLoaded();
  const mounted = useMounted();
  return <Dialog {...props} id={mounted ? props.id : undefined} />;
}

function ApplicationCopyDialog(props: ComponentProps<typeof CopyDialog>) {
  const { ApplicationCopyDialog: Dialog } = copyDialog.useLoaded();
  const mounted = useMounted();
  return <Dialog {...props} source={mounted ? props.source : null} />;
}

/** A dialog whose code loads on demand: nothing while it loads, a message if it cannot. */
function LazyDialog({
  what,
  load,
  children,
}: {
  what: string;
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <ChunkErrorBoundary what={what} retry={load}>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** Fetches the dialogs' code at the first pointer or focus on the page (a click is one). */
function preloadDialogsOnIntent() {
  const intents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
  const preload = () => {
    for (const intent of intents) document.removeEventListener(intent, preload, true);
    void Promise.all([details.load(), sharedDialog.load(), copyDialog.load()]).catch(
      () => undefined,
    );
  };
  for (const intent of intents) document.addEventListener(intent, preload, true);
  return () => {
    for (const intent of intents) document.removeEventListener(intent, preload, true);
  };
}

/**
 * The page the URL shows; the one shown before, meanwhile. The same object while its answer and
 * flags hold (a query's result is a new object at every render), so the memoized page behind
 * the dialogs is not drawn again for nothing.
 */
function usePageRead(page: DashboardReads['page']) {
  const { data, error, isError, isFetching, isPending, isPlaceholderData, refetch } = useQuery({
    ...(page ?? NO_PAGE),
    placeholderData: keepPreviousData,
  });
  return useMemo(
    () => ({ data, error, isError, isFetching, isPending, isPlaceholderData, refetch }),
    [data, error, isError, isFetching, isPending, isPlaceholderData, refetch],
  );
}

type PageRead = ReturnType<typeof usePageRead>;

/** What the page behind the dialogs takes: the route keeps each the same while it holds. */
interface ContentProps extends Pick<
  Props,
  'reads' | 'writes' | 'actions' | 'search' | 'onSearchChange' | 'today'
> {
  pageRead: PageRead;
  onCopy(source: CopySource): void;
}

const DashboardContent = memo(function DashboardContent({
  reads,
  writes,
  actions,
  search,
  onSearchChange,
  today,
  pageRead,
  onCopy,
}: ContentProps) {
  const range = dashboardRange(search, today);
  // The page this URL shows: until the loader has asked for it (the search changes first), the
  // table says it is loading, in the very render that shows the new tab or page.
  const asked = dashboardQuery(search, today);
  const rangeError = dateRangeError(range);
  const tab: DashboardTab = search.tab ?? 'overview';
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const sort = sortOf(search);
  const shown = pageRead.data;
  const answered = !pageRead.isPlaceholderData && !pageRead.isPending;
  const loading =
    (reads.page !== null && !answered && !pageRead.isError) ||
    (asked !== undefined &&
      shown !== undefined &&
      !pageRead.isError &&
      JSON.stringify(shown.query) !== JSON.stringify(asked));
  const failure =
    pageRead.isError && !pageRead.isFetching
      ? serverMessageOr(pageRead.error, FAILED_TO_FETCH)
      : undefined;
  // The counts belong to a range: another range's counts are not shown while this one loads.
  const sameRange =
    shown !== undefined && shown.query.startDate === range.from && shown.query.endDate === range.to;
  const counts = sameRange ? shown.page.counts : undefined;
  const stats = useMemo(
    () => (counts ? statsOf(counts) : { total: 0, pending: 0, awarded: 0, upcoming: 0 }),
    [counts],
  );

  // A new order starts again on page 1; a new range or tab starts again newest first on page 1.
  const sortBy = (key: SortKey) =>
    onSearchChange((current) => ({
      ...current,
      ...sortParams(nextSort(sort, key)),
      page: undefined,
    }));
  const showPage = (page: number) =>
    onSearchChange((current) => ({ ...current, page: page > 1 ? page : undefined }));
  const fresh = { sort: undefined, dir: undefined, page: undefined, application: undefined };

  const setDate = (which: 'from' | 'to', value: string) => {
    if (value !== '' && !isIsoDate(value)) return;
    onSearchChange((current) => ({
      ...current,
      ...fresh,
      [which]: value === '' ? undefined : value,
    }));
  };

  // The report holds every application of the range, read when the user asks for it (in windows
  // of days, so the page stays responsive) and turned into the file by the worker meanwhile. It
  // resolves with how many applications the file holds (0: nothing to export, no file).
  const queryClient = useQueryClient();
  const report = useMutation({
    meta: { words: REPORT_WORDS },
    mutationFn: async () => {
      if (rangeError || counts?.overview === 0) return 0;
      const expected = counts?.overview ?? 0;
      setProgress({ done: 0, total: expected });
      // Each row says how its reports stand (issue 66); without them, the rows as they are.
      const reports = await queryClient.fetchQuery(reads.reports).catch(() => ({ items: [] }));
      const parts = withReportsOf(
        reportParts(
          actions.listApplications,
          { startDate: range.from, endDate: range.to },
          expected,
        ),
        reports.items,
      );
      return actions.exportReport(parts, (done) =>
        setProgress({ done, total: Math.max(expected, done) }),
      );
    },
  });
  const reportError = writeError(report, REPORT_WORDS);

  // Nothing of this range to show yet: the stat cards wait, the table shows the loader.
  const busy = !rangeError && !sameRange && (loading || failure === undefined);
  // An answer is on screen and the next one is coming: it stays until then.
  const refreshing = loading && shown !== undefined && !rangeError;
  const building = report.isPending;
  const nothingToExport = report.isSuccess && report.data === 0;

  return (
    <>
      <Deferred>
        <ProfileBanner saveLinkedinUrl={writes.saveLinkedinUrl} />

        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="md"
          component="ul"
          className={classes.stats}
          aria-label="Application counts"
        >
          {STAT_CARDS.map(([label, key]) => (
            <Paper key={key} withBorder radius="md" p="md" component="li">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text className={classes.statValue}>{busy ? '--' : padCount(stats[key])}</Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Group align="flex-end" justify="space-between" gap="md">
          <Group align="flex-start" gap="md">
            <TextInput
              type="date"
              label="Start date"
              value={range.from}
              max={range.to}
              onChange={(event) => setDate('from', event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="End date"
              value={range.to}
              onChange={(event) => setDate('to', event.currentTarget.value)}
              error={rangeError}
            />
          </Group>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={() => report.mutate()}
            loading={building}
            disabled={busy}
          >
            Download Report
          </Button>
        </Group>

        {nothingToExport && (
          <Alert
            color="yellow"
            variant="light"
            title="Download Report"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={report.reset}
          >
            {NO_DATA_MESSAGE}
          </Alert>
        )}
        {reportError && (
          <Alert
            color="red"
            variant="light"
            title="Download Report"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={report.reset}
          >
            {reportError}
          </Alert>
        )}
        {building && (
          <div role="status">
            <Text size="sm" mb={4}>
              Building report: {progress.done.toLocaleString('en-US')} of{' '}
              {progress.total.toLocaleString('en-US')} applications
            </Text>
            <Progress
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              aria-label="Report progress"
            />
          </div>
        )}

        <DashboardTabs
          tab={tab}
          onTabChange={(value) =>
            onSearchChange((current) => ({
              ...current,
              ...fresh,
              tab: value === 'overview' ? undefined : value,
            }))
          }
        >
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="history">
                Grants Application History
              </Title>
              {tab === 'upcoming' && shown && !loading && shown.page.items.length > 0 && (
                <AddToCalendar grants={upcomingDeadlines(shown.page.items)} />
              )}
              <Group gap={6} role="status">
                {refreshing && (
                  <>
                    <Loader size="xs" aria-hidden />
                    <VisuallyHidden>Loading applications</VisuallyHidden>
                  </>
                )}
              </Group>
            </Group>
            {rangeError ? (
              <Text c="dimmed">{rangeError}: choose another end date to see applications.</Text>
            ) : failure !== undefined && !loading ? (
              <Alert color="red" variant="light" title="Applications">
                <Text size="sm">{failure}</Text>
                <Button mt="sm" size="xs" variant="light" onClick={() => void pageRead.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : shown === undefined ? (
              <Group justify="center" py="xl" role="status">
                <Loader aria-hidden />
                <VisuallyHidden>Loading applications</VisuallyHidden>
              </Group>
            ) : shown.page.total === 0 ? (
              <EmptyHistory
                noneInRange={shown.page.counts.overview === 0}
                inProgress={reads.sharedApplications}
              />
            ) : (
              <ApplicationsTable
                applications={shown.page.items}
                total={shown.page.total}
                page={shown.page.page}
                selectedPage={
                  loading
                    ? clampPage(search.page ?? 1, shown.page.total, shown.page.pageSize)
                    : shown.page.page
                }
                pageSize={shown.page.pageSize}
                sort={sort}
                busy={refreshing}
                onSort={sortBy}
                onPage={showPage}
                onOpen={(id) => onSearchChange((current) => ({ ...current, application: id }))}
              />
            )}
          </Paper>
        </DashboardTabs>
        {/* Below the history: they arrive with their own reads, and above it they pushed the
            counts, the dates and the report's button down as they appeared (a layout shift a
            guided tour pointing at Download Report met, and a phone's score counts). */}
        <ReportsDue read={reads.reports} today={localDay(today)} />
        <Invitations
          read={reads.invitations}
          writes={writes}
          onOpenShared={(id) => onSearchChange((current) => ({ ...current, shared: id }))}
        />
        <SharedApplications
          read={reads.sharedApplications}
          today={toIsoDate(today)}
          writes={writes}
          onOpen={(id) => onSearchChange((current) => ({ ...current, shared: id }))}
          onCopy={onCopy}
        />
      </Deferred>
    </>
  );
});

/** What the history says when it has no row. */
export const EMPTY_HISTORY = {
  title: 'No applications found',
  none: 'There are no applications between these dates. Try a wider date range or apply for a grant.',
  /** Above a member's drafts, "apply for a grant" read as if they had none. */
  noneSubmitted:
    'None has been submitted between these dates. Your applications in progress are below: each joins this history once submitted.',
  notInTab: 'None of the applications between these dates belongs in this tab.',
} as const;

/**
 * The history without a row: why, and where to go. A user with applications in progress (their
 * own draft shared, or one they were invited to) is told they are below, not to apply for a
 * grant; the list below reads them (the same read, from the cache).
 */
function EmptyHistory({
  noneInRange,
  inProgress,
}: {
  noneInRange: boolean;
  inProgress: DashboardReads['sharedApplications'];
}) {
  const { data: drafts } = useQuery(inProgress);
  const message = !noneInRange
    ? EMPTY_HISTORY.notInTab
    : drafts && drafts.length > 0
      ? EMPTY_HISTORY.noneSubmitted
      : EMPTY_HISTORY.none;
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>{EMPTY_HISTORY.title}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {message}
      </Text>
      <Button component={Link} to="/opportunities" variant="light" size="xs">
        Find grants
      </Button>
    </Stack>
  );
}
