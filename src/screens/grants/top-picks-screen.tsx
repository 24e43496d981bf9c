import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { use, useDeferredValue, useMemo, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import { toIsoDate } from '../../domain/calendar-date';
import { FIT_MESSAGES, hasCompanyProfile, hasFitProfile, rankByFit } from '../../domain/fit';
import type { FitProfile } from '../../domain/fit-profile';
import { GRANT_MESSAGES } from '../../domain/grant';
import { matchesFilters } from '../../domain/saved-searches';
import { useAction } from '../../lib/action';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { Deferred } from '../shared/deferred';
import { TopPicksFrame } from './top-picks-frame';
import { ReadBoundary } from '../shared/read-boundary';
import { SegmentedToggle } from '../shared/segmented-toggle';
import { GrantCard } from './grant-card';
import type { Grant } from '../../api/types';

export const STATS = [
  { count: '10,000+', label: 'Non-profit grants' },
  { count: '10,000+', label: 'Health grants' },
  { count: '10,000+', label: 'Government grants' },
  { count: '10,000+', label: 'Academic grants' },
] as const;

const PLACEHOLDER_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** An empty card with a grant card's structure, hence its height: space held while loading. */
function GrantCardPlaceholder() {
  return (
    <Card withBorder radius="md" padding="lg" bg="gray.0">
      <Stack gap="sm" h="100%" style={{ visibility: 'hidden' }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Badge variant="filled">Sector</Badge>
          <ActionIcon variant="subtle" component="span" />
        </Group>
        <Title order={2} size="h4" component="p">
          Grant
        </Title>
        <Text size="sm">
          A preview of the sector description, about as long as the one a grant card shows.
        </Text>
        <Group gap="xl" mt="auto">
          {['Sector', 'Funding Size', 'Deadline'].map((label) => (
            <div key={label}>
              <Text size="xs" fw={600}>
                {label}
              </Text>
              <Text size="sm">-</Text>
            </div>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="outline" component="span">
            More Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The calls top picks makes besides its reads: saving and unsaving a grant. */
export interface TopPicksActions {
  saveGrant: (id: string) => Promise<void>;
  unsaveGrant: (id: string) => Promise<void>;
}

/** The reads the route started: every grant, those the user saved, what the fit rules know. */
export interface TopPicksReads {
  grants: Promise<Grant[]>;
  saved: Promise<Grant[]>;
  fit: Promise<FitProfile>;
}

/** The filters in the URL, kept when one of them changes. */
interface TopPicksFilters {
  query?: string;
  savedOnly: boolean;
  eligibleOnly: boolean;
}

const searchOf = ({ query, savedOnly, eligibleOnly }: TopPicksFilters) => ({
  ...(query ? { q: query } : {}),
  ...(savedOnly ? { saved: true as const } : {}),
  ...(eligibleOnly ? { eligible: true as const } : {}),
});

/** Holds the space of the loaded layout, so nothing below jumps when the grants arrive. */
function GrantsLoading() {
  return (
    // Cards of the loaded layout's size hold the space (layout shift); the loader sits on the
    // first one.
    <Box pos="relative">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-hidden>
        {PLACEHOLDER_CARDS.map((key) => (
          <GrantCardPlaceholder key={key} />
        ))}
      </SimpleGrid>
      <Center pos="absolute" top={0} left={0} right={0} py="xl">
        {/* A named progressbar, so the wait is announced (a bare Loader has no role). */}
        <Loader role="progressbar" aria-label="Loading grants" />
      </Center>
    </Box>
  );
}

/** The read failed: its message with Try again; dismissed, a button to load them later. */
function GrantsFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed)
    return (
      <Group>
        <Button variant="outline" onClick={onRetry}>
          Load grants
        </Button>
      </Group>
    );
  return (
    <Alert
      color="red"
      role="alert"
      title="Grants could not be loaded"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setDismissed(true)}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{serverMessageOr(error, GRANT_MESSAGES.fetchFailed)}</Text>
        <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

export function TopPicksScreen({
  reads,
  actions,
  onRetry,
  query,
  savedOnly = false,
  eligibleOnly = false,
}: {
  reads: TopPicksReads;
  actions: TopPicksActions;
  /** Reads the grants again (the route starts new reads). */
  onRetry: () => void;
  query?: string;
  savedOnly?: boolean;
  /** Only the grants whose bars the user's profile meets. */
  eligibleOnly?: boolean;
}) {
  const navigate = useNavigate();
  const filters: TopPicksFilters = { query, savedOnly, eligibleOnly };
  const filterBy = (change: Partial<TopPicksFilters>) =>
    void navigate({ to: '/opportunities', search: searchOf({ ...filters, ...change }) });
  const showAll = (saved: boolean) => filterBy({ savedOnly: saved });

  return (
    <TopPicksFrame>
      <Deferred>
        <Group justify="space-between" wrap="wrap">
          <SegmentedToggle
            label="Which grants to show"
            value={savedOnly ? 'saved' : 'all'}
            onChange={(value) => showAll(value === 'saved')}
            data={[
              { value: 'all', label: 'All grants' },
              { value: 'saved', label: 'Saved grants' },
            ]}
          />
          {query ? (
            <Group gap="xs">
              <Text size="sm">Results for “{query}”</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => filterBy({ query: undefined })}
              >
                Clear search
              </Button>
            </Group>
          ) : null}
        </Group>

        <ReadBoundary
          read={reads}
          pending={<GrantsLoading />}
          failed={(error) => <GrantsFailed error={error} onRetry={onRetry} />}
        >
          <GrantList
            reads={reads}
            actions={actions}
            filters={filters}
            onEligibleOnly={(on) => filterBy({ eligibleOnly: on })}
          />
        </ReadBoundary>

        <Paper component="section" aria-labelledby="grant-stats" radius="md" p="lg" bg="blue.9">
          <Title order={2} size="h4" id="grant-stats" c="white" mb="md">
            Grants on Grantwise
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {STATS.map((stat) => (
              <div key={stat.label}>
                <Text c="white" fw={700} fz="xl">
                  {stat.count}
                </Text>
                <Text c="white" size="sm">
                  {stat.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      </Deferred>
    </TopPicksFrame>
  );
}

function GrantList({
  reads,
  actions,
  filters: { query, savedOnly, eligibleOnly },
  onEligibleOnly,
}: {
  reads: TopPicksReads;
  actions: TopPicksActions;
  filters: TopPicksFilters;
  onEligibleOnly: (on: boolean) => void;
}) {
  const grants = use(reads.grants);
  const saved = use(reads.saved);
  const profile = use(reads.fit);
  const withProfile = hasFitProfile(profile);
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(
    () => new Set(saved.map((grant) => grant.id)),
  );
  const saving = useAction(
    (grant: Grant, on: boolean) =>
      on ? actions.saveGrant(grant.id) : actions.unsaveGrant(grant.id),
    {
      key: (grant) => grant.id,
      failure: (_grant, on) =>
        on ? 'Could not save the grant' : 'Could not remove the saved grant',
    },
  );

  // Ranked by fit for this user (then by deadline); the filters keep that order. The list answers
  // a filter in the background (deferred values): the switch shows its new state at once, and
  // the cards, memoized, are not drawn again before the list changes.
  const ranked = useMemo(
    () => rankByFit(grants, profile, toIsoDate(new Date())),
    [grants, profile],
  );
  const listedSavedOnly = useDeferredValue(savedOnly);
  const listedEligibleOnly = useDeferredValue(eligibleOnly);
  const listedQuery = useDeferredValue(query);
  // The filters are the saved searches' match rule (domain/saved-searches.ts): a saved search
  // finds on the server what this list shows.
  const shown = useMemo(() => {
    const filters = { q: listedQuery, saved: listedSavedOnly, eligible: listedEligibleOnly };
    const context = { savedGrantIds: savedIds, profile, today: toIsoDate(new Date()) };
    return ranked.filter(({ grant }) => matchesFilters(grant, filters, context));
  }, [ranked, listedSavedOnly, listedEligibleOnly, savedIds, listedQuery, profile]);

  // The star shows the choice at once; a save that fails puts it back (and says so).
  const toggleSaved = useLatestCallback(async (grant: Grant) => {
    const on = !savedIds.has(grant.id);
    const show = (saved: boolean) =>
      setSavedIds((set) => {
        const next = new Set(set);
        if (saved) next.add(grant.id);
        else next.delete(grant.id);
        return next;
      });
    show(on);
    const outcome = await saving.run(grant, on);
    if (!outcome.ok) show(!on);
  });

  const fitControls = (
    <>
      {!hasCompanyProfile(profile) && (
        <Alert color="blue" title="Top picks that fit you">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{FIT_MESSAGES.completeProfile}</Text>
            <Button
              size="xs"
              variant="outline"
              color="blue.9"
              renderRoot={(props) => <Link {...props} to="/" search={{ card: 'company' }} />}
            >
              {FIT_MESSAGES.completeProfileAction}
            </Button>
          </Stack>
        </Alert>
      )}
      {withProfile && (
        <Switch
          label={FIT_MESSAGES.eligibleOnly}
          checked={eligibleOnly}
          onChange={(event) => onEligibleOnly(event.currentTarget.checked)}
        />
      )}
    </>
  );

  if (shown.length === 0)
    return (
      <Stack gap="lg">
        {fitControls}
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>
              {listedSavedOnly && !listedQuery ? 'No saved grants yet' : 'No grants found'}
            </Text>
            <Text c="dimmed" size="sm" ta="center">
              {listedQuery
                ? `Nothing matches “${listedQuery}”. Try another search term.`
                : listedSavedOnly
                  ? 'Use the bookmark on a grant to keep it here.'
                  : listedEligibleOnly
                    ? FIT_MESSAGES.noEligible
                    : 'New opportunities are added every Monday.'}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    );

  return (
    <Stack gap="lg">
      {fitControls}
      <SimpleGrid cols={{ base: 1, sm: shown.length > 1 ? 2 : 1 }} spacing="lg">
        {shown.map(({ grant, fit }) => (
          <GrantCard
            key={grant.id}
            grant={grant}
            fit={fit}
            saved={savedIds.has(grant.id)}
            saving={saving.isPending(grant.id)}
            onToggleSaved={toggleSaved}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
