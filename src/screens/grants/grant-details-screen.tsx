import {
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Container,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { AddToCalendar } from '../shared/add-to-calendar';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ApiError } from '../../api/errors';
import { serverMessageOr } from '../../domain/server-message';
import { grantFit } from '../../domain/fit';
import { type BudgetAnswers, budgetChecklist } from '../../domain/application';
import type { FitProfile } from '../../domain/fit-profile';
import type { Read } from '../../lib/server-data';
import { organizationTypeLabel, projectStageLabel } from '../../domain/grant';
import { FitReasons, FitVerdictBadge } from './fit-badge';
import { formatDate, formatUsd } from '../../domain/format';
import { ReadBoundary } from '../shared/read-boundary';
import { GrantNotes, type GrantNotesData } from './grant-notes';
import type { Grant } from '../../api/schema.gen';

export const GRANT_FETCH_FAILED = 'Failed to fetch grant';

/** The document checklist of the left panel: local only, Upload marks an item done. */
export const CHECKLIST = [
  'Project Proposal',
  'Financial Statements',
  'Letters of Support',
] as const;
type ChecklistItem = (typeof CHECKLIST)[number];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

function Field({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Title order={3} size="h6" c="dimmed" tt="uppercase">
        {label}
      </Title>
      <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

function BackToTopPicks() {
  return (
    <Button renderRoot={(props) => <Link {...props} to="/opportunities" />} variant="outline">
      Back to top picks
    </Button>
  );
}

/** The loading state: the page's heading for screen readers, a loader for the eye. */
function GrantLoading() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} className={VisuallyHidden.classes.root}>
        Grant details
      </Title>
      <Center py="xl">
        <Loader role="progressbar" aria-label="Loading grant" />
      </Center>
    </Container>
  );
}

/** No such grant (`message` absent), or the read failed with `message`. */
function GrantUnavailable({ message }: { message?: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start">
          <Title order={1} size="h2">
            {message === undefined ? 'Grant not found' : 'Grant could not be loaded'}
          </Title>
          {message === undefined ? (
            <Text>This grant does not exist or is no longer available.</Text>
          ) : (
            <Alert color="red" role="alert" w="100%">
              {message}
            </Alert>
          )}
          <BackToTopPicks />
        </Stack>
      </Paper>
    </Container>
  );
}

const unavailable = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? (
    <GrantUnavailable />
  ) : (
    <GrantUnavailable message={serverMessageOr(error, GRANT_FETCH_FAILED)} />
  );

/** One grant: `grant` is the read the route started (null: the address names no grant). */
export function GrantDetailsScreen({
  grant,
  fit,
  draftBudget = null,
  notes = null,
}: {
  grant: Read<Grant> | null;
  /** The user's notes and decision on the grant (null: the address names no grant). */
  notes?: GrantNotesData | null;
  /** What the fit rules know of the user: the reasons show beside the criteria. */
  fit: Read<FitProfile>;
  /** The budget of this browser's wizard draft for the grant (its answer null: none). */
  draftBudget?: Read<BudgetAnswers | null> | null;
}) {
  if (!grant) return <GrantUnavailable />;
  return (
    <ReadBoundary resetKey={grant.queryKey} pending={<GrantLoading />} failed={unavailable}>
      <GrantDetails read={grant} fit={fit} draftBudget={draftBudget} notes={notes} />
    </ReadBoundary>
  );
}

/** The checklist's budget line: whether the draft's budget table is complete (issue 48). */
function BudgetChecklistItem({
  read,
  fundingSize,
}: {
  read: Read<BudgetAnswers | null> | null;
  fundingSize: number;
}) {
  // Nothing until the draft is read (the Suspense around it): the line never states a guess.
  const { data: draft } = useSuspenseQuery(read ?? NO_DRAFT);
  const state = budgetChecklist(draft, fundingSize);
  const done = state.status === 'complete';
  return (
    <Group gap="xs" wrap="nowrap" mt="sm" align="flex-start">
      <ThemeIcon variant="transparent" color={done ? 'teal.9' : 'gray.7'} aria-hidden>
        {done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
      </ThemeIcon>
      <Text size="sm">
        Budget table
        <Text span size="xs" c={state.status === 'incomplete' ? 'red.8' : 'dimmed'}>
          {state.status === 'complete'
            ? ' (done)'
            : state.status === 'notStarted'
              ? ' (not started)'
              : ` (incomplete: ${state.message})`}
        </Text>
      </Text>
    </Group>
  );
}

const NO_DRAFT: Read<BudgetAnswers | null> = {
  queryKey: ['draft-budget', 'none'],
  queryFn: () => null,
};

/** How the grant fits the user, with the reasons; nothing without a profile or before it reads. */
function FitForYou({ grant, profile }: { grant: Grant; profile: Read<FitProfile> }) {
  const fit = grantFit(grant, useSuspenseQuery(profile).data);
  if (!fit.verdict) return null;
  return (
    <section aria-labelledby="fit-for-you">
      <Group gap="xs">
        <Title order={3} size="h6" c="dimmed" tt="uppercase" id="fit-for-you">
          How it fits you
        </Title>
        <FitVerdictBadge verdict={fit.verdict} />
      </Group>
      <FitReasons fit={fit} />
    </section>
  );
}

function GrantDetails({
  read,
  fit,
  draftBudget,
  notes,
}: {
  read: Read<Grant>;
  fit: Read<FitProfile>;
  draftBudget: Read<BudgetAnswers | null> | null;
  notes: GrantNotesData | null;
}) {
  const { data: grant } = useSuspenseQuery(read);
  const [done, setDone] = useState<ReadonlySet<ChecklistItem>>(new Set(['Project Proposal']));
  // A grant may not name its agency: the card then says so, not "Funding agency" twice.
  const agency = grant.agencyName ?? 'Not named';
  const doneCount = CHECKLIST.filter((item) => done.has(item)).length;

  return (
    <Container size="lg" py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <Stack>
            <Paper withBorder radius="md" p="lg">
              <Stack>
                <Group wrap="nowrap">
                  <Avatar variant="filled" radius="md" size="lg" aria-hidden>
                    {(grant.agencyName && initialsOf(grant.agencyName)) || 'FA'}
                  </Avatar>
                  <div>
                    <Text size="xs" c="dimmed">
                      Funding agency
                    </Text>
                    <Text fw={600}>{agency}</Text>
                  </div>
                </Group>
                <Button
                  renderRoot={(props) => <Link {...props} to="/grant" search={{ id: grant.id }} />}
                  fullWidth
                >
                  SUBMIT APPLICATION
                </Button>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sector">
              <Title order={2} size="h5" id="sector">
                {grant.sector}
              </Title>
              <Text size="sm" mt="xs">
                {grant.sectorDescription}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checklist">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5" id="checklist">
                  Document checklist
                </Title>
                <Badge variant="filled" aria-label={`${doneCount} of 3 documents ready`}>
                  {doneCount}/3
                </Badge>
              </Group>
              <List spacing="sm" listStyleType="none" p={0}>
                {CHECKLIST.map((item) => {
                  const isDone = done.has(item);
                  return (
                    <List.Item key={item}>
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="xs" wrap="nowrap">
                          <ThemeIcon
                            variant="transparent"
                            color={isDone ? 'teal.9' : 'gray.7'}
                            aria-hidden
                          >
                            {isDone ? (
                              <IconCircleCheck size={18} />
                            ) : (
                              <IconCircleDashed size={18} />
                            )}
                          </ThemeIcon>
                          <Text size="sm">
                            {item}
                            <Text span size="xs" c="dimmed">
                              {isDone ? ' (done)' : ' (pending)'}
                            </Text>
                          </Text>
                        </Group>
                        {isDone ? null : (
                          <Button
                            size="compact-sm"
                            variant="outline"
                            aria-label={`Upload ${item}`}
                            style={{ flexShrink: 0 }}
                            onClick={() => setDone((set) => new Set(set).add(item))}
                          >
                            Upload
                          </Button>
                        )}
                      </Group>
                    </List.Item>
                  );
                })}
              </List>
              <Suspense fallback={null}>
                <BudgetChecklistItem read={draftBudget} fundingSize={grant.fundingSize} />
              </Suspense>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              <div>
                <Title order={1}>{grant.title}</Title>
                <Group gap="xl" mt="md">
                  <div>
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      Funding Size
                    </Text>
                    <Text fw={700} fz="lg">
                      {formatUsd(grant.fundingSize)}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      Deadline
                    </Text>
                    <Text fw={700} fz="lg">
                      {formatDate(grant.deadline)}
                    </Text>
                  </div>
                  <AddToCalendar grants={[grant]} />
                </Group>
              </div>
              <Field label="Motive">{grant.motive}</Field>
              <Field label="Description">{grant.description}</Field>
              <Field label="Eligibility Criteria">{grant.criteria}</Field>
              <Suspense fallback={null}>
                <FitForYou grant={grant} profile={fit} />
              </Suspense>
              <Field label="Sector Focus">{grant.sectorFocus}</Field>
              <Field label="Project Stage">{projectStageLabel(grant.projectStage)}</Field>
              <Field label="Organization Type">
                {organizationTypeLabel(grant.organizationType)}
              </Field>
            </Stack>
          </Paper>
          {notes && (
            <Stack mt="lg">
              <GrantNotes grantId={grant.id} data={notes} />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
