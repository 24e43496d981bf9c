import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ComponentProps, Suspense, useEffect } from 'react';
import type { Read } from '../../lib/server-data';
import { chunk } from '../../lib/chunk';
import { ChunkErrorBoundary } from '../shared/chunk-error-boundary';
import { FIRST_INPUT, onFirstInput } from '../../lib/first-input';
import { APPLICATION_MESSAGES } from '../../domain/application';
import {
  FORM_STEPS,
  SHORT_STEP_NAMES,
  STEP_NUMBERS,
  STEP_TITLES,
  type WizardStep,
} from '../../domain/application-steps';
import type { WizardOpening } from '../../domain/draft-sync';
import { SYNC_WORDS } from '../../domain/sync-words';
import { formatDateTime } from '../../domain/format';
import {
  type ApplicationWizardInput,
  type ApplicationWizardSnapshot,
  WIZARD_STEPS,
  selectStep,
  selectSubmitFailed,
} from '../../machines/application-wizard.machine';
import { useAuthActor } from '../../lib/auth-context';
import { notify } from '../../lib/notify';
import { CommissionStep } from './commission-step';
import type { ApplicationStep as ApplicationStepComponent } from './application-steps';
import type { LeaveDialog as LeaveDialogComponent } from './leave-dialog';
import { useStepFocus } from './step-frame';
import { AnswerSummary } from './answer-summary';
import {
  ConflictPanel,
  PresenceLine,
  RemovedNotice,
  SyncStatus,
  useAutosave,
} from './draft-sync-bar';
import { WizardLoading, WizardPage } from './wizard-loading';
import type { WizardActor, WizardLogic } from './wizard-actor';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { ReadBoundary } from '../shared/read-boundary';
import type { Grant } from '../../api/schema.gen';

export const SAVED_ANSWERS_MESSAGE = 'Your answers are saved to your profile';

// The first step comes with the wizard; the later steps (their forms, the documents' uploads,
// the review) and the leave dialog are chunks of their own, fetched on the user's first input,
// so the first step does not wait for their code (docs/performance.md).
export const applicationSteps = chunk(() => import('./application-steps'));
export const leaveDialog = chunk(() => import('./leave-dialog'));

function ApplicationStep(props: ComponentProps<typeof ApplicationStepComponent>) {
  const { ApplicationStep: Step } = applicationSteps.useLoaded();
  return <Step {...props} />;
}

function LeaveDialog(props: ComponentProps<typeof LeaveDialogComponent>) {
  const { LeaveDialog: Dialog } = leaveDialog.useLoaded();
  return <Dialog {...props} />;
}

/**
 * Fetches the later steps' code on the user's first input once the wizard shows a step (a
 * pointer over the page too), while they read and reach for Acknowledge: it is neither in the
 * way of the first step nor fetched for a visit that never goes further.
 */
function usePrefetchApplicationSteps() {
  useEffect(
    () =>
      onFirstInput(() => {
        // A failed fetch is tried again when the step is needed, and reported there.
        applicationSteps.load().catch(() => undefined);
        leaveDialog.load().catch(() => undefined);
      }, [...FIRST_INPUT, 'pointerover']),
    [],
  );
}

/** Where the wizard is, outside its steps (a step itself is `selectStep`'s). */
type Phase = 'draftFound' | 'viewing' | 'finished' | 'step';

function selectPhase(s: ApplicationWizardSnapshot): Phase {
  if (s.matches('draftFound')) return 'draftFound';
  if (s.matches('viewing')) return 'viewing';
  if (s.matches('finished')) return 'finished';
  return 'step';
}

/** The step shown and whether it is confirmed: a change is a move the focus follows. */
const selectView = (s: ApplicationWizardSnapshot) =>
  `${selectStep(s) ?? selectPhase(s)}:${s.hasTag('review') ? 'confirmed' : 'editing'}`;

/** Answers were entered and not yet submitted: leaving asks first. */
const selectHasWork = (s: ApplicationWizardSnapshot) => {
  const step = selectStep(s);
  return s.context.changed && step !== undefined && step !== 'submitted';
};

export interface ApplicationWizardScreenProps {
  logic: WizardLogic;
  /** The grant's read, which the route's loader started; the wizard starts once it is here. */
  grant: Read<Grant>;
  user: ApplicationWizardInput['user'];
  /** The draft's read: the server's draft and what this browser kept unsent of it. */
  opening: Read<WizardOpening>;
}

/**
 * The wizard of a grant: the grant loads, or is not found (Try again), then its draft opens (or
 * says it could not, keeping what this browser holds), then the wizard runs.
 */
export function ApplicationWizardScreen({ grant, ...wizard }: ApplicationWizardScreenProps) {
  return (
    <ReadBoundary
      resetKey={grant.queryKey}
      pending={<WizardLoading />}
      failed={(_error, retry) => <GrantNotFound onRetry={retry} />}
    >
      <GrantDraft grant={grant} {...wizard} />
    </ReadBoundary>
  );
}

function GrantDraft({ grant: read, opening, ...wizard }: ApplicationWizardScreenProps) {
  const { data: grant } = useSuspenseQuery(read);
  return (
    <ReadBoundary
      resetKey={opening.queryKey}
      pending={<WizardLoading />}
      failed={(_error, retry) => <DraftNotOpened onRetry={retry} />}
    >
      <ApplicationWizard grant={grant} opening={opening} {...wizard} />
    </ReadBoundary>
  );
}

function ApplicationWizard({
  logic,
  grant,
  user,
  opening,
}: Omit<ApplicationWizardScreenProps, 'grant'> & { grant: Grant }) {
  const {
    data: { draft, start },
  } = useSuspenseQuery(opening);
  const actor = useInspectedActorRef(logic, { input: { grant, user, draft, start } });
  const sync = useAutosave(actor);
  const phase = useSelector(actor, selectPhase);
  const step = useSelector(actor, selectStep);
  const failed = useSelector(actor, selectSubmitFailed);
  const savedUser = useSelector(actor, (s) => s.context.savedUser);
  const hasWork = useSelector(actor, selectHasWork);
  useStepFocus(useSelector(actor, selectView));
  const navigate = useNavigate();
  const auth = useAuthActor();
  usePrefetchApplicationSteps();

  useEffect(() => {
    if (failed) notify.error(APPLICATION_MESSAGES.submitFailed);
  }, [failed]);

  useEffect(() => {
    if (phase !== 'finished') return;
    // The saved answers are the session's user already: their write says so (app/wiring).
    if (savedUser) notify.success(SAVED_ANSWERS_MESSAGE);
    void navigate({ to: '/grants' });
  }, [phase, savedUser, navigate]);

  const blocker = useBlocker({
    // A session that ended (a 401, a sign-out) leaves for /sign-in at once: the draft is on the
    // server (what was not sent yet stays in this browser) and offered after signing in again.
    shouldBlockFn: () =>
      auth.getSnapshot().matches('signedIn') && selectHasWork(actor.getSnapshot()),
    enableBeforeUnload: hasWork,
    withResolver: true,
  });

  const index = step ? WIZARD_STEPS.indexOf(step) : -1;
  return (
    <WizardPage grantTitle={grant.title}>
      {sync && <RemovedNotice sync={sync} />}
      {phase === 'draftFound' ? (
        <ResumeOffer actor={actor} />
      ) : phase === 'viewing' ? (
        <ReadOnlyApplication actor={actor} />
      ) : (
        <>
          {step && <WizardProgress label={step} index={index} />}
          {sync && step && step !== 'submitted' && (
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <PresenceLine sync={sync} />
              <SyncStatus sync={sync} />
            </Group>
          )}
          {sync && <ConflictPanel sync={sync} />}
          <CurrentStep actor={actor} step={step} />
        </>
      )}
      {blocker.status === 'blocked' && (
        <ChunkErrorBoundary what="The leave dialog" retry={leaveDialog.load}>
          <Suspense fallback={null}>
            <LeaveDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </WizardPage>
  );
}

function WizardProgress({ label, index }: { label: WizardStep; index: number }) {
  return (
    <Stack gap="xs">
      <Stepper active={index} size="xs" visibleFrom="md" allowNextStepsSelect={false}>
        {WIZARD_STEPS.map((step) => (
          <Stepper.Step
            key={step}
            // The spec's number (it has no step 6), not the step's place: "6" beside "Step 7" was.
            icon={STEP_NUMBERS[step]}
            label={`Step ${STEP_NUMBERS[step]}`}
            description={SHORT_STEP_NAMES[step]}
          />
        ))}
      </Stepper>
      <Text size="sm" hiddenFrom="md">
        Step {STEP_NUMBERS[label]} · {STEP_TITLES[label]} ({index + 1} of {WIZARD_STEPS.length})
      </Text>
      <Progress
        value={((index + 1) / WIZARD_STEPS.length) * 100}
        aria-label={`Progress: ${index + 1} of ${WIZARD_STEPS.length} steps`}
        hiddenFrom="md"
      />
    </Stack>
  );
}

function CurrentStep({ actor, step }: { actor: WizardActor; step: WizardStep | undefined }) {
  if (step === 'commission') return <CommissionStep actor={actor} />;
  if (!step) {
    return (
      <Group>
        <Loader size="sm" role="progressbar" aria-label="Going to the grants dashboard" />
      </Group>
    );
  }
  return (
    <ChunkErrorBoundary what="This step" retry={applicationSteps.load}>
      <Suspense
        fallback={
          <Group>
            <Loader size="sm" role="progressbar" aria-label="Loading the step" />
          </Group>
        }
      >
        <ApplicationStep actor={actor} step={step} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function ResumeOffer({ actor }: { actor: WizardActor }) {
  const draft = useSelector(actor, (s) => s.context.savedDraft);
  const joined = useSelector(actor, (s) => s.context.joined);
  const owner = useSelector(actor, (s) => s.context.owner);
  const isOwner = useSelector(actor, (s) => s.context.role === 'owner');
  const savedAt = draft ? new Date(draft.savedAt) : null;
  const step = draft?.step ?? 'commission';
  const when =
    savedAt && !Number.isNaN(savedAt.getTime()) ? ` (last saved ${formatDateTime(savedAt)})` : '';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <Title order={2}>
          {joined ? 'Continue this application?' : 'Resume your application?'}
        </Title>
        {joined ? (
          <Text>
            {owner?.name ?? 'The owner'} started this application and invited you to it{when}. Its
            answers so far are saved with it; you continue at step {STEP_NUMBERS[step]},{' '}
            {STEP_TITLES[step]}, and what you write is saved for everyone on it.
          </Text>
        ) : (
          <Text>
            You started this application earlier{when}. Your answers are saved to your account at
            step {STEP_NUMBERS[step]}, {STEP_TITLES[step]}.
          </Text>
        )}
        <Group justify="flex-end">
          {isOwner && (
            <Button variant="default" onClick={() => actor.send({ type: 'draft.discard' })}>
              Start over
            </Button>
          )}
          <Button onClick={() => actor.send({ type: 'draft.resume' })}>
            {joined ? 'Continue application' : 'Resume application'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A viewer's wizard: every answer, read-only, and why. */
function ReadOnlyApplication({ actor }: { actor: WizardActor }) {
  const answers = useSelector(actor, (s) => s.context.answers);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Alert color="blue" title="Read only">
          {SYNC_WORDS.readOnly}
        </Alert>
        {FORM_STEPS.map((step) => (
          <section key={step} aria-label={`Step ${STEP_NUMBERS[step]}: ${STEP_TITLES[step]}`}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                Step {STEP_NUMBERS[step]}: {STEP_TITLES[step]}
              </Title>
              <AnswerSummary step={step} answers={answers} />
            </Stack>
          </section>
        ))}
      </Stack>
    </Paper>
  );
}

/** The draft could not be read (offline, or no longer shared): nothing kept here is lost. */
function DraftNotOpened({ onRetry }: { onRetry: () => void }) {
  return (
    <WizardPage>
      <Alert color="red" role="alert" title="We couldn't open this application">
        <Stack gap="xs">
          <Text size="sm">
            Check your connection and try again. Anything you had not saved yet is still kept in
            this browser. If you were removed from a shared application, it is no longer yours to
            open.
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onRetry}>
              Try again
            </Button>
            <Button
              size="xs"
              variant="subtle"
              renderRoot={(props) => <Link to="/grants" {...props} />}
            >
              Back to my applications
            </Button>
          </Group>
        </Stack>
      </Alert>
    </WizardPage>
  );
}

/** An unknown or unavailable grant: say so and offer the way back to top picks. */
export function GrantNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Grant not found</Title>
      <Text mt="sm">
        We couldn&apos;t find the grant for this application. It may have been removed, or the link
        may be incomplete.
      </Text>
      <Group mt="lg">
        <Button renderRoot={(props) => <Link to="/opportunities" {...props} />}>
          Back to top picks
        </Button>
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Container>
  );
}
