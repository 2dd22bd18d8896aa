import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './RadioGroup.module.css';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A line under the label (a fee, a limit, what the choice means). */
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'dir'> & {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen option's value; `undefined` while nothing is chosen. */
  value: string | undefined;
  /** Called with the value of the option the member picks. */
  onChange: (value: string) => void;
  /** The question, shown above the options and naming the group for screen readers. */
  label?: ReactNode;
  /** `vertical`: one option per row, room for descriptions; `inline`: a few short options side by side, wrapping. */
  layout?: 'vertical' | 'inline';
  /** Inline message under the options; marks the group invalid. */
  error?: ReactNode;
  /** Greys out and locks every option. */
  disabled?: boolean;
  /** Form field name, when the group is part of a native form. */
  name?: string;
};

/**
 * One choice out of a few (`@radix-ui/react-radio-group`: arrow keys move and choose, Tab leaves
 * the group). Each option is a full row of at least 44 px; the label and description are its name
 * and description for screen readers.
 */
export function RadioGroup({
  options,
  value,
  onChange,
  label,
  layout = 'vertical',
  error,
  disabled = false,
  name,
  id,
  className,
  ...rest
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? `radio-${generatedId}`;
  const labelId = `${groupId}-label`;
  const errorId = `${groupId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const hasLabel = label !== undefined && label !== null;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, className)}>
      {hasLabel && (
        <p id={labelId} className={styles.label}>
          {label}
        </p>
      )}
      <RadixRadioGroup.Root
        {...rest}
        id={groupId}
        className={cx(styles.group, styles[layout])}
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        name={name}
        orientation={layout === 'inline' ? 'horizontal' : 'vertical'}
        aria-labelledby={rest['aria-labelledby'] ?? (hasLabel ? labelId : undefined)}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(rest['aria-describedby'], invalid && errorId) || undefined}
      >
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          const descriptionId = `${optionId}-description`;
          const hasDescription = option.description !== undefined && option.description !== null;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cx(styles.option, (disabled || option.disabled) && styles.disabled)}
            >
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={hasDescription ? descriptionId : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <span className={styles.text}>
                <span className={styles.optionLabel}>{option.label}</span>
                {hasDescription && (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </RadixRadioGroup.Root>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
