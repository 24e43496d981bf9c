import {
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { useEffect } from 'react';
import {
  APPLICATION_MESSAGES,
  STEP_NUMBERS,
  STEP_TITLES,
  type WizardStep,
} from '../../domain/application';
import type { ApplicationDraft } from '../../domain/application-draft';
import type {
  ApplicationWizardInput,
  ApplicationWizardSnapshot,
} from '../../machines/application-wizard.machine';
import { useAuthActor } from '../shared/auth-context';
import { notify } from '../shared/notify';
import { DocumentsStep, type LoadLibrary } from './documents-step';
import { WizardLoading } from './wizard-loading';
import { BudgetStep, ContactStep, FinalStep, ProjectStep, ScopeStep } from './form-steps';
import { CommissionStep, CompletionStep, ReviewStep } from './other-steps';
import type { WizardActor, WizardLogic } from './wizard-actor';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import '../shared/screen-styles';

export const SAVED_ANSWERS_MESSAGE = 'Your answers are saved to your profile';

const ORDER: WizardStep[] = [
  'commission',
  'contact',
  'project',
  'budget',
  'documents',
  'scope',
  'final',
  'review',
  'submitted',
];

const SHORT_NAMES: Record<WizardStep, string> = {
  commission: 'Commission',
  contact: 'About you',
  project: 'Project',
  budget: 'Budget',
  documents: 'Documents',
  scope: 'Scope',
  final: 'Focus',
  review: 'Review',
  submitted: 'Done',
};

type Phase = 'loading' | 'notFound' | 'draftFound' | 'finished' | WizardStep;

function selectPhase(s: ApplicationWizardSnapshot): Phase {
  if (s.matches('loadingGrant')) return 'loading';
  if (s.matches('grantNotFound')) return 'notFound';
  if (s.matches('draftFound')) return 'draftFound';
  if (s.matches('finished')) return 'finished';
  return ORDER.find((step) => s.matches(step as never)) ?? 'commission';
}

/** Answers were entered and not yet submitted: leaving asks first. */
const selectHasWork = (s: ApplicationWizardSnapshot) => {
  const phase = selectPhase(s);
  return s.context.changed && ORDER.includes(phase as WizardStep) && phase !== 'submitted';
};

export interface ApplicationWizardScreenProps {
  logic: WizardLogic;
  grantId: string;
  user: ApplicationWizardInput['user'];
  draft: ApplicationDraft | null;
  loadLibrary: LoadLibrary;
}

export function ApplicationWizardScreen({
  logic,
  grantId,
  user,
  draft,
  loadLibrary,
}: ApplicationWizardScreenProps) {
  const actor = useInspectedActorRef(logic, { input: { grantId, user, draft } });
  const phase = useSelector(actor, selectPhase);
  const grantTitle = useSelector(actor, (s) => s.context.grant?.title);
  const failed = useSelector(actor, (s) => s.matches({ review: 'failed' } as never));
  const savedUser = useSelector(actor, (s) => s.context.savedUser);
  const hasWork = useSelector(actor, selectHasWork);
  const navigate = useNavigate();
  const auth = useAuthActor();

  useEffect(() => {
    if (failed) notify.error(APPLICATION_MESSAGES.submitFailed);
  }, [failed]);

  useEffect(() => {
    if (phase !== 'finished') return;
    if (savedUser) {
      auth.send({ type: 'user.updated', user: savedUser });
      notify.success(SAVED_ANSWERS_MESSAGE);
    }
    void navigate({ to: '/grants' });
  }, [phase, savedUser, auth, navigate]);

  const blocker = useBlocker({
    // A session that ended (a 401, a sign-out) leaves for /sign-in at once: the draft is kept
    // on this device and offered after signing in again.
    shouldBlockFn: () =>
      auth.getSnapshot().matches('signedIn') && selectHasWork(actor.getSnapshot()),
    enableBeforeUnload: hasWork,
    withResolver: true,
  });

  if (phase === 'loading') return <WizardLoading />;
  if (phase === 'notFound') {
    return <GrantNotFound onRetry={() => actor.send({ type: 'grant.retry' })} />;
  }

  const index = ORDER.indexOf(phase as WizardStep);
  return (
    <Container size="md" py="lg">
      <Stack>
        <div>
          <Text size="sm" c="dimmed">
            Grant application
          </Text>
          <Title order={1}>Apply for {grantTitle}</Title>
        </div>
        {phase === 'draftFound' ? (
          <ResumeOffer actor={actor} />
        ) : (
          <>
            {index >= 0 && <WizardProgress label={phase as WizardStep} index={index} />}
            <CurrentStep actor={actor} phase={phase} loadLibrary={loadLibrary} />
          </>
        )}
      </Stack>
      <Modal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave the application?"
      >
        <Stack>
          <Text>
            Your answers are kept as a draft on this device, and you can resume when you come back
            to this grant. Leave now?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button color="red.8" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

function WizardProgress({ label, index }: { label: WizardStep; index: number }) {
  return (
    <Stack gap="xs">
      <Stepper active={index} size="xs" visibleFrom="md" allowNextStepsSelect={false}>
        {ORDER.map((step) => (
          <Stepper.Step
            key={step}
            label={`Step ${STEP_NUMBERS[step]}`}
            description={SHORT_NAMES[step]}
          />
        ))}
      </Stepper>
      <Text size="sm" hiddenFrom="md">
        Step {STEP_NUMBERS[label]} · {STEP_TITLES[label]} ({index + 1} of {ORDER.length})
      </Text>
      <Progress
        value={((index + 1) / ORDER.length) * 100}
        aria-label={`Progress: ${index + 1} of ${ORDER.length} steps`}
        hiddenFrom="md"
      />
    </Stack>
  );
}

function CurrentStep({
  actor,
  phase,
  loadLibrary,
}: {
  actor: WizardActor;
  phase: Phase;
  loadLibrary: LoadLibrary;
}) {
  switch (phase) {
    case 'commission':
      return <CommissionStep actor={actor} />;
    case 'contact':
      return <ContactStep actor={actor} />;
    case 'project':
      return <ProjectStep actor={actor} />;
    case 'budget':
      return <BudgetStep actor={actor} />;
    case 'documents':
      return <DocumentsStep actor={actor} loadLibrary={loadLibrary} />;
    case 'scope':
      return <ScopeStep actor={actor} />;
    case 'final':
      return <FinalStep actor={actor} />;
    case 'review':
      return <ReviewStep actor={actor} />;
    case 'submitted':
      return <CompletionStep actor={actor} />;
    default:
      return (
        <Group>
          <Loader size="sm" aria-label="Going to the grants dashboard" />
        </Group>
      );
  }
}

function ResumeOffer({ actor }: { actor: WizardActor }) {
  const draft = useSelector(actor, (s) => s.context.savedDraft);
  const savedAt = draft ? new Date(draft.savedAt) : null;
  const step = draft?.step ?? 'commission';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <Title order={2}>Resume your application?</Title>
        <Text>
          You started this application earlier
          {savedAt && !Number.isNaN(savedAt.getTime())
            ? ` (last saved ${savedAt.toLocaleString('en-US')})`
            : ''}
          . Your answers were saved on this device at step {STEP_NUMBERS[step]}, {STEP_TITLES[step]}
          .
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'draft.discard' })}>
            Start over
          </Button>
          <Button onClick={() => actor.send({ type: 'draft.resume' })}>Resume application</Button>
        </Group>
      </Stack>
    </Paper>
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
