import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * A long list drawn a page at a time: its first `page` items, then `page` more each time the
 * user asks. What a screen draws stays the same size however long the list grows (2,000 grants,
 * 1,000 files, an activity log of 500 entries), so opening it or changing a filter costs the
 * same (issue 65: 10x the data, the same interaction within 1.5x). The count drawn resets when
 * `listKey` changes (another folder, another filter).
 */
export function useShownCount(total: number, page: number, listKey: unknown = null): ShownCount {
  const [state, setState] = useState({ key: listKey, count: page });
  // A new list starts again at its first page (state adjusted while rendering, React's way).
  const count = Object.is(state.key, listKey) ? state.count : page;
  if (!Object.is(state.key, listKey)) setState({ key: listKey, count: page });
  return {
    shown: Math.min(total, count),
    total,
    page,
    more: () => setState({ key: listKey, count: count + page }),
  };
}

/** How much of a list drawn a page at a time shows, and how to show the next page. */
export interface ShownCount {
  shown: number;
  total: number;
  page: number;
  more: () => void;
}

/**
 * Under a list drawn a page at a time: how much of it shows, and a button for the next page.
 * Nothing when it all shows. Focus stays on the button, which stays under the list; the count
 * beside it is a status, so a screen reader says how many now show.
 */
export function ShowMore({
  list: { shown, total, page, more },
  noun,
}: {
  list: ShownCount;
  /** The plural of what the list holds, lower case: "grants", "files", "entries". */
  noun: string;
}) {
  const countId = useId();
  if (shown >= total) return null;
  const next = Math.min(page, total - shown);
  const format = (value: number) => value.toLocaleString('en-US');
  return (
    <Group gap="sm" justify="center">
      <Text size="sm" c="dimmed" role="status" id={countId}>
        {`Showing ${format(shown)} of ${format(total)} ${noun}`}
      </Text>
      <Button size="xs" variant="light" aria-describedby={countId} onClick={more}>
        {`Show ${format(next)} more`}
      </Button>
    </Group>
  );
}
