import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../../icons/CheckIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'children'
> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; may hold links (e.g. to the terms). */
  children: ReactNode;
  /** Inline message under the label; marks the checkbox invalid. */
  error?: ReactNode;
};

/** A real checkbox with its label, a 44 px target and an inline error. */
export function Checkbox({
  checked,
  onChange,
  children,
  error,
  id,
  className,
  disabled,
  ...input
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(styles.checkbox, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <span className={styles.control}>
          <input
            {...input}
            id={inputId}
            type="checkbox"
            className={styles.input}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid || undefined}
            aria-describedby={cx(input['aria-describedby'], invalid && errorId) || undefined}
          />
          <CheckIcon className={styles.mark} />
        </span>
        <span className={styles.text}>{children}</span>
      </label>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
