import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useCallback, useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { GrantApplication } from '../../api/schema.gen';
import { REASON_MAX, WITHDRAWAL_WORDS, canWithdraw } from '../../domain/withdrawal';
import type { withdrawalMachine } from '../../machines/withdrawal.machine';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { useCan, useSelector } from '../shared/use-selector';

// Withdrawing a submitted application (issue 66, part 3), asked in place in its details: the
// question, the optional reason and the two answers are states of withdrawal.machine.ts.

export type WithdrawalLogic = typeof withdrawalMachine;
type Snapshot = SnapshotFrom<WithdrawalLogic>;

const selectAsking = (s: Snapshot) => s.matches('asking') || s.matches('failed');
const selectSaving = (s: Snapshot) => s.matches('saving');
const selectDone = (s: Snapshot) => s.matches('done');
const selectReason = (s: Snapshot) => s.context.reason;
const selectFailure = (s: Snapshot) => s.context.failure;

/** The Withdraw button, the question it asks, and what came of it. */
export function Withdrawal({
  logic,
  application,
}: {
  logic: WithdrawalLogic;
  application: GrantApplication;
}) {
  const actor = useInspectedActorRef(logic, { input: { applicationId: application.id } });
  const asking = useSelector(actor, selectAsking);
  const saving = useSelector(actor, selectSaving);
  const done = useSelector(actor, selectDone);
  const reason = useSelector(actor, selectReason);
  const failure = useSelector(actor, selectFailure);
  const canAsk = useCan(actor, { type: 'withdraw.ask' });
  const canConfirm = useCan(actor, { type: 'withdraw.confirm' });
  const canKeep = useCan(actor, { type: 'withdraw.keep' });
  const headingId = useId();
  // The question takes the focus when it is asked, so the keyboard is where the answer is.
  const focusReason = useCallback((node: HTMLTextAreaElement | null) => node?.focus(), []);

  if (done) {
    return <Alert role="status" color="gray" variant="light" title={WITHDRAWAL_WORDS.done} />;
  }
  if (!asking && !saving) {
    if (!canWithdraw(application)) return null;
    return (
      <Group>
        <Button
          size="xs"
          variant="outline"
          color="red"
          disabled={!canAsk}
          onClick={() => actor.send({ type: 'withdraw.ask' })}
        >
          {WITHDRAWAL_WORDS.action}
        </Button>
      </Group>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {WITHDRAWAL_WORDS.question}
        </Title>
        <Text size="sm">{WITHDRAWAL_WORDS.explanation}</Text>
        <Textarea
          ref={focusReason}
          label={WITHDRAWAL_WORDS.reason}
          description={WITHDRAWAL_WORDS.reasonHint}
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          readOnly={saving}
          onChange={(event) =>
            actor.send({ type: 'reason.change', value: event.currentTarget.value })
          }
        />
        {failure && (
          <Alert role="alert" color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color="red"
            disabled={!canConfirm}
            onClick={() => actor.send({ type: 'withdraw.confirm' })}
          >
            {saving ? WITHDRAWAL_WORDS.saving : WITHDRAWAL_WORDS.confirm}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!canKeep}
            onClick={() => actor.send({ type: 'withdraw.keep' })}
          >
            {WITHDRAWAL_WORDS.keep}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
