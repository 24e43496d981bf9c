import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '../shared/use-selector';
import { ACCOUNT_TYPE, commissionOf, requestedAmountOf } from '../../domain/application';
import { FORM_STEPS, STEP_NUMBERS, STEP_TITLES } from '../../domain/application-steps';
import { formatUsdWithCents } from '../../domain/format';
import { AnswerSummary } from './answer-summary';
import { Fact, RATE_TEXT } from './commission-step';
import { StepHeading } from './step-frame';
import { selectSubmitFailed, selectSubmitting } from '../../machines/application-wizard.machine';
import { type WizardActor, selectAnswers } from './wizard-actor';
import { printableFromAnswers } from '../../domain/application-print';
import { PrintButton, PrintableCopy } from '../print/printable-application';
import { Receipt } from './receipt';

/** Step 9: every answer grouped by step, the requested amount and its commission. */
export function ReviewStep({ actor }: { actor: WizardActor }) {
  const answers = useSelector(actor, selectAnswers);
  const submitting = useSelector(actor, selectSubmitting);
  const submitError = useSelector(actor, (s) =>
    selectSubmitFailed(s) ? s.context.submitError : null,
  );
  const requested = requestedAmountOf(answers.budget);
  const grant = useSelector(actor, (s) => s.context.grant);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <StepHeading number={9}>{STEP_TITLES.review}</StepHeading>
        <Text>Check every answer. Use Edit to change a step; you come back here afterwards.</Text>
        {FORM_STEPS.map((step) => {
          const title = STEP_TITLES[step];
          const name = `Step ${STEP_NUMBERS[step]}: ${title}`;
          return (
            <section key={step} aria-label={name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h4">
                    {name}
                  </Title>
                  <Button
                    variant="subtle"
                    size="xs"
                    disabled={submitting}
                    aria-label={`Edit ${name}`}
                    onClick={() => actor.send({ type: 'review.edit', step })}
                  >
                    Edit
                  </Button>
                </Group>
                <AnswerSummary step={step} answers={answers} />
              </Stack>
            </section>
          );
        })}
        <Paper bg="gray.0" p="md" radius="md">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
            <Fact label="Requested funding amount" value={formatUsdWithCents(requested)} />
            <Fact
              label={`Commission (${RATE_TEXT}, account type ${ACCOUNT_TYPE})`}
              value={formatUsdWithCents(commissionOf(requested))}
            />
            <Fact label="Commission rate" value={RATE_TEXT} />
          </SimpleGrid>
        </Paper>
        {submitError && (
          <Alert color="red" role="alert" title="Failed! Try again please!">
            {submitError}. Every answer is kept.
          </Alert>
        )}
        <PrintableCopy copy={printableFromAnswers(answers, grant)} />
        <Group justify="space-between" mih={36}>
          <PrintButton />
          {submitting ? (
            <Loader size="sm" role="progressbar" aria-label="Submitting your application" />
          ) : (
            <Button onClick={() => actor.send({ type: 'application.submit' })}>
              Acknowledge and submit
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Step 10: done; the generated draft, and whether to keep the answers for next time. */
export function CompletionStep({ actor }: { actor: WizardActor }) {
  const application = useSelector(actor, (s) => s.context.application);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const saveError = useSelector(actor, (s) => s.context.saveAnswersError);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <StepHeading number={10}>You&apos;ve successfully completed your application</StepHeading>
        <Text>
          Thank you! You will receive feedback on your application within a couple of hours.
        </Text>
        {application && (
          <Text size="sm">
            Submission ID: <strong>{application.id.slice(0, 8)}</strong>
          </Text>
        )}
        {application && <Receipt application={application} />}
        {application?.generatedDraft && (
          <section aria-label="Your generated application draft">
            <Title order={3} size="h4" mb="xs">
              Your generated application draft
            </Title>
            <Text
              component="div"
              p="md"
              bg="gray.0"
              style={{ whiteSpace: 'pre-wrap', borderRadius: 8 }}
            >
              {application.generatedDraft}
            </Text>
          </section>
        )}
        <Text fw={600}>
          Would you like to add your answers to your profile so your next application starts
          prefilled?
        </Text>
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end" mih={36}>
          {saving ? (
            <Loader size="sm" role="progressbar" aria-label="Saving your answers" />
          ) : (
            <>
              <Button variant="default" onClick={() => actor.send({ type: 'answers.skip' })}>
                No, Change Answers Later
              </Button>
              <Button onClick={() => actor.send({ type: 'answers.save' })}>
                Yes, Save Answers
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
