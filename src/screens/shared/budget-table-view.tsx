import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ScrollBox, stackedTable } from './scroll-box';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  BUDGET_FUNDING_LABELS,
  BUDGET_LABELS,
  type BudgetLine,
  budgetTotals,
  formatCents,
  parseCents,
} from '../../domain/budget';
import type { BudgetCategory, BudgetFunding } from '../../api/schema.gen';

// The budget table read-only (issue 48): the wizard's summaries and review, the dashboard's
// details. Totals are computed from the lines, never typed.

export const categoryLabel = (value: string) =>
  BUDGET_CATEGORY_LABELS[value as BudgetCategory] ?? value;
export const fundingLabel = (value: string) =>
  BUDGET_FUNDING_LABELS[value as BudgetFunding] ?? value;
export const amountOf = (line: Pick<BudgetLine, 'amount'>) => {
  const cents = parseCents(line.amount);
  return cents === undefined ? line.amount : formatCents(cents);
};

/** The subtotals and totals under a table: computed from its lines, never typed. */
export function BudgetTotals({
  lines,
  id,
}: {
  lines: readonly Omit<BudgetLine, 'id'>[];
  id?: string;
}) {
  const totals = budgetTotals(lines);
  const used = BUDGET_CATEGORIES.filter((category) => totals.byCategory[category] > 0);
  // The subtotals flow in two columns; the three totals stand in one column of their own under
  // them, so "Total project budget" stays in its place whatever subtotals appear.
  return (
    <Stack gap="xs" id={id}>
      {used.length > 0 && (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" m={0}>
          {used.map((category) => (
            <Group key={category} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm">
                {BUDGET_CATEGORY_LABELS[category]} subtotal
              </Text>
              <Text component="dd" size="sm" m={0} ff="monospace">
                {formatCents(totals.byCategory[category])}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
      <Stack component="dl" gap="xs" m={0}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" fw={600}>
            {BUDGET_LABELS.requested}
          </Text>
          <Text component="dd" size="sm" m={0} fw={600} ff="monospace">
            {formatCents(totals.requested)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" fw={600}>
            {BUDGET_LABELS.costShared}
          </Text>
          <Text component="dd" size="sm" m={0} fw={600} ff="monospace">
            {formatCents(totals.costShared)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" fw={700}>
            {BUDGET_LABELS.total}
          </Text>
          <Text component="dd" m={0} fw={700} ff="monospace">
            {formatCents(totals.total)}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}

/** The table read-only (summaries, review, the printed copy, the dashboard's details). */
export function BudgetTableView({ lines }: { lines: readonly Omit<BudgetLine, 'id'>[] }) {
  return (
    <Stack gap="sm">
      <ScrollBox label="Lines of the budget table" minWidth={420}>
        <Table withTableBorder striped className={stackedTable}>
          <Table.Caption>{BUDGET_LABELS.table}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{BUDGET_LABELS.category}</Table.Th>
              <Table.Th>{BUDGET_LABELS.description}</Table.Th>
              <Table.Th>{BUDGET_LABELS.funding}</Table.Th>
              <Table.Th ta="right">{BUDGET_LABELS.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td data-label={BUDGET_LABELS.category}>
                  {categoryLabel(line.category)}
                </Table.Td>
                <Table.Td
                  data-label={BUDGET_LABELS.description}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {line.description}
                </Table.Td>
                <Table.Td data-label={BUDGET_LABELS.funding}>
                  {fundingLabel(line.fundedBy)}
                </Table.Td>
                <Table.Td data-label={BUDGET_LABELS.amount} ta="right" ff="monospace">
                  {amountOf(line)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      <BudgetTotals lines={lines} />
    </Stack>
  );
}
