import { useId, useLayoutEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../../icons/CheckIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'children'
> & {
  /** Ticked or not. */
  checked: boolean;
  /** Receives the new state when the member taps the box or its label. */
  onChange: (checked: boolean) => void;
  /**
   * Some of the options it stands for are ticked, not all ("select all" over a list): a dash, and
   * "mixed" for screen readers. A tap then gives `onChange(!checked)`; clear this flag in it.
   */
  indeterminate?: boolean;
  /** The label; may hold links (e.g. to the terms). */
  children: ReactNode;
  /** Inline message under the label; marks the checkbox invalid. */
  error?: ReactNode;
  /** Greys it out; it cannot be changed. */
  disabled?: boolean;
};

/**
 * A real checkbox with its label: the input fills a 44 px square around the 20 px box it draws, and
 * the whole row is the target. An error shows under the label. `className` adds rules.
 */
export function Checkbox({
  checked,
  onChange,
  indeterminate = false,
  children,
  error,
  id,
  className,
  disabled = false,
  ...input
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const inputRef = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property, not an attribute; a tap clears it in the page, so set it on
  // every render, not only when the prop changes.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });
  return (
    <div className={cx(styles.checkbox, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <span className={styles.control}>
          <input
            {...input}
            ref={inputRef}
            id={inputId}
            type="checkbox"
            className={styles.input}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-checked={indeterminate ? 'mixed' : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={cx(input['aria-describedby'], invalid && errorId) || undefined}
          />
          <span className={styles.box} aria-hidden="true" />
          <CheckIcon className={styles.mark} />
          <span className={styles.dash} aria-hidden="true" />
        </span>
        <span className={styles.text}>{children}</span>
      </label>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
