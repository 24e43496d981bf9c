import { offScreenSkipped } from '../shared/off-screen';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { DaysLeft } from '../shared/days-left';
import { memo } from 'react';
import type { GrantFit } from '../../domain/fit';
import { formatDate, formatUsd } from '../../domain/format';
import { sectorPreview } from '../../domain/grant-format';

/** The days left in the colour of their urgency: "9 days left" is not drawn as "90 days left". */
import { FitBadge } from './fit-badge';
import { decisionLabel } from '../../domain/grant-notes';
import type { Grant, GrantDecisionValue } from '../../api/schema.gen';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * A card off screen is neither styled nor laid out until it nears the viewport: the list's
 * arrival lays out a screenful, not every card.
 */
const OFF_SCREEN_SKIPPED = offScreenSkipped(340);

/** One top pick: sector, title, a 100-character sector preview, the three facts and the links. */
export const GrantCard = memo(function GrantCard({
  grant,
  saved,
  saving,
  onToggleSaved,
  fit,
  today,
  isNew = false,
  decision,
}: {
  /** The user's decision on the grant (its details' notes section), if any. */
  decision?: GrantDecisionValue;
  grant: Grant;
  /** New since the open saved search was last opened: marked New. */
  isNew?: boolean;
  /** Today's date (YYYY-MM-DD), for the days left. */
  today: string;
  /** How the grant fits the user (a badge with its reasons); absent without a profile. */
  fit?: GrantFit;
  saved: boolean;
  saving: boolean;
  /** Called with this card's grant (one function for every card, so a card is memoized). */
  onToggleSaved: (grant: Grant) => void;
}) {
  const Icon = saved ? IconBookmarkFilled : IconBookmark;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`grant-${grant.id}`}
      style={OFF_SCREEN_SKIPPED}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="filled">{grant.sector}</Badge>
            {isNew && (
              <Badge variant="filled" color="red.8">
                New
              </Badge>
            )}
            {decision && (
              <Badge variant="outline" color="dark">
                {decisionLabel(decision)}
              </Badge>
            )}
          </Group>
          <ActionIcon
            variant={saved ? 'filled' : 'subtle'}
            aria-label={saved ? `Remove ${grant.title} from saved grants` : `Save ${grant.title}`}
            aria-pressed={saved}
            disabled={saving}
            onClick={() => onToggleSaved(grant)}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Title order={2} size="h4" id={`grant-${grant.id}`}>
          {grant.title}
        </Title>
        {fit && <FitBadge fit={fit} grantTitle={grant.title} />}
        <Text size="sm" c="dimmed">
          {sectorPreview(grant.sectorDescription)}
        </Text>
        <Group gap="xl" mt="auto">
          <Fact label="Sector" value={grant.sector} />
          <Fact label="Funding Size" value={formatUsd(grant.fundingSize)} />
          <Fact label="Deadline" value={formatDate(grant.deadline)} />
        </Group>
        <DaysLeft grant={grant} today={today} />
        <Group justify="flex-end">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/grant-details" search={{ id: grant.id }} />
            )}
            variant="outline"
            aria-label={`More Details about ${grant.title}`}
          >
            More Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
