import { ChevronDownIcon } from '@h5/design-system/Icons';
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './SelectField.module.css';
import { texts } from './texts.ts';

/** One choice of the list. */
export type SelectOption = {
  /** What `onChange` receives; `''` for "any" in a filter. */
  value: string;
  /** What the list shows. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
};

export type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> & {
  /** What to choose, always shown above the box and tied to it. */
  label: ReactNode;
  /** The choices, in order. A filter starts with `{ value: '', label: 'Any status' }`. */
  options: readonly SelectOption[];
  /** The chosen option's value. */
  value: string;
  /** Receives the value of the option chosen. */
  onChange: (value: string) => void;
  /** How to choose, under the box. */
  hint?: ReactNode;
  /** What is wrong, in one sentence, under the box: marks it invalid and is announced. */
  error?: ReactNode;
  /** A choice must be made: the label says "required" in words, not only with a mark. */
  required?: boolean;
  /** Greys the box out and takes it out of the form. */
  disabled?: boolean;
  /** The select's id; a unique one is made when it is not given. */
  id?: string;
  /** Adds rules to the field's outer box (its place in a layout). */
  className?: string;
};

/**
 * A labelled native `<select>` with `Field`'s look: the browser's own list (keyboard, screen
 * readers and the phone's picker for free), a hint and an inline error. For a long list to search
 * in, use `PickerField`. Other props (`name`, `autoFocus` …) go to the `<select>`.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const { t } = useSubPathTranslation(texts);
  const generatedId = useId();
  const fieldId = id ?? `select-${generatedId}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = cx(select['aria-describedby'], hint ? hintId : false, invalid && errorId) || undefined;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
        {required && <span>{` (${t('selectField.required')})`}</span>}
      </label>
      <div className={styles.control}>
        <select
          {...select}
          id={fieldId}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
