import { Text } from '@mantine/core';
import { deadlineTone, deadlineWords } from '../../domain/deadline';

/** Closed is grey, closing within the bell's window is red, else blue (contrast AA on white). */
const DEADLINE_COLORS = { closed: 'gray.7', soon: 'red.9', open: 'blue.9' } as const;

/** "12 days left", coloured by how soon: a grant card's and a draft's deadline, one way. */
export function DaysLeft({
  grant,
  today,
  size = 'sm',
}: {
  grant: { deadline: string; status?: string };
  today: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <Text size={size} fw={600} c={DEADLINE_COLORS[deadlineTone(grant, today)]}>
      {deadlineWords(grant, today)}
    </Text>
  );
}
