import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ApplicationAnswers,
  budgetRangeLabel,
  isLegacyBudget,
  parseAmount,
  shortFileName,
} from '../../domain/application';
import {
  DOCUMENT_SECTIONS,
  DOCUMENT_SECTION_NAMES,
  type FormStep,
} from '../../domain/application-steps';
import { FIELD_LABELS } from '../../domain/application-steps';
import { formatUsdWithCents } from '../../domain/format';
import { BudgetTableView } from '../shared/budget-table-view';

const TABLE_FIELDS: readonly string[] = [
  'totalProjectBudget',
  'requestedFundingAmount',
  'detailedBudgetBreakdown',
];

const money = (value: string) => {
  const amount = parseAmount(value);
  return amount === undefined ? value : formatUsdWithCents(amount);
};

function rows(step: FormStep, answers: ApplicationAnswers): [string, string][] {
  switch (step) {
    case 'contact':
    case 'project':
      return Object.entries(FIELD_LABELS[step]).map(([field, label]) => [
        label,
        (answers[step] as unknown as Record<string, string>)[field] ?? '',
      ]);
    case 'budget':
      return Object.entries(FIELD_LABELS.budget).flatMap(([field, label]): [string, string][] => {
        const key = field as Exclude<keyof ApplicationAnswers['budget'], 'lines'>;
        // With the table, the totals and the breakdown are the table's (shown above the rows).
        if (!isLegacyBudget(answers.budget) && TABLE_FIELDS.includes(key)) return [];
        const value = answers.budget[key];
        return [
          [
            label,
            field === 'totalProjectBudget' || field === 'requestedFundingAmount'
              ? money(value)
              : value,
          ],
        ];
      });
    case 'scope':
      return [
        [FIELD_LABELS.scope.geographicalScope, answers.scope.geographicalScope],
        [FIELD_LABELS.scope.budgetRange, budgetRangeLabel(answers.scope.budgetRange)],
        [FIELD_LABELS.scope.timeline, answers.scope.timeline],
      ];
    case 'final':
      return [
        [FIELD_LABELS.final.primaryFocus, answers.final.primaryFocus],
        [FIELD_LABELS.final.specificReq, answers.final.specificReq],
        [FIELD_LABELS.final.targetAudience, answers.final.targetAudience.join(', ')],
        [FIELD_LABELS.final.stage, answers.final.stage],
      ];
    case 'documents':
      return [];
  }
}

/** The read-only answers of one step (a description list). */
export function AnswerSummary({ step, answers }: { step: FormStep; answers: ApplicationAnswers }) {
  if (step === 'documents') return <DocumentSummary answers={answers} />;
  const table = step === 'budget' && !isLegacyBudget(answers.budget);
  const list = (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {rows(step, answers).map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value.trim() || '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
  if (!table) return list;
  return (
    <Stack gap="md">
      <BudgetTableView lines={answers.budget.lines} />
      {list}
    </Stack>
  );
}

function DocumentSummary({ answers }: { answers: ApplicationAnswers }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {DOCUMENT_SECTIONS.map((section) => {
        const document = answers.documents[section];
        const name = document ? shortFileName(document.fileName || 'Document') : '—';
        return (
          <Stack key={section} gap={0}>
            <Text component="dt" size="sm" c="dimmed">
              {DOCUMENT_SECTION_NAMES[section].title}
            </Text>
            <Text component="dd" m={0} title={document?.fileName}>
              {name}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
