import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import { REPORT_WORDS, onlyOwnerSubmits } from '../../domain/report-wizard';
import type { reportWizardMachine } from '../../machines/report-wizard.machine';
import { useCan, useSelector } from '../shared/use-selector';
import type { ReportActor } from './report-screen';
import type { GrantReport } from '../../api/schema.gen';

// Submitting a report, asked in place: only the application's owner submits; an editor is told
// who does. The question and its answers are states of report-wizard.machine.ts.

type Snapshot = SnapshotFrom<typeof reportWizardMachine>;
const selectAsking = (s: Snapshot) =>
  s.matches({ editing: 'asking' }) || s.matches({ editing: 'submitting' });
const selectSubmitting = (s: Snapshot) => s.matches({ editing: 'submitting' });
const selectRefusal = (s: Snapshot) =>
  s.matches({ editing: 'refused' }) ? s.context.failure : null;

export function ReportSubmit({ actor, report }: { actor: ReportActor; report: GrantReport }) {
  const asking = useSelector(actor, selectAsking);
  const submitting = useSelector(actor, selectSubmitting);
  const refusal = useSelector(actor, selectRefusal);
  const canAsk = useCan(actor, { type: 'submit.ask' });
  const canConfirm = useCan(actor, { type: 'submit.confirm' });
  const canKeep = useCan(actor, { type: 'submit.keep' });
  const headingId = useId();
  // The question takes the focus when it is asked, so the keyboard is where the answer is.
  const focusQuestion = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  if (report.role !== 'owner') {
    return <Text>{onlyOwnerSubmits(report.ownerName)}</Text>;
  }
  if (asking) {
    return (
      <Alert color="blue" variant="light" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} size="h5" id={headingId} tabIndex={-1} ref={focusQuestion}>
            {REPORT_WORDS.question}
          </Title>
          <Group gap="xs">
            <Button disabled={!canConfirm} onClick={() => actor.send({ type: 'submit.confirm' })}>
              {submitting ? REPORT_WORDS.submitting : REPORT_WORDS.confirm}
            </Button>
            <Button
              variant="default"
              disabled={!canKeep}
              onClick={() => actor.send({ type: 'submit.keep' })}
            >
              {REPORT_WORDS.keep}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" c="dark">
            {refusal}
          </Text>
        </Alert>
      )}
      <Group>
        <Button disabled={!canAsk} onClick={() => actor.send({ type: 'submit.ask' })}>
          {REPORT_WORDS.submit}
        </Button>
      </Group>
    </Stack>
  );
}
