import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Deferred } from '../shared/deferred';
import { DashboardFrame } from './dashboard-frame';
import { useMemo, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import { isIsoDate } from '../../domain/calendar-date';
import type { DashboardPageQuery } from '../../domain/dashboard-page';
import {
  type DashboardSearchParams,
  dateRangeError,
  defaultDateRange,
} from '../../domain/dashboard-search';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  type SortKey,
  type SortOrder,
  clampPage,
  nextSort,
} from '../../domain/dashboard-table';
import {
  DASHBOARD_TABS,
  type DashboardTab,
  isDashboardTab,
  padCount,
  statsOf,
} from '../../domain/dashboard-tabs';
import { NO_DATA_MESSAGE, reportWindows } from '../../domain/export';
import { ApplicationDetails } from './application-details';
import { ApplicationsTable } from './applications-table';
import type { DashboardApi, GrantApplication } from './dashboard-api';
import classes from './dashboard.module.css';
import { ProfileBanner } from './profile-banner';
import { useApplicationsPage } from './use-applications-page';
import '../shared/screen-styles';

/** The dashboard's URL state: tab and dates (absent = defaults), and the open application. */
export type DashboardSearch = DashboardSearchParams;

/** Sort and page of the table; a new range or tab starts again newest first on page 1. */
interface TableView {
  scope: string;
  sort: SortOrder;
  page: number;
}

type ExportState =
  | { status: 'idle' }
  | { status: 'empty' }
  | { status: 'building'; done: number; total: number }
  | { status: 'failed'; message: string };

interface Props {
  api: DashboardApi;
  search: DashboardSearch;
  onSearchChange(next: DashboardSearch): void;
  /** Today, for the default range (tests pin it); the server counts upcoming deadlines. */
  today?: Date;
}

/** Reads the report asks for at once: the next window's answer is on its way meanwhile. */
const READS_AHEAD = 2;

/** Every application of the range, newest first, read a window of days at a time. */
async function* reportParts(
  listApplications: DashboardApi['listApplications'],
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

export function DashboardScreen({ api, search, onSearchChange, today: todayProp }: Props) {
  const [today] = useState(() => todayProp ?? new Date());
  const defaults = useMemo(() => defaultDateRange(today), [today]);
  const range = { from: search.from ?? defaults.from, to: search.to ?? defaults.to };
  const rangeError = dateRangeError(range);
  const tab: DashboardTab = search.tab ?? 'overview';
  const [attempt, setAttempt] = useState(0);
  const [exportState, setExportState] = useState<ExportState>({ status: 'idle' });

  const scope = `${range.from}|${range.to}|${tab}`;
  const [tableView, setTableView] = useState<TableView>({ scope, sort: DEFAULT_SORT, page: 1 });
  const view: TableView =
    tableView.scope === scope ? tableView : { scope, sort: DEFAULT_SORT, page: 1 };
  const query: DashboardPageQuery | undefined = rangeError
    ? undefined
    : {
        startDate: range.from,
        endDate: range.to,
        tab,
        sortBy: view.sort.key,
        sortDirection: view.sort.direction,
        page: view.page,
        pageSize: PAGE_SIZE,
      };
  const { shown, loading, failure } = useApplicationsPage(api.listApplicationsPage, query, attempt);
  // The counts belong to a range: another range's counts are not shown while this one loads.
  const sameRange =
    shown !== undefined && shown.query.startDate === range.from && shown.query.endDate === range.to;
  const counts = sameRange ? shown.page.counts : undefined;
  const stats = useMemo(
    () => (counts ? statsOf(counts) : { total: 0, pending: 0, awarded: 0, upcoming: 0 }),
    [counts],
  );

  const sortBy = (key: SortKey) => setTableView({ scope, sort: nextSort(view.sort, key), page: 1 });
  const showPage = (page: number) => setTableView({ ...view, page });

  const setDate = (which: 'from' | 'to', value: string) => {
    if (value !== '' && !isIsoDate(value)) return;
    onSearchChange({
      ...search,
      [which]: value === '' ? undefined : value,
      application: undefined,
    });
  };

  // The report holds every application of the range, read when the user asks for it (in windows
  // of days, so the page stays responsive) and turned into the file by the worker meanwhile.
  const download = async () => {
    if (rangeError || counts?.overview === 0) {
      setExportState({ status: 'empty' });
      return;
    }
    const expected = counts?.overview ?? 0;
    setExportState({ status: 'building', done: 0, total: expected });
    try {
      const parts = reportParts(
        api.listApplications,
        { startDate: range.from, endDate: range.to },
        expected,
      );
      const exported = await api.exportReport(parts, (done) =>
        setExportState({ status: 'building', done, total: Math.max(expected, done) }),
      );
      setExportState({ status: exported === 0 ? 'empty' : 'idle' });
    } catch (failure) {
      setExportState({
        status: 'failed',
        message: serverMessageOr(failure, 'The report could not be created. Please try again.'),
      });
    }
  };

  // Nothing of this range to show yet: the stat cards wait, the table shows the loader.
  const busy = !rangeError && !sameRange && (loading || failure === undefined);
  // An answer is on screen and the next one is coming: it stays until then.
  const refreshing = loading && shown !== undefined && !rangeError;
  const building = exportState.status === 'building';

  return (
    <DashboardFrame>
      <Deferred>
        <ProfileBanner saveLinkedinUrl={api.saveLinkedinUrl} />

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
            onClick={() => void download()}
            loading={building}
            disabled={busy}
          >
            Download Report
          </Button>
        </Group>

        {exportState.status === 'empty' && (
          <Alert
            color="yellow"
            variant="light"
            title="Download Report"
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setExportState({ status: 'idle' })}
          >
            {NO_DATA_MESSAGE}
          </Alert>
        )}
        {exportState.status === 'failed' && (
          <Alert
            color="red"
            variant="light"
            title="Download Report"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setExportState({ status: 'idle' })}
          >
            {exportState.message}
          </Alert>
        )}
        {exportState.status === 'building' && (
          <div role="status">
            <Text size="sm" mb={4}>
              Building report: {exportState.done.toLocaleString('en-US')} of{' '}
              {exportState.total.toLocaleString('en-US')} applications
            </Text>
            <Progress
              value={exportState.total ? (100 * exportState.done) / exportState.total : 0}
              aria-label="Report progress"
            />
          </div>
        )}

        <Tabs
          value={tab}
          onChange={(value) => {
            if (isDashboardTab(value))
              onSearchChange({
                ...search,
                tab: value === 'overview' ? undefined : value,
                application: undefined,
              });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {DASHBOARD_TABS.map((item) => (
              <Tabs.Tab key={item.id} value={item.id}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* One panel, the selected tab's: a tab change keeps the table (and its rows until the
                answer), instead of mounting another table. */}
          <Tabs.Panel value={tab} pt="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="history">
                  Grants Application History
                </Title>
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
                  <Button
                    mt="sm"
                    size="xs"
                    variant="light"
                    onClick={() => setAttempt((n) => n + 1)}
                  >
                    Try again
                  </Button>
                </Alert>
              ) : shown === undefined ? (
                <Group justify="center" py="xl" role="status">
                  <Loader aria-hidden />
                  <VisuallyHidden>Loading applications</VisuallyHidden>
                </Group>
              ) : shown.page.total === 0 ? (
                <Stack align="center" py="xl" gap="xs">
                  <Text fw={600}>No applications found</Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {shown.page.counts.overview === 0
                      ? 'There are no applications between these dates. Try a wider date range or apply for a grant.'
                      : 'None of the applications between these dates belongs in this tab.'}
                  </Text>
                  <Button component={Link} to="/opportunities" variant="light" size="xs">
                    Find grants
                  </Button>
                </Stack>
              ) : (
                <ApplicationsTable
                  applications={shown.page.items}
                  total={shown.page.total}
                  page={shown.page.page}
                  selectedPage={
                    loading
                      ? clampPage(view.page, shown.page.total, shown.page.pageSize)
                      : shown.page.page
                  }
                  pageSize={shown.page.pageSize}
                  sort={view.sort}
                  busy={refreshing}
                  onSort={sortBy}
                  onPage={showPage}
                  onOpen={(id) => onSearchChange({ ...search, application: id })}
                />
              )}
            </Paper>
          </Tabs.Panel>
        </Tabs>
      </Deferred>
      <ApplicationDetails
        id={search.application}
        api={api}
        onClose={() => onSearchChange({ ...search, application: undefined })}
      />
    </DashboardFrame>
  );
}
