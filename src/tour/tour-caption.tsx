import { Button, Group, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { TOUR_MESSAGES, shownBy } from '../domain/tour';
import { selectStep, type tourMachine } from '../machines/tour.machine';
import classes from './tour.module.css';

export type TourActor = ActorRefFrom<typeof tourMachine>;

type Snapshot = ReturnType<TourActor['getSnapshot']>;

/** Where the tour is, in the caption's terms. */
export type TourPhase =
  | 'signingIn'
  | 'signInFailed'
  | 'preparing'
  | 'locating'
  | 'pointing'
  | 'missing'
  | 'restoring'
  | 'acting'
  | 'shown'
  | 'actionFailed'
  | 'done';

const STEP_PHASES = [
  'preparing',
  'locating',
  'pointing',
  'missing',
  'restoring',
  'acting',
  'shown',
  'actionFailed',
] as const;

export function selectPhase(snapshot: Snapshot): TourPhase {
  if (snapshot.status === 'done') return 'done';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signInFailed')) return 'signInFailed';
  return STEP_PHASES.find((phase) => snapshot.matches({ step: phase })) ?? 'done';
}

const selectIndex = (snapshot: Snapshot) => snapshot.context.index;
const selectSteps = (snapshot: Snapshot) => snapshot.context.tour.steps;
const selectProblem = (snapshot: Snapshot) => snapshot.context.problem;

/**
 * The caption of the tour's step (plain text from the tour's data) and its controls. It takes
 * focus when a step shows, so the keys and a screen reader start from it; what is highlighted is
 * said in a live status line.
 */
export function TourCaption({ actor }: { actor: TourActor }) {
  const step = useSelector(actor, selectStep);
  const index = useSelector(actor, selectIndex);
  const steps = useSelector(actor, selectSteps);
  const phase = useSelector(actor, selectPhase);
  const problem = useSelector(actor, selectProblem);
  const canNext = useSelector(actor, (s) => s.can({ type: 'tour.next' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'tour.back' }));
  const canShowMe = useSelector(actor, (s) => s.can({ type: 'tour.showMe' }));
  const canRestore = useSelector(actor, (s) => s.can({ type: 'tour.restore' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'tour.retry' }));
  const canJump = useSelector(actor, (s) => s.matches('step'));
  const titleId = useId();
  const captionId = useId();
  const region = useRef<HTMLElement>(null);
  const last = index === steps.length - 1;

  // Focus stays on the caption: each step (and the caption's first showing) takes it.
  useEffect(() => {
    region.current?.focus({ preventScroll: true });
  }, [index]);

  const status =
    phase === 'signingIn'
      ? TOUR_MESSAGES.signingIn
      : phase === 'signInFailed'
        ? `${TOUR_MESSAGES.signInFailed}${problem ? ` ${problem}` : ''}`
        : phase === 'preparing' || phase === 'restoring'
          ? TOUR_MESSAGES.preparing
          : phase === 'locating'
            ? TOUR_MESSAGES.locating
            : phase === 'acting'
              ? TOUR_MESSAGES.acting
              : phase === 'missing'
                ? TOUR_MESSAGES.missing(step.target)
                : phase === 'actionFailed'
                  ? `${TOUR_MESSAGES.actionFailed}${problem ? ` ${problem}.` : ''}`
                  : phase === 'pointing'
                    ? TOUR_MESSAGES.pointing(step.target)
                    : phase === 'shown'
                      ? TOUR_MESSAGES.pointing(shownBy(step))
                      : '';
  const visibleStatus = phase !== 'pointing' && phase !== 'shown';
  if (phase === 'done') return null;

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={captionId}
      className={classes.caption}
      data-tour-phase={phase}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {TOUR_MESSAGES.progress(index, steps.length)}
        </Text>
        <Title order={2} size="h5" id={titleId}>
          {step.title}
        </Title>
        <Text size="sm" id={captionId}>
          {step.caption}
        </Text>
        {/* What the spotlight shows, said to screen readers; shown when it is news. */}
        <Text
          size="sm"
          fw={visibleStatus ? 600 : undefined}
          role="status"
          className={visibleStatus ? undefined : classes.hidden}
        >
          {status}
        </Text>
        <NativeSelect
          size="xs"
          label={TOUR_MESSAGES.jump}
          value={String(index)}
          disabled={!canJump}
          data={steps.map((s, i) => ({ value: String(i), label: `${i + 1}. ${s.title}` }))}
          onChange={(event) =>
            actor.send({ type: 'tour.jump', index: Number(event.currentTarget.value) })
          }
        />
        <Group gap="xs" justify="space-between">
          <Button
            size="xs"
            variant="default"
            disabled={!canBack}
            onClick={() => actor.send({ type: 'tour.back' })}
          >
            {TOUR_MESSAGES.back}
          </Button>
          {canRetry ? (
            <Button size="xs" variant="light" onClick={() => actor.send({ type: 'tour.retry' })}>
              {TOUR_MESSAGES.retry}
            </Button>
          ) : phase === 'missing' ? (
            <Button
              size="xs"
              variant="light"
              disabled={!canRestore}
              onClick={() => actor.send({ type: 'tour.restore' })}
            >
              {TOUR_MESSAGES.restore}
            </Button>
          ) : step.showMe.length > 0 ? (
            <Button
              size="xs"
              variant="light"
              disabled={!canShowMe}
              onClick={() => actor.send({ type: 'tour.showMe' })}
            >
              {TOUR_MESSAGES.showMe}
            </Button>
          ) : null}
          <Button size="xs" disabled={!canNext} onClick={() => actor.send({ type: 'tour.next' })}>
            {last ? TOUR_MESSAGES.finish : TOUR_MESSAGES.next}
          </Button>
        </Group>
        <Button size="xs" variant="default" onClick={() => actor.send({ type: 'tour.exit' })}>
          {TOUR_MESSAGES.exit}
        </Button>
        <VisuallyHidden>
          Keys: right arrow for Next, left arrow for Back, Escape to leave the tour.
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
