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
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import type { components } from '../../api/schema.gen';
import { GRANT_MESSAGES } from '../../domain/grant';
import { matchesGrantSearch } from '../../domain/grant-format';
import { notify } from '../../lib/notify';
import { Deferred } from '../shared/deferred';
import { TopPicksFrame } from './top-picks-frame';
import { SegmentedToggle } from '../shared/segmented-toggle';
import { GrantCard } from './grant-card';
import '../shared/screen-styles';

type Grant = components['schemas']['Grant'];

/** The calls top picks makes; the route passes the API, tests pass fakes. */
export interface TopPicksApi {
  listGrants: () => Promise<Grant[]>;
  listSavedGrants: () => Promise<Grant[]>;
  saveGrant: (id: string) => Promise<void>;
  unsaveGrant: (id: string) => Promise<void>;
}

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

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'dismissed' }
  | { status: 'loaded'; grants: Grant[] };

export function TopPicksScreen({
  api,
  query,
  savedOnly = false,
}: {
  api: TopPicksApi;
  query?: string;
  savedOnly?: boolean;
}) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const fetchGrants = useCallback(() => {
    let current = true;
    setLoad({ status: 'loading' });
    Promise.all([api.listGrants(), api.listSavedGrants()])
      .then(([grants, saved]) => {
        if (!current) return;
        // The answer renders as a transition: React draws the cards in slices (see Deferred).
        startTransition(() => {
          setSavedIds(new Set(saved.map((grant) => grant.id)));
          setLoad({ status: 'loaded', grants });
        });
      })
      .catch((error: unknown) => {
        if (current)
          startTransition(() =>
            setLoad({
              status: 'failed',
              message: serverMessageOr(error, GRANT_MESSAGES.fetchFailed),
            }),
          );
      });
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => fetchGrants(), [fetchGrants]);

  const shown = useMemo(() => {
    if (load.status !== 'loaded') return [];
    return load.grants.filter(
      (grant) => (!savedOnly || savedIds.has(grant.id)) && matchesGrantSearch(grant, query ?? ''),
    );
  }, [load, savedOnly, savedIds, query]);

  const toggleSaved = async (grant: Grant) => {
    const wasSaved = savedIds.has(grant.id);
    const flip = (set: ReadonlySet<string>, on: boolean) => {
      const next = new Set(set);
      if (on) next.add(grant.id);
      else next.delete(grant.id);
      return next;
    };
    setPending((set) => flip(set, true));
    setSavedIds((set) => flip(set, !wasSaved));
    try {
      await (wasSaved ? api.unsaveGrant(grant.id) : api.saveGrant(grant.id));
    } catch (error) {
      setSavedIds((set) => flip(set, wasSaved));
      notify.error(
        serverMessageOr(
          error,
          wasSaved ? 'Could not remove the saved grant' : 'Could not save the grant',
        ),
      );
    } finally {
      setPending((set) => flip(set, false));
    }
  };

  const showAll = (saved: boolean) =>
    void navigate({
      to: '/opportunities',
      search: { ...(query ? { q: query } : {}), ...(saved ? { saved: true } : {}) },
    });

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
                onClick={() =>
                  void navigate({
                    to: '/opportunities',
                    search: savedOnly ? { saved: true } : {},
                  })
                }
              >
                Clear search
              </Button>
            </Group>
          ) : null}
        </Group>

        {load.status === 'loading' ? (
          // Cards of the loaded layout's size hold the space, so nothing below jumps when the
          // grants arrive (layout shift); the loader sits on the first one.
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
        ) : null}

        {load.status === 'failed' ? (
          <Alert
            color="red"
            role="alert"
            title="Grants could not be loaded"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setLoad({ status: 'dismissed' })}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{load.message}</Text>
              <Button size="xs" variant="outline" color="red.9" onClick={fetchGrants}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {load.status === 'dismissed' ? (
          <Group>
            <Button variant="outline" onClick={fetchGrants}>
              Load grants
            </Button>
          </Group>
        ) : null}

        {load.status === 'loaded' && shown.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <Text fw={600}>
                {savedOnly && !query ? 'No saved grants yet' : 'No grants found'}
              </Text>
              <Text c="dimmed" size="sm" ta="center">
                {query
                  ? `Nothing matches “${query}”. Try another search term.`
                  : savedOnly
                    ? 'Use the bookmark on a grant to keep it here.'
                    : 'New opportunities are added every Monday.'}
              </Text>
            </Stack>
          </Paper>
        ) : null}

        {shown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: shown.length > 1 ? 2 : 1 }} spacing="lg">
            {shown.map((grant) => (
              <GrantCard
                key={grant.id}
                grant={grant}
                saved={savedIds.has(grant.id)}
                saving={pending.has(grant.id)}
                onToggleSaved={() => void toggleSaved(grant)}
              />
            ))}
          </SimpleGrid>
        ) : null}

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
