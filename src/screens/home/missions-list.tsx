import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSelector } from '../shared/use-selector';
import { type Ref, memo, useDeferredValue, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MISSIONS_MESSAGES, type missionsMachine } from '../../machines/missions.machine';
import classes from './home.module.css';

export type MissionsActor = ActorRefFrom<typeof missionsMachine>;

/** The row at this index has a highlighted border (spec 2.9). */
export const HIGHLIGHTED_MISSION_INDEX = 4;

/** What the list shows of the missions machine: its answer, read in one place. */
function useMissionsAnswer(actor: MissionsActor) {
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('error') ? s.context.loadError : null));
  const updated = useSelector(actor, (s) => s.matches('updated'));
  const updateError = useSelector(actor, (s) =>
    s.matches('updateError') ? s.context.updateError : null,
  );
  const missions = useSelector(actor, (s) => s.context.missions);
  const pendingId = useSelector(actor, (s) => s.context.pending?.id ?? null);
  const canComplete = useSelector(actor, (s) =>
    s.context.missions.some((m) => !m.completed && s.can({ type: 'mission.complete', id: m.id })),
  );
  return useMemo(
    () => ({ loading, loadError, updated, updateError, missions, pendingId, canComplete }),
    [loading, loadError, updated, updateError, missions, pendingId, canComplete],
  );
}

type MissionsAnswer = ReturnType<typeof useMissionsAnswer>;

export function MissionsList({
  actor,
  headingRef,
}: {
  actor: MissionsActor;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  // The machine's answers are drawn in a deferred render, which React slices: the missions'
  // arrival rendered the list in the answer's own notification, in one task
  // (docs/performance.md). The whole answer is deferred, so its flags and rows agree.
  const answer = useDeferredValue(useMissionsAnswer(actor));
  return <MissionsView actor={actor} answer={answer} headingRef={headingRef} />;
}

const MissionsView = memo(function MissionsView({
  actor,
  answer,
  headingRef,
}: {
  actor: MissionsActor;
  answer: MissionsAnswer;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { loading, loadError, updated, updateError, missions, pendingId, canComplete } = answer;

  return (
    <section aria-labelledby="my-missions-heading">
      <Title
        order={2}
        id="my-missions-heading"
        ref={headingRef}
        tabIndex={-1}
        className={classes.missionsHeading}
        mb="sm"
      >
        My Missions
      </Title>
      <Stack gap="sm">
        {updated && <Alert color="green" role="status" title={MISSIONS_MESSAGES.completed} />}
        {updateError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">Error: {updateError}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => actor.send({ type: 'error.dismiss' })}
              >
                Dismiss
              </Button>
            </Group>
          </Alert>
        )}
        {loading && <Text c="dimmed">Loading missions...</Text>}
        {loadError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Error: {loadError}</Text>
              <Button size="xs" color="red" onClick={() => actor.send({ type: 'missions.retry' })}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        )}
        {!loading && !loadError && missions.length === 0 && (
          <Text c="dimmed">{MISSIONS_MESSAGES.empty}</Text>
        )}
        {missions.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {missions.map((userMission, index) => (
              <Paper
                component="li"
                key={userMission.id}
                p="md"
                radius="md"
                className={classes.mission}
                data-highlighted={index === HIGHLIGHTED_MISSION_INDEX || undefined}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={4}>
                    <Text fw={600}>{userMission.mission.name}</Text>
                    <Group gap="xs">
                      <Badge variant="light" color="indigo">
                        {userMission.mission.tag}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {userMission.mission.points} Profile Points
                      </Text>
                    </Group>
                  </Stack>
                  {pendingId === userMission.id ? (
                    <Button disabled miw={120}>
                      Processing...
                    </Button>
                  ) : userMission.completed ? (
                    <Button
                      disabled
                      variant="light"
                      color="green"
                      miw={120}
                      leftSection={<IconCheck size={16} aria-hidden />}
                    >
                      Complete
                    </Button>
                  ) : (
                    <Button
                      miw={120}
                      disabled={!canComplete}
                      onClick={() => actor.send({ type: 'mission.complete', id: userMission.id })}
                    >
                      Add
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
});
