import { Badge, Center, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  type SortKey,
  type SortOrder,
  pageCount,
  stageColor,
  submissionId,
} from '../../domain/dashboard-table';
import { formatDate as formatDisplayDate, formatUsd } from '../../domain/format';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { lastActivityText } from '../../domain/sharing';
import { trackingText } from '../../domain/receipt';

import { ScrollBox, stackedTable } from '../shared/scroll-box';
import classes from './dashboard.module.css';
import type { GrantApplication } from '../../api/schema.gen';

const COLUMNS: { key: SortKey | null; label: string }[] = [
  { key: 'id', label: 'SUBMISSION ID' },
  { key: 'grant', label: 'GRANT' },
  { key: null, label: 'TYPE' },
  { key: 'stage', label: 'STATUS' },
  { key: 'budget', label: 'BUDGET' },
  { key: 'date', label: 'DATE' },
];

/**
 * Pill text in the darkest shades, so it keeps AA contrast on the light background (Mantine's
 * green.9 is just under 4.5:1 there, hence a darker green).
 */
const PILL_TEXT = { green: '#1e6b30', blue: 'blue.9', red: 'red.9', gray: 'gray.9' } as const;

export function StagePill({ stage }: { stage: string }) {
  const color = stageColor(stage);
  return (
    <Badge color={color} variant="light" c={PILL_TEXT[color]} radius="xl" tt="none">
      {stage}
    </Badge>
  );
}

interface Props {
  /** The rows of the page shown, in the order shown. */
  applications: GrantApplication[];
  /** Rows of the tab on every page. */
  total: number;
  /** The page shown (1-based) and its size. */
  page: number;
  pageSize: number;
  /** The page the pagination marks: the one asked for, which may still be loading. */
  selectedPage: number;
  sort: SortOrder;
  /** The next page, sort or tab is loading: the rows shown are the previous answer's. */
  busy: boolean;
  onSort(key: SortKey): void;
  onPage(page: number): void;
  onOpen(id: string): void;
}

/** The history table: one page of rows the server sorted, sortable headers (aria-sort), pages. */
export function ApplicationsTable({
  applications,
  total,
  page,
  pageSize,
  selectedPage,
  sort,
  busy,
  onSort,
  onPage,
  onOpen,
}: Props) {
  // The rows are drawn again only when they change: a tab, a page or an order shows its choice
  // (and the table busy) at once, and the rows stay as they are until the answer comes. A row
  // opens through the latest `onOpen`.
  const open = useLatestCallback(onOpen);
  const pages = pageCount(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = first + applications.length - 1;

  return (
    <>
      <ScrollBox minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" aria-busy={busy} className={stackedTable}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => {
                if (!column.key) return <Table.Th key={column.label}>{column.label}</Table.Th>;
                const key = column.key;
                const active = sort.key === key;
                const Icon = !active
                  ? IconArrowsSort
                  : sort.direction === 'asc'
                    ? IconArrowUp
                    : IconArrowDown;
                return (
                  <Table.Th
                    key={column.label}
                    aria-sort={
                      active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                  >
                    <UnstyledButton className={classes.sortButton} onClick={() => onSort(key)}>
                      <Group gap={4} wrap="nowrap">
                        <span>{column.label}</span>
                        <Icon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Rows applications={applications} onOpen={open} />
        </Table>
      </ScrollBox>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
          {total.toLocaleString('en-US')}
        </Text>
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={selectedPage}
              onChange={onPage}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(pageNumber) => ({ 'aria-label': `Page ${pageNumber}` })}
              aria-label="Pages"
            />
          </Center>
        )}
      </Group>
    </>
  );
}

/** The table's body: one row per application, each opening it. */
const Rows = memo(function Rows({
  applications,
  onOpen,
}: {
  applications: GrantApplication[];
  onOpen(id: string): void;
}) {
  return (
    <Table.Tbody>
      {applications.map((application) => (
        <Table.Tr
          key={application.id}
          className={classes.row}
          onClick={() => onOpen(application.id)}
        >
          <Table.Td>
            <UnstyledButton
              className={classes.idButton}
              aria-label={`View application ${submissionId(application.id)}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(application.id);
              }}
            >
              {submissionId(application.id)}
            </UnstyledButton>
          </Table.Td>
          <Table.Td>
            {/* The application's own title under its grant's: the title the bell uses. */}
            <Text size="sm">{application.grant.title}</Text>
            <Text size="xs" c="dimmed">
              {application.projectTitle}
            </Text>
            {/* The receipt's number (issue 66), under the titles like the last activity. */}
            <Text size="xs" c="dimmed">
              {trackingText(application.trackingNumber)}
            </Text>
            {/* Written together (issue 46): what happened last, under the titles (no new column). */}
            {application.lastActivity && (
              <Text size="xs" c="dimmed" fs="italic">
                Last activity: {lastActivityText(application.lastActivity)}
              </Text>
            )}
          </Table.Td>
          <Table.Td data-label="TYPE">COMPANY</Table.Td>
          <Table.Td data-label="STATUS">
            <StagePill stage={application.stage} />
          </Table.Td>
          <Table.Td data-label="BUDGET">{formatUsd(application.totalProjectBudget)}</Table.Td>
          <Table.Td data-label="DATE">{formatDisplayDate(application.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
});
