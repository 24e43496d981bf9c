import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  BUDGET_FUNDING,
  BUDGET_FUNDING_LABELS,
  BUDGET_LABELS,
  BUDGET_LIMITS,
  BUDGET_MESSAGES,
  type BudgetLineField,
  aboveFundingSize,
} from '../../domain/budget';
import { BudgetTotals, amountOf, categoryLabel, fundingLabel } from '../shared/budget-table-view';
import { ScrollBox, stackedTable } from '../shared/scroll-box';
import { useSelector } from '../shared/use-selector';
import { type WizardActor, selectAnswers, selectErrors } from './wizard-actor';

const ADD_LINE_ID = 'budget-table-add-line';

/**
 * Sends Save line or Cancel; when that closes the editor, the focus goes back to Add line once
 * it is drawn again (not to the top of the page, where removing the focused field leaves it).
 */
function closeEditor(actor: WizardActor, type: 'line.save' | 'line.cancel') {
  actor.send({ type });
  if (actor.getSnapshot().context.lineEditor !== null) return;
  requestAnimationFrame(() => document.getElementById(ADD_LINE_ID)?.focus());
}

/** The line being added or edited: its four fields, Save line and Cancel. */
function LineEditor({ actor }: { actor: WizardActor }) {
  const editor = useSelector(actor, (s) => s.context.lineEditor);
  const first = useRef<HTMLSelectElement>(null);
  const open = editor !== null;
  // The keyboard's place: an opened line starts at its first field.
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  if (!editor) return null;
  const change = (field: BudgetLineField) => (value: string) =>
    actor.send({ type: 'line.change', field, value });
  // Enter in a field saves the line (not the whole step: the step's form is around it).
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    closeEditor(actor, 'line.save');
  };
  const title = editor.index === null ? 'New budget line' : `Budget line ${editor.index + 1}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={BUDGET_LABELS.category}
            value={editor.line.category}
            error={editor.errors.category}
            withAsterisk
            data={[
              { value: '', label: 'Choose a category' },
              ...BUDGET_CATEGORIES.map((value) => ({
                value,
                label: BUDGET_CATEGORY_LABELS[value],
              })),
            ]}
            onChange={(e) => change('category')(e.currentTarget.value)}
            ref={first}
          />
          <TextInput
            label={`${BUDGET_LABELS.amount} (USD)`}
            value={editor.line.amount}
            error={editor.errors.amount}
            withAsterisk
            inputMode="decimal"
            placeholder="0.00"
            onKeyDown={onEnter}
            onChange={(e) => change('amount')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={BUDGET_LABELS.description}
          value={editor.line.description}
          error={editor.errors.description}
          maxLength={BUDGET_LIMITS.description}
          withAsterisk
          onKeyDown={onEnter}
          onChange={(e) => change('description')(e.currentTarget.value)}
        />
        <Radio.Group
          label={BUDGET_LABELS.funding}
          value={editor.line.fundedBy}
          error={editor.errors.fundedBy}
          onChange={change('fundedBy')}
          withAsterisk
        >
          <Group mt="xs" gap="md">
            {BUDGET_FUNDING.map((value) => (
              <Radio key={value} value={value} label={BUDGET_FUNDING_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => closeEditor(actor, 'line.cancel')}>
            {BUDGET_LABELS.cancelLine}
          </Button>
          <Button onClick={() => closeEditor(actor, 'line.save')}>{BUDGET_LABELS.saveLine}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Step 4's budget table: each line with Edit, Move up, Move down and Remove (buttons, so the
 * keyboard reaches them all), Add line, the line editor, and the totals with their message.
 */
export function BudgetTableEditor({ actor, legacy }: { actor: WizardActor; legacy: boolean }) {
  const lines = useSelector(actor, (s) => selectAnswers(s).budget.lines);
  const error = useSelector(actor, (s) => selectErrors(s).budget.budgetLineItems);
  const editing = useSelector(actor, (s) => s.context.lineEditor !== null);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'line.add' }));
  const fundingSize = useSelector(actor, (s) => s.context.grant.fundingSize);
  // Asking more than the grant gives is said as soon as a line makes it so, with the limit;
  // Confirm's message for it is this one too. Any other message of Confirm comes first.
  const over = legacy ? undefined : aboveFundingSize(lines, fundingSize);
  const message = error && error !== BUDGET_MESSAGES.aboveFundingSize ? error : (over ?? error);

  const totalsId = 'budget-table-totals';
  const errorId = 'budget-table-error';
  return (
    <Stack gap="sm" component="section" aria-labelledby="budget-table-title">
      <Title order={3} size="h4" id="budget-table-title">
        {BUDGET_LABELS.table}
      </Title>
      {legacy ? (
        <Text size="sm" c="dimmed">
          This draft was started before the budget table: its totals and breakdown are kept as you
          wrote them. Add a line to use the table instead.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Add each cost with its category and amount, and say whether it is requested from the grant
          or covered by cost sharing. The totals are computed from the lines.
        </Text>
      )}
      {lines.length > 0 && (
        <ScrollBox label="Lines of the budget table" minWidth={560}>
          <Table
            withTableBorder
            striped
            className={stackedTable}
            aria-describedby={message ? errorId : totalsId}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{BUDGET_LABELS.category}</Table.Th>
                <Table.Th>{BUDGET_LABELS.description}</Table.Th>
                <Table.Th>{BUDGET_LABELS.funding}</Table.Th>
                <Table.Th ta="right">{BUDGET_LABELS.amount}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const name = `line ${index + 1}`;
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td data-label="#">{index + 1}</Table.Td>
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
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${name}`}
                          disabled={editing}
                          onClick={() => actor.send({ type: 'line.edit', index })}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${name} up`}
                          disabled={editing || index === 0}
                          onClick={() => actor.send({ type: 'line.move', index, by: -1 })}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${name} down`}
                          disabled={editing || index === lines.length - 1}
                          onClick={() => actor.send({ type: 'line.move', index, by: 1 })}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.8"
                          aria-label={`Remove ${name}`}
                          disabled={editing}
                          onClick={() => actor.send({ type: 'line.remove', index })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
      <LineEditor actor={actor} />
      {!editing && (
        <Group>
          <Button
            id={ADD_LINE_ID}
            variant="light"
            disabled={!canAdd}
            onClick={() => actor.send({ type: 'line.add' })}
          >
            {BUDGET_LABELS.addLine}
          </Button>
        </Group>
      )}
      {!legacy && <BudgetTotals lines={lines} id={totalsId} />}
      {message && (
        <Alert color="red" variant="light" id={errorId} role="alert" title="Budget table">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
