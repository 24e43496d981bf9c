import { useId } from 'react';
import classes from './segmented-toggle.module.css';

/**
 * A choice of two or three views that looks like Mantine's SegmentedControl: native radio
 * buttons (arrow keys move between them, a screen reader hears a radio group with its label)
 * styled by CSS alone. SegmentedControl measures its items to slide an indicator, which forces a
 * layout of the whole page while a screen first renders.
 */
export function SegmentedToggle<V extends string>({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: string }[];
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((item) => (
        <label
          key={item.value}
          className={classes.item}
          data-active={item.value === value || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
