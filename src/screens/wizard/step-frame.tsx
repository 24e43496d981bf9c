import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '../shared/use-selector';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { type FormStep, STEP_NUMBERS, STEP_TITLES } from '../../domain/application-steps';
import { AnswerSummary } from './answer-summary';
import { Deferred } from '../shared/deferred';
import { type WizardActor, selectAnswers, selectIsConfirmed } from './wizard-actor';

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
      {/* Takes the focus when the control that moved the wizard here is gone (see
          useStepFocus), so keyboard and screen-reader users land on the new step. */}
      <Title order={2} id={id} tabIndex={-1} data-step-focus="heading">
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

  // The budget step's line editor has its own Save line: Confirm waits until it is closed.
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'step.confirm' }));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (actor.getSnapshot().can({ type: 'step.confirm' })) actor.send({ type: 'step.confirm' });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <StepHeading number={STEP_NUMBERS[step]} id={headingId}>
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
                  <Button
                    onClick={() => actor.send({ type: 'step.next' })}
                    data-step-focus="action"
                  >
                    Next
                  </Button>
                </Group>
              </Group>
            </Stack>
          </section>
        ) : (
          <form onSubmit={confirm} noValidate aria-labelledby={headingId}>
            {/* The step's form renders just after its heading, in slices (a new step's heading
                paints in the frame that answers Next; docs/performance.md). Nothing is below it. */}
            <Deferred key={step}>
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
                  <Button type="submit" disabled={busy || !canConfirm}>
                    Confirm
                  </Button>
                </Group>
              </Stack>
            </Deferred>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Keeps the keyboard's place as the wizard moves: Confirm, Next or Edit take their own button
 * away, and the focus would fall to the page's body (a keyboard user back at the top, a screen
 * reader silent). On each move, if the focus was lost, it goes to the step's next action (Next,
 * once a step is confirmed) or else to the step's heading. Focus the user put elsewhere stays.
 */
export function useStepFocus(view: string) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      document.querySelector<HTMLElement>('[data-step-focus="action"]') ??
      document.querySelector<HTMLElement>('[data-step-focus="heading"]');
    target?.focus();
  });
}
