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
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useMutationState, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import { toIsoDate } from '../../domain/calendar-date';
import { FIT_MESSAGES, hasCompanyProfile, hasFitProfile, rankByFit } from '../../domain/fit';
import type { FitProfile } from '../../domain/fit-profile';
import { GRANT_MESSAGES } from '../../domain/grant';
import { byClosingDate } from '../../domain/deadline';
import {
  type DecisionFilter,
  GRANT_DECISIONS,
  isDecisionFilter,
  matchesDecision,
} from '../../domain/grant-notes';
import { matchesFilters } from '../../domain/saved-searches';
import type { Read, Write } from '../../lib/server-data';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { Deferred } from '../shared/deferred';
import { TopPicksFrame } from './top-picks-frame';
import { ReadBoundary } from '../shared/read-boundary';
import { SegmentedToggle } from '../shared/segmented-toggle';
import { GrantCard } from './grant-card';
import { SaveSearchOffer, type SavedSearchesData, SavedSearchesPanel } from './saved-searches';
import type { Grant, GrantDecision, SavedSearch } from '../../api/schema.gen';
import { ShowMore, useShownCount } from '../shared/show-more';

const ANY_DECISION = 'any';
/** Top picks' decision filter: any, each decision, or the grants not decided yet. */
const DECISION_CHOICES = [
  { value: ANY_DECISION, label: 'Any decision' },
  ...GRANT_DECISIONS,
  { value: 'none', label: 'Not decided' },
];

export const STATS = [
  { count: '10,000+', label: 'Non-profit grants' },
  { count: '10,000+', label: 'Health grants' },
  { count: '10,000+', label: 'Government grants' },
  { count: '10,000+', label: 'Academic grants' },
] as const;

const PLACEHOLDER_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** How many cards render with the list's first render: the placeholders' screenful. */
const FIRST_CARDS = PLACEHOLDER_CARDS.length;
/** How many grant cards a page of the list holds. */
const GRANT_PAGE = 30;

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

/** The write top picks makes besides its reads: saving a grant (`on`) or unsaving it. */
export interface TopPicksWrites {
  saveGrant: Write<{ grant: Grant; on: boolean }>;
}

/** The reads the route started: every grant, those the user saved, what the fit rules know. */
export interface TopPicksReads {
  grants: Read<Grant[]>;
  saved: Read<Grant[]>;
  fit: Read<FitProfile>;
  /** The user's decisions on grants (notes on a grant): shown on the cards, filtered by. */
  decisions: Read<GrantDecision[]>;
}

/** The filters and the order in the URL, kept when one of them changes. */
interface TopPicksFilters {
  query?: string;
  sector?: string;
  savedOnly: boolean;
  eligibleOnly: boolean;
  /** Closing soonest first, instead of the best fit first. */
  byClosing: boolean;
  /** Only the grants with this decision of the user's ('none': not decided yet). */
  decision?: DecisionFilter;
}

/** A change of the filters leaves the saved search that was open (its link had its filters). */
const searchOf = ({
  query,
  sector,
  savedOnly,
  eligibleOnly,
  byClosing,
  decision,
}: TopPicksFilters) => ({
  ...(query ? { q: query } : {}),
  ...(sector ? { sector } : {}),
  ...(savedOnly ? { saved: true as const } : {}),
  ...(eligibleOnly ? { eligible: true as const } : {}),
  ...(byClosing ? { sort: 'closing' as const } : {}),
  ...(decision ? { decision } : {}),
});

/** What the open saved search adds to the list: its closing window and what is new. */
interface OpenSearch {
  closingWithinDays: number | null;
  /** Grants that appeared after this moment are marked New (when it was last opened). */
  newSince?: string;
}

/** Top picks' saved searches: the list and its writes, and marking one seen as it opens. */
export type TopPicksSavedSearches = SavedSearchesData & { markSeen: Write<string, SavedSearch> };

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
  writes,
  query,
  savedOnly = false,
  eligibleOnly = false,
  byClosing = false,
  sector,
  decision,
  savedSearches,
  savedSearchId,
}: {
  reads: TopPicksReads;
  writes: TopPicksWrites;
  savedSearches: TopPicksSavedSearches;
  /** The saved search open now (its link put its id in the URL). */
  savedSearchId?: string;
  sector?: string;
  query?: string;
  savedOnly?: boolean;
  /** Only the grants whose bars the user's profile meets. */
  eligibleOnly?: boolean;
  /** Closing soonest first (else the best fit first). */
  byClosing?: boolean;
  /** Only the grants with this decision of the user's. */
  decision?: DecisionFilter;
}) {
  const navigate = useNavigate();
  const filters: TopPicksFilters = { query, sector, savedOnly, eligibleOnly, byClosing, decision };
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
          <NativeSelect
            label="Sort by"
            data={[
              { value: 'fit', label: 'Best fit' },
              { value: 'closing', label: 'Closing soonest' },
            ]}
            value={byClosing ? 'closing' : 'fit'}
            onChange={(event) => filterBy({ byClosing: event.currentTarget.value === 'closing' })}
            w={{ base: '100%', xs: 180 }}
          />
          <NativeSelect
            label="Your decision"
            data={DECISION_CHOICES}
            value={decision ?? ANY_DECISION}
            onChange={(event) => {
              const value = event.currentTarget.value;
              filterBy({ decision: isDecisionFilter(value) ? value : undefined });
            }}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>

        {/* Everything that shows a read is in one boundary: when the page's reads answer
            together, it appears in one render, React's retry of the boundary, which React slices
            (docs/performance.md), and the saved searches do not push the list down after it showed. */}
        <ReadBoundary
          pending={<GrantsLoading />}
          failed={(error, retry) => <GrantsFailed error={error} onRetry={retry} />}
        >
          <TopPicksResults
            reads={reads}
            writes={writes}
            savedSearches={savedSearches}
            savedSearchId={savedSearchId}
            filters={filters}
            filterBy={filterBy}
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

/** A filter in use, in words, with the button that takes it away. */
function FilterInUse({
  words,
  clear,
  onClear,
}: {
  words: string;
  clear: string;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      <Text size="sm">{words}</Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {clear}
      </Button>
    </Group>
  );
}

/** The saved searches, the filters in use and the list: the parts of the page that show reads. */
function TopPicksResults({
  reads,
  writes,
  savedSearches,
  savedSearchId,
  filters,
  filterBy,
}: {
  reads: TopPicksReads;
  writes: TopPicksWrites;
  savedSearches: TopPicksSavedSearches;
  savedSearchId?: string;
  filters: TopPicksFilters;
  filterBy: (change: Partial<TopPicksFilters>) => void;
}) {
  const { query, sector, savedOnly, eligibleOnly } = filters;
  const hasFilters = Boolean(query || sector || savedOnly || eligibleOnly);

  // Opening a saved search marks its new grants seen; they stay marked New while it is open.
  const searches = useQuery(savedSearches.searches).data;
  const active = savedSearchId
    ? searches?.find((search) => search.id === savedSearchId)
    : undefined;
  const [opened, setOpened] = useState<{ id: string; lastSeenAt: string } | null>(null);
  if (active && opened?.id !== active.id)
    setOpened({ id: active.id, lastSeenAt: active.lastSeenAt });
  const { mutate: markSeen } = useMutation({
    ...savedSearches.markSeen,
    meta: { words: { failure: 'The new grants of this search could not be marked as seen' } },
  });
  const activeId = active?.id;
  const unseen = active?.newCount ?? 0;
  useEffect(() => {
    if (activeId && unseen > 0) markSeen(activeId);
  }, [activeId, unseen, markSeen]);
  const closingWithinDays = active?.closingWithinDays ?? null;
  const newSince = active && opened?.id === active.id ? opened.lastSeenAt : undefined;
  const openSearch: OpenSearch | undefined = useMemo(
    () => (activeId ? { closingWithinDays, newSince } : undefined),
    [activeId, closingWithinDays, newSince],
  );
  const onEligibleOnly = useLatestCallback((on: boolean) => filterBy({ eligibleOnly: on }));

  return (
    <>
      <SavedSearchesPanel data={savedSearches} activeId={active?.id} />
      {hasFilters && (
        <Group gap="sm" wrap="wrap" aria-label="Filters">
          {query && (
            <FilterInUse
              words={`Results for “${query}”`}
              clear="Clear search"
              onClear={() => filterBy({ query: undefined })}
            />
          )}
          {sector && (
            <FilterInUse
              words={`Sector: ${sector}`}
              clear="Clear sector"
              onClear={() => filterBy({ sector: undefined })}
            />
          )}
          {active?.closingWithinDays ? (
            <Text size="sm">Closing within {active.closingWithinDays} days</Text>
          ) : null}
          <SaveSearchOffer
            data={savedSearches}
            filters={{ q: query, sector, saved: savedOnly, eligible: eligibleOnly }}
          />
        </Group>
      )}
      <GrantList
        reads={reads}
        writes={writes}
        filters={filters}
        openSearch={openSearch}
        onEligibleOnly={onEligibleOnly}
      />
    </>
  );
}

/**
 * The list, memoized: the saved searches' answer renders the results above it again (their panel,
 * the open search) and, when it comes after the list's, it did so with the whole list, in one
 * synchronous render (a query's notification); the list now draws again only when what it shows
 * changes.
 */
const GrantList = memo(function GrantList({
  reads,
  writes,
  filters: { query, sector, savedOnly, eligibleOnly, byClosing, decision },
  openSearch,
  onEligibleOnly,
}: {
  reads: TopPicksReads;
  writes: TopPicksWrites;
  filters: TopPicksFilters;
  openSearch?: OpenSearch;
  onEligibleOnly: (on: boolean) => void;
}) {
  // The three reads started together (the route's loader): waiting for each in turn waits once.
  const { data: grants } = useSuspenseQuery(reads.grants);
  const { data: saved } = useSuspenseQuery(reads.saved);
  const { data: profile } = useSuspenseQuery(reads.fit);
  // The decisions are the list's garnish: the list never waits for them nor fails with them
  // (without them, no card has a decision and the decision filter says why it is not applied).
  const decisionsRead = useQuery(reads.decisions);
  const decisions = decisionsRead.data;
  const decisionOf = useMemo(
    () =>
      new Map(
        (decisions ?? []).flatMap((row) => (row.decision ? [[row.grantId, row.decision]] : [])),
      ),
    [decisions],
  );
  const withProfile = hasFitProfile(profile);
  // The saved list is the server's, shown before its answer while a save is on its way (the
  // write updates it at once and puts it back if it fails).
  const savedIds = useMemo(() => new Set(saved.map((grant) => grant.id)), [saved]);
  const saving = useMutation({
    ...writes.saveGrant,
    meta: {
      words: {
        failure: (variables) =>
          (variables as { on: boolean }).on
            ? 'Could not save the grant'
            : 'Could not remove the saved grant',
      },
    },
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: writes.saveGrant.mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { grant: Grant } | undefined)?.grant.id,
  });

  // Ranked by fit for this user (then by deadline); the filters keep that order. The list answers
  // a filter in the background (deferred values): the switch shows its new state at once, and
  // the cards, memoized, are not drawn again before the list changes.
  const today = toIsoDate(new Date());
  const listedByClosing = useDeferredValue(byClosing);
  const ranked = useMemo(() => {
    const byFit = rankByFit(grants, profile, today);
    if (!listedByClosing) return byFit;
    const closing = byClosingDate<Grant>(today);
    return [...byFit].sort((a, b) => closing(a.grant, b.grant));
  }, [grants, profile, today, listedByClosing]);
  const listedSavedOnly = useDeferredValue(savedOnly);
  const listedEligibleOnly = useDeferredValue(eligibleOnly);
  const listedQuery = useDeferredValue(query);
  // The filters are the saved searches' match rule (domain/saved-searches.ts): a saved search
  // finds on the server what this list shows.
  const listedSector = useDeferredValue(sector);
  const wantedDecision = useDeferredValue(decision);
  const listedDecision = decisions ? wantedDecision : undefined;
  const closingWithinDays = openSearch?.closingWithinDays ?? null;
  const shown = useMemo(() => {
    const filters = {
      q: listedQuery,
      sector: listedSector,
      saved: listedSavedOnly,
      eligible: listedEligibleOnly,
      closingWithinDays,
    };
    const context = { savedGrantIds: savedIds, profile, today };
    return ranked.filter(
      ({ grant }) =>
        matchesFilters(grant, filters, context) &&
        matchesDecision(decisionOf.get(grant.id), listedDecision),
    );
  }, [
    decisionOf,
    listedDecision,
    ranked,
    listedSavedOnly,
    listedEligibleOnly,
    savedIds,
    listedQuery,
    listedSector,
    closingWithinDays,
    profile,
    today,
  ]);
  const newSince = openSearch?.newSince;
  // The first screenful of cards renders with the list; the rest in a deferred render, which
  // React slices, so the list's arrival is not one long task (docs/performance.md).
  // A page of cards at a time, so 2,000 grants cost what 200 do (issue 65).
  const drawn = useShownCount(shown.length, GRANT_PAGE);
  const cardCount = useDeferredValue(drawn.shown, Math.min(drawn.shown, FIRST_CARDS));

  // The star shows the choice at once; a save that fails puts it back (and says so).
  const toggleSaved = useLatestCallback((grant: Grant) =>
    saving.mutate({ grant, on: !savedIds.has(grant.id) }),
  );

  const fitControls = (
    <>
      {decision && decisionsRead.isError && (
        <Alert color="red" role="alert" title="Your decisions could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The list below is not filtered by your decision.</Text>
            <Button
              size="xs"
              variant="outline"
              color="red"
              onClick={() => void decisionsRead.refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
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
                : listedDecision
                  ? 'No grant has this decision. Choose another, or set one on a grant’s details.'
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
      {/* Busy while the cards after the first screenful are still being drawn. */}
      <SimpleGrid
        cols={{ base: 1, sm: shown.length > 1 ? 2 : 1 }}
        spacing="lg"
        aria-busy={cardCount < drawn.shown}
      >
        {shown.slice(0, cardCount).map(({ grant, fit }) => (
          <GrantCard
            key={grant.id}
            grant={grant}
            fit={fit}
            today={today}
            isNew={newSince !== undefined && grant.createdAt > newSince}
            decision={decisionOf.get(grant.id)}
            saved={savedIds.has(grant.id)}
            saving={pendingIds.includes(grant.id)}
            onToggleSaved={toggleSaved}
          />
        ))}
      </SimpleGrid>
      <ShowMore list={drawn} noun="grants" />
    </Stack>
  );
});
