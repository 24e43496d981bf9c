import { Text, Textarea, VisuallyHidden } from '@mantine/core';
import { type ClipboardEvent, useState } from 'react';
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
  // A paste that does not fit is cut at the limit by the field (maxLength): say what was left out.
  const [cut, setCut] = useState<number | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (unit !== 'characters') return;
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text').replace(/\r\n?/g, '\n');
    const kept = field.value.length - (field.selectionEnd - field.selectionStart);
    const over = kept + pasted.length - max;
    setCut(over > 0 ? over : null);
  };
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
        onPaste={onPaste}
        onChange={(e) => {
          if (cut !== null && e.currentTarget.value.length < max) setCut(null);
          onChange(e.currentTarget.value);
        }}
      />
      {cut !== null && (
        <Text size="xs" c="red.8" fw={600} role="status" mt={4}>
          {pasteCutText(cut, max)}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{countAnnouncement(count, max, unit)}</VisuallyHidden>
    </div>
  );
}

/** What a paste beyond the limit lost. */
export const pasteCutText = (cut: number, max: number): string =>
  `Your paste did not fit the limit of ${max.toLocaleString('en-US')} characters: its last ${cut.toLocaleString('en-US')} ${cut === 1 ? 'character was' : 'characters were'} left out.`;
