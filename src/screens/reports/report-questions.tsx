import { Stack, Text, Textarea, Title } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { REPORT_WORDS, answerCounter } from '../../domain/report-wizard';
import type { reportWizardMachine } from '../../machines/report-wizard.machine';
import { useCan, useSelector } from '../shared/use-selector';
import type { ReportActor } from './report-screen';
import type { GrantReport, GrantReportQuestion } from '../../api/schema.gen';

type Snapshot = SnapshotFrom<typeof reportWizardMachine>;
const selectAnswers = (s: Snapshot) => s.context.draft.answers;
const selectErrors = (s: Snapshot) => s.context.errors;

/** The questions as labelled text areas, each with its counter; kept as typed whatever happens. */
export function ReportQuestions({ actor, report }: { actor: ReportActor; report: GrantReport }) {
  const answers = useSelector(actor, selectAnswers);
  const errors = useSelector(actor, selectErrors);
  // Typing is taken while the report is written; while Submit is asked or sent, it waits.
  const canType = useCan(actor, { type: 'answer.change', field: '', value: '' });
  return (
    <Stack gap="lg">
      {report.questions.map((question) => (
        <Question
          key={question.key}
          question={question}
          value={answers[question.key] ?? ''}
          error={errors[question.key]}
          readOnly={!canType}
          onChange={(value) => actor.send({ type: 'answer.change', field: question.key, value })}
          onBlur={() => {
            if (actor.getSnapshot().can({ type: 'answer.blur' }))
              actor.send({ type: 'answer.blur' });
          }}
        />
      ))}
    </Stack>
  );
}

function Question({
  question,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
}: {
  question: GrantReportQuestion;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <div>
      <Textarea
        label={question.label}
        description={
          question.required ? question.help : `${REPORT_WORDS.optional} ${question.help}`
        }
        value={value}
        maxLength={question.maxLength}

        rows={5}
        readOnly={readOnly}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4}>
        {answerCounter(value.length, question.maxLength)}
      </Text>
    </div>
  );
}

/** The answers as text (a viewer, a submitted report). */
export function ReportAnswers({ report }: { report: GrantReport }) {
  return (
    <Stack gap="md">
      {report.questions.map((question) => (
        <div key={question.key}>
          <Title order={3} size="h6">
            {question.label}
          </Title>
          <Text
            mt={4}
            style={{ whiteSpace: 'pre-line' }}
            c={report.answers[question.key] ? undefined : 'dimmed'}
          >
            {report.answers[question.key] || REPORT_WORDS.notAnswered}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
