import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './TextAreaField.module.css';
import { texts } from './texts.ts';

export type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** What to write, always shown above the box and tied to it. */
  label: ReactNode;
  /** The text. */
  value: string;
  /** Receives the text as it is typed. */
  onChange: (value: string) => void;
  /** The most characters allowed: typing stops there, and a counter under the box shows how many. */
  maxLength?: number;
  /** How to fill it, under the box ("The member reads this reason"). */
  hint?: ReactNode;
  /** What is wrong, in one sentence, under the box: marks it invalid and is announced. */
  error?: ReactNode;
  /** It must be filled: the label says "required" in words, not only with a mark. */
  required?: boolean;
  /** Greys the box out and takes it out of the form. */
  disabled?: boolean;
  /** Lines of text the box shows before it scrolls; it can be dragged taller. */
  rows?: number;
  /** The textarea's id; a unique one is made when it is not given. */
  id?: string;
  /** Adds rules to the field's outer box (its place in a layout). */
  className?: string;
};

/**
 * A labelled box for a few lines of text (a reason, a memo, a notice's body), with `Field`'s look,
 * a hint, an inline error and, with `maxLength`, a counter. Other props go to the `<textarea>`.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  required = false,
  disabled = false,
  rows = 4,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useSubPathTranslation(texts);
  const generatedId = useId();
  const fieldId = id ?? `textarea-${generatedId}`;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    cx(
      textarea['aria-describedby'],
      hint ? hintId : false,
      maxLength !== undefined && countId,
      invalid && errorId,
    ) || undefined;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
        {required && <span>{` (${t('textAreaField.required')})`}</span>}
      </label>
      <textarea
        {...textarea}
        id={fieldId}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {(hint || maxLength !== undefined) && (
        <div className={styles.below}>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {maxLength !== undefined && (
            <p id={countId} className={styles.count}>
              {/* Short on screen; in words for screen readers, read with the box, not at every key. */}
              <span aria-hidden="true">{`${value.length}/${maxLength}`}</span>
              <span className={styles.visuallyHidden}>
                {t('textAreaField.count', { count: value.length, max: maxLength })}
              </span>
            </p>
          )}
        </div>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
