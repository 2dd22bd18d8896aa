import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './ChoiceChips.module.css';

export type ChoiceChip = {
  value: string;
  /** One or two words or a figure ("0.5%", "25%", "Custom"). */
  label: ReactNode;
  disabled?: boolean;
};

export type ChoiceChipsProps = {
  /** The choices, in order; they share the row and wrap when they do not fit. */
  options: readonly ChoiceChip[];
  /** The chosen option's value; `undefined` while nothing is chosen. */
  value: string | undefined;
  /** Called with the value of the chip the member picks. */
  onChange: (value: string) => void;
  /** The question, shown above the chips and naming the group for screen readers. */
  label: ReactNode;
  /** Greys out and locks every chip. */
  disabled?: boolean;
  /** Form field name, when the group is part of a native form. */
  name?: string;
  /** Marks the group for tests. */
  'data-testid'?: string;
  /** Adds rules to the outer box. */
  className?: string;
};

/**
 * One short choice out of a few, as a row of chips (a slippage tolerance, a part of a holding):
 * radio semantics from `@radix-ui/react-radio-group` (arrow keys move and choose, Tab leaves the
 * row), each chip at least 44 px high. The chosen chip is filled, outlined and bold, so it is told
 * by more than its colour.
 */
export function ChoiceChips({
  options,
  value,
  onChange,
  label,
  disabled = false,
  name,
  className,
  'data-testid': testId,
}: ChoiceChipsProps) {
  const labelId = `chips-${useId()}`;
  return (
    <div className={cx(styles.field, className)} data-testid={testId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <RadixRadioGroup.Root
        className={styles.row}
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        name={name}
        orientation="horizontal"
        aria-labelledby={labelId}
      >
        {options.map((option) => (
          <RadixRadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.chip}
          >
            {option.label}
          </RadixRadioGroup.Item>
        ))}
      </RadixRadioGroup.Root>
    </div>
  );
}
