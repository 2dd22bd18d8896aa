import { useId } from 'react';
import type { FieldsetHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Field.module.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** What to type, always shown above the box and tied to the input (a placeholder is no label). */
  label: ReactNode;
  /**
   * What is wrong, in one sentence, under the box: marks the input invalid (`aria-invalid`),
   * describes it (`aria-describedby`) and is announced when it appears.
   */
  error?: ReactNode;
  /** Content after the input (a unit, a "send code" button, a visibility toggle). */
  suffix?: ReactNode;
  /** The input's id; a unique one is made when it is not given. */
  id?: string;
  /** Greys the box out and takes the input out of the form; a `Fieldset disabled` does it to all. */
  disabled?: boolean;
  /** Adds rules to the field's outer box (its place in a layout). */
  className?: string;
};

/**
 * Labelled text input with an optional suffix and an inline error tied to the input. Every other
 * prop (`value`, `onChange`, `type`, `inputMode`, `autoComplete`, `placeholder` …) goes to the input.
 */
export function Field({ label, error, suffix, id, className, disabled = false, ...input }: FieldProps) {
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

export type FieldsetProps = FieldsetHTMLAttributes<HTMLFieldSetElement> & {
  /** Disables every field and button inside, e.g. while the form is sent or the action is locked. */
  disabled?: boolean;
};

/** The fields of a form, one under the other, without a frame; `disabled` disables them all. */
export function Fieldset({ className, ...rest }: FieldsetProps) {
  return <fieldset {...rest} className={cx(styles.fieldset, className)} />;
}
