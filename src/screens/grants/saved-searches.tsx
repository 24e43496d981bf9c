import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellRinging, IconDots } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, lazy, useEffect, useRef, useState } from 'react';
import { LazyModal, preloadModal } from '../shared/lazy-modal';
import { LazyOverlayButton } from '../shared/lazy-overlay-button';
import {
  CLOSING_WITHIN_MAX_DAYS,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  normalizeFilters,
  savedSearchLink,
} from '../../domain/saved-searches';
import { serverMessageOr } from '../../domain/server-message';
import { type Read, type Write, writeError } from '../../lib/server-data';
import type {
  SavedSearch,
  SavedSearchAlerts,
  SavedSearchFilters,
  SavedSearchInput,
  SavedSearchUpdate,
} from '../../api/schema.gen';

/** The reads and writes of saved searches, as the route hands them down. */
export interface SavedSearchesData {
  searches: Read<SavedSearch[]>;
  create: Write<SavedSearchInput, SavedSearch>;
  update: Write<{ id: string; change: SavedSearchUpdate }, SavedSearch>;
  remove: Write<string>;
}

const ALERT_LABELS: Record<SavedSearchAlerts, string> = {
  instant: 'As soon as a grant matches',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No alerts',
};

const SAVE_WORDS = {
  success: 'Search saved: you will be told when a new grant matches',
  failure: 'The search could not be saved',
  failureShows: 'inline',
} as const;
const EDIT_WORDS = {
  success: 'Saved search updated',
  failure: 'The saved search could not be changed',
  failureShows: 'inline',
} as const;
const DELETE_WORDS = {
  success: 'Saved search deleted',
  failure: 'The saved search could not be deleted',
} as const;

const LIST_FAILED = 'Your saved searches could not be loaded';

const sameFilters = (a: SavedSearchFilters, b: SavedSearchFilters) =>
  JSON.stringify(normalizeFilters(a)) === JSON.stringify(normalizeFilters(b));

/** A name for the filters, offered when saving them. */
function suggestedName(filters: SavedSearchFilters): string {
  const parts = [
    filters.q,
    filters.sector,
    filters.saved ? 'saved grants' : undefined,
    filters.eligible ? 'eligible for me' : undefined,
  ].filter(Boolean);
  return parts.join(', ').slice(0, SAVED_SEARCH_NAME_MAX) || 'All grants';
}

interface FormValues {
  name: string;
  alerts: SavedSearchAlerts;
  closingWithinDays: number | '';
}

/** Name, alerts and closing window: the form of a new saved search and of an edit. */
function SavedSearchForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  onChange,
}: {
  initial: FormValues;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  const change = (next: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setNameError(undefined);
    onChange();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameError(SAVED_SEARCH_MESSAGES.nameRequired);
      return;
    }
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          value={values.name}
          error={nameError ?? error}
          onChange={(event) => change({ name: event.currentTarget.value })}
          data-autofocus
        />
        <NativeSelect
          label="Alerts"
          description="The bell tells you of new grants that match; digests group them."
          data={(Object.keys(ALERT_LABELS) as SavedSearchAlerts[]).map((value) => ({
            value,
            label: ALERT_LABELS[value],
          }))}
          value={values.alerts}
          onChange={(event) => change({ alerts: event.currentTarget.value as SavedSearchAlerts })}
        />
        <NumberInput
          label="Only grants closing within (days)"
          description="Leave empty for any deadline."
          min={1}
          max={CLOSING_WITHIN_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={values.closingWithinDays}
          onChange={(value) =>
            change({ closingWithinDays: typeof value === 'number' ? value : '' })
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const closingOf = (values: FormValues) =>
  values.closingWithinDays === '' ? null : values.closingWithinDays;

/**
 * "Get alerts for this search": shown where the user has just filtered, when the filters are
 * not saved yet. Saves them under a name, with the alerts chosen.
 */
export function SaveSearchOffer({
  data,
  filters,
}: {
  data: SavedSearchesData;
  filters: SavedSearchFilters;
}) {
  const { data: searches } = useQuery(data.searches);
  const [opened, setOpened] = useState(false);
  const create = useMutation({ ...data.create, meta: { words: SAVE_WORDS } });
  const saved = searches?.find((search) => sameFilters(search.filters, filters));
  // Saved, the offer gives way to what it became: focus goes there, not to the page's start.
  const savedNote = useRef<HTMLParagraphElement>(null);
  const justSaved = create.isSuccess && saved !== undefined;
  useEffect(() => {
    if (justSaved) savedNote.current?.focus();
  }, [justSaved]);
  if (!searches) return null;
  if (saved)
    return (
      <Text size="sm" c="dimmed" ref={savedNote} tabIndex={-1}>
        Saved as “{saved.name}”
      </Text>
    );
  const full = searches.length >= MAX_SAVED_SEARCHES;
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconBellRinging size={16} aria-hidden />}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => {
          create.reset();
          setOpened(true);
        }}
      >
        Get alerts for this search
      </Button>
      <LazyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Get alerts for this search"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {full ? (
          <Stack gap="sm">
            <Text size="sm">{SAVED_SEARCH_MESSAGES.tooMany}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setOpened(false)}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <SavedSearchForm
            initial={{ name: suggestedName(filters), alerts: 'instant', closingWithinDays: '' }}
            submitLabel="Save search"
            busy={create.isPending}
            error={writeError(create, SAVE_WORDS)}
            onChange={() => create.reset()}
            onCancel={() => setOpened(false)}
            onSubmit={(values) =>
              create.mutate(
                {
                  name: values.name.trim(),
                  filters: normalizeFilters(filters),
                  alerts: values.alerts,
                  closingWithinDays: closingOf(values),
                },
                { onSuccess: () => setOpened(false) },
              )
            }
          />
        )}
      </LazyModal>
    </>
  );
}

// A saved search's menu (Floating UI, focus handling) loads when its button is first pointed at,
// focused or pressed; its dialogs, when one first opens.
const loadMenu = () => import('./saved-search-menu');
const SavedSearchMenu = lazy(() => loadMenu().then((m) => ({ default: m.SavedSearchMenu })));
const preloadMenu = () => {
  void loadMenu().catch(() => undefined);
  preloadModal();
};

/** One saved search: a link that opens it, its new matches, and its Edit and Delete. */
function SavedSearchItem({
  search,
  active,
  onEdit,
  onDelete,
}: {
  search: SavedSearch;
  active: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const link = savedSearchLink(search.id, search.filters);
  return (
    <Group component="li" gap={4} wrap="nowrap">
      <Button
        variant={active ? 'filled' : 'default'}
        size="compact-sm"
        renderRoot={(props) => <Link {...props} to={link.to} search={link.search} />}
        rightSection={
          search.newCount > 0 ? (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Badge size="sm" color="red.8" variant="filled" component="span">
                {search.newCount} new
              </Badge>
            </>
          ) : undefined
        }
      >
        {search.name}
      </Button>
      <LazyOverlayButton
        overlay={SavedSearchMenu}
        overlayProps={{ onEdit, onDelete }}
        button={({ onClick, autoFocus, onKeyDown }) => (
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label={`Actions for ${search.name}`}
            onClick={onClick}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        )}
      />
    </Group>
  );
}

/**
 * The user's saved searches above the results: each opens with its filters in the URL and
 * shows how many grants are new since it was last opened; Edit renames it or changes its alerts
 * and closing window, Delete removes it (after asking).
 */
export function SavedSearchesPanel({
  data,
  activeId,
}: {
  data: SavedSearchesData;
  /** The saved search open now (its id in the URL): its link is the current page's. */
  activeId?: string;
}) {
  const list = useQuery(data.searches);
  const searches = list.data;
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const update = useMutation({ ...data.update, meta: { words: EDIT_WORDS } });
  const remove = useMutation({ ...data.remove, meta: { words: DELETE_WORDS } });
  if (list.isError && !list.isFetching)
    return (
      <Alert color="red" variant="light" role="alert" title={LIST_FAILED}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverMessageOr(list.error, LIST_FAILED)}</Text>
          <Button size="xs" variant="outline" color="red.9" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (!searches || searches.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="saved-searches" withBorder radius="md" p="md">
      <Title order={2} size="h5" id="saved-searches" mb="xs">
        Saved searches ({searches.length} of {MAX_SAVED_SEARCHES})
      </Title>
      <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {searches.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            active={search.id === activeId}
            onEdit={() => {
              update.reset();
              setEditing(search);
            }}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </Group>
      <LazyModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit saved search"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <SavedSearchForm
            initial={{
              name: editing.name,
              alerts: editing.alerts,
              closingWithinDays: editing.closingWithinDays ?? '',
            }}
            submitLabel="Save changes"
            busy={update.isPending}
            error={writeError(update, EDIT_WORDS)}
            onChange={() => update.reset()}
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              update.mutate(
                {
                  id: editing.id,
                  change: {
                    name: values.name.trim(),
                    alerts: values.alerts,
                    closingWithinDays: closingOf(values),
                  },
                },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
        )}
      </LazyModal>
      <LazyModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete saved search"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Delete “{deleting?.name}”? Its alerts stop; the grants themselves stay.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() =>
                deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Paper>
  );
}
