import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '../shared/use-selector';
import type { FormEvent, ReactNode } from 'react';
import { type FormStep, STEP_NUMBERS, STEP_TITLES } from '../../domain/application';
import { AnswerSummary } from './answer-summary';
import { type WizardActor, selectAnswers, selectIsConfirmed } from './wizard-actor';

const SUBTITLES: Partial<Record<FormStep, string>> = {
  project: 'Step 2 of the form',
  budget: 'Step 3 of the form',
};

/** A wizard step's heading: its number (and an optional note) above the title. */
export function StepHeading({
  number,
  note,
  id,
  children,
}: {
  number: number;
  note?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        Step {number}
        {note ? ` · ${note}` : ''}
      </Text>
      <Title order={2} id={id}>
        {children}
      </Title>
    </div>
  );
}

/**
 * One form step: the form while editing (Reset, Confirm); once confirmed, the read-only answers
 * with Edit and Next. Both states keep every entry.
 */
export function StepFrame({
  actor,
  step,
  children,
}: {
  actor: WizardActor;
  step: FormStep;
  children: ReactNode;
}) {
  const confirmed = useSelector(actor, selectIsConfirmed(step));
  const answers = useSelector(actor, selectAnswers);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const title = STEP_TITLES[step];
  const headingId = `wizard-step-${step}`;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'step.confirm' });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <StepHeading number={STEP_NUMBERS[step]} note={SUBTITLES[step]} id={headingId}>
          {title}
        </StepHeading>
        {confirmed ? (
          <section aria-label={`${title}: your answers`}>
            <Stack>
              <AnswerSummary step={step} answers={answers} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => actor.send({ type: 'step.reset' })}>
                  Reset
                </Button>
                <Group>
                  <Button variant="default" onClick={() => actor.send({ type: 'step.edit' })}>
                    {step === 'contact' ? 'Edit Information' : 'Edit'}
                  </Button>
                  <Button onClick={() => actor.send({ type: 'step.next' })}>Next</Button>
                </Group>
              </Group>
            </Stack>
          </section>
        ) : (
          <form onSubmit={confirm} noValidate aria-labelledby={headingId}>
            <Stack>
              {children}
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={() => actor.send({ type: 'step.reset' })}
                  disabled={busy}
                >
                  Reset
                </Button>
                <Button type="submit" disabled={busy}>
                  Confirm
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
