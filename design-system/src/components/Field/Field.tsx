import { useId } from 'react';
import type { FieldsetHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Field.module.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  /** Inline message under the input; marks the input invalid. */
  error?: ReactNode;
  /** Content after the input (a unit, a "send code" button, a visibility toggle). */
  suffix?: ReactNode;
};

/** Labelled text input with an optional suffix and an inline error tied to the input. */
export function Field({ label, error, suffix, id, className, disabled, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = cx(input['aria-describedby'], invalid && errorId) || undefined;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={inputId}
          disabled={disabled}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {suffix && <div className={styles.suffix}>{suffix}</div>}
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}

export type FieldsetProps = FieldsetHTMLAttributes<HTMLFieldSetElement>;

/** The fields of a form, one under the other, without a frame; `disabled` disables them all. */
export function Fieldset({ className, ...rest }: FieldsetProps) {
  return <fieldset {...rest} className={cx(styles.fieldset, className)} />;
}
