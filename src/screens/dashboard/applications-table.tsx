import {
  Badge,
  Center,
  Group,
  Pagination,
  ScrollArea,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  type SortKey,
  type SortOrder,
  formatDisplayDate,
  formatUsd,
  nextSort,
  pageCount,
  pageOf,
  sortApplications,
  stageColor,
  submissionId,
} from '../../domain/dashboard';
import type { GrantApplication } from './dashboard-api';
import classes from './dashboard.module.css';

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
  applications: GrantApplication[];
  onOpen(id: string): void;
}

/** The history table: sortable headers (aria-sort), 20 rows a page. */
export function ApplicationsTable({ applications, onOpen }: Props) {
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortApplications(applications, sort), [applications, sort]);
  const pages = pageCount(sorted.length);
  const current = Math.min(page, pages);
  const rows = pageOf(sorted, current);
  const first = (current - 1) * PAGE_SIZE + 1;
  const last = first + rows.length - 1;

  const sortBy = (key: SortKey) => {
    setSort((order) => nextSort(order, key));
    setPage(1);
  };

  return (
    <>
      <ScrollArea type="auto">
        <Table highlightOnHover verticalSpacing="sm" miw={720}>
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
                    <UnstyledButton className={classes.sortButton} onClick={() => sortBy(key)}>
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
          <Table.Tbody>
            {rows.map((application) => (
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
                <Table.Td>{application.grant.title}</Table.Td>
                <Table.Td>COMPANY</Table.Td>
                <Table.Td>
                  <StagePill stage={application.stage} />
                </Table.Td>
                <Table.Td>{formatUsd(application.totalProjectBudget)}</Table.Td>
                <Table.Td>{formatDisplayDate(application.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
          {sorted.length.toLocaleString('en-US')}
        </Text>
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
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
