import { Text, Textarea, VisuallyHidden } from '@mantine/core';
import {
  type CountUnit,
  countAnnouncement,
  countLevel,
  countOf,
  countText,
} from '../../domain/answer-count';

/**
 * A long answer with its live count under it ('312 / 5,000 characters'), amber near the limit
 * and red at it. The count itself is not a live region (it would speak at every keystroke); a
 * polite live region beside it speaks only when the count crosses a threshold.
 */
export function LongAnswer({
  label,
  value,
  max,
  unit = 'characters',
  error,
  onChange,
}: {
  label: string;
  value: string;
  /** The contract's maxLength. */
  max: number;
  unit?: CountUnit;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const count = countOf(value, unit);
  const level = countLevel(count, max);
  return (
    <div>
      <Textarea
        label={label}
        value={value}
        maxLength={unit === 'characters' ? max : undefined}
        error={error}
        rows={3}
        resize="vertical"
        withAsterisk
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text
            component="span"
            size="xs"
            display="block"
            ta="right"
            c={level === 'ok' ? 'dimmed' : level === 'near' ? 'orange.9' : 'red.8'}
            fw={level === 'ok' ? undefined : 600}
          >
            {countText(count, max, unit)}
          </Text>
        }
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <VisuallyHidden aria-live="polite">{countAnnouncement(count, max, unit)}</VisuallyHidden>
    </div>
  );
}
