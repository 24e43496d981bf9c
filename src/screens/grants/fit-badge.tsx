import { Badge, Button, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { FIT_LABELS, type FitOutcome, type FitVerdict, type GrantFit } from '../../domain/fit';

/**
 * The badge's tint and its text. Mantine's light variant given a shade (`green.9`) paints the
 * badge in that shade and its text in the same colour: the words vanished. A hue for the tint and
 * a dark text colour of our own keep each verdict at 5:1 or more.
 */
const VERDICT_COLOURS: Record<FitVerdict, { tint: string; text: string }> = {
  good: { tint: 'green', text: '#1e6b30' },
  partial: { tint: 'yellow', text: '#7c4a03' },
  'not-eligible': { tint: 'red', text: '#a61e1e' },
};

const OUTCOME_WORDS: Record<FitOutcome, string> = {
  met: 'Meets',
  partial: 'Worth a look',
  unmet: 'Misses',
};

/** The verdict as a badge: its words carry it, the colour only repeats them. */
export function FitVerdictBadge({ verdict }: { verdict: FitVerdict }) {
  return (
    <Badge variant="light" color={VERDICT_COLOURS[verdict].tint} c={VERDICT_COLOURS[verdict].text}>
      {FIT_LABELS[verdict]}
    </Badge>
  );
}

/** The reasons behind a fit, each marked met, partly met or missed in words (not colour alone). */
export function FitReasons({ fit, id }: { fit: GrantFit; id?: string }) {
  return (
    <List id={id} size="sm" spacing={4}>
      {fit.reasons.map((reason) => (
        <List.Item key={reason.rule}>
          <Text span size="sm" fw={600}>
            {OUTCOME_WORDS[reason.outcome]}:
          </Text>{' '}
          {reason.text}
        </List.Item>
      ))}
    </List>
  );
}

/** A grant's fit badge, with its reasons opened on demand. Nothing without a profile. */
export function FitBadge({ fit, grantTitle }: { fit: GrantFit; grantTitle: string }) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  if (!fit.verdict) return null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <FitVerdictBadge verdict={fit.verdict} />
        <Button
          // No hover background: under the pointer, the text keeps its contrast.
          variant="transparent"
          size="compact-xs"
          aria-expanded={open}
          aria-controls={reasonsId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide reasons' : 'Why?'}
          <VisuallyHidden>
            {' '}
            {FIT_LABELS[fit.verdict]}: {grantTitle}
          </VisuallyHidden>
        </Button>
      </Group>
      {open && <FitReasons fit={fit} id={reasonsId} />}
    </Stack>
  );
}
