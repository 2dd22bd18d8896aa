import { useId, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { cx } from '../../utils/cx.ts';
import styles from './FormLayout.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type FormLayoutProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The form's sections (`FormSection`), one under the other. */
  children: ReactNode;
  /** Saves the form; the default submit is prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Leaves without saving; the Cancel button shows only with it. */
  onCancel?: () => void;
  /** The submit button's label, naming what it does ("Save changes"); by default "Save". */
  submitLabel?: string;
  /** The cancel button's label ("Discard"); by default "Cancel". */
  cancelLabel?: string;
  /** The form is being saved: the submit button spins and refuses a second click. */
  submitting?: boolean;
  /** A short state shown in the action bar, announced when it changes ("Unsaved changes"). */
  status?: ReactNode;
};

/**
 * A console form: titled sections of labelled fields, with Save and Cancel in an action bar that
 * stays at the bottom of the screen while the form scrolls. Labels stand left of their fields when
 * the form is 768 px wide or more, above them when narrower.
 */
export function FormLayout({
  children,
  onSubmit,
  onCancel,
  submitLabel,
  cancelLabel,
  submitting = false,
  status,
  className,
  ...rest
}: FormLayoutProps) {
  const { t } = useSubPathTranslation(texts);
  return (
    <form
      {...rest}
      className={cx(styles.form, className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) onSubmit(event);
      }}
    >
      <div className={styles.sections}>{children}</div>
      <div className={styles.actions}>
        <p className={styles.status} aria-live="polite">
          {status}
        </p>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel ?? t('formLayout.save')}
        </Button>
      </div>
    </form>
  );
}

export type FormSectionProps = {
  /** The section's title (an `h2`), which also names the section. */
  title: string;
  /** One or two sentences on what the fields change and when it applies. */
  description?: ReactNode;
  /** The section's rows (`FormRow`). */
  children: ReactNode;
};

/** A titled group of fields within a `FormLayout`. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description && <p className={styles.sectionDescription}>{description}</p>}
      </header>
      <div className={styles.rows}>{children}</div>
    </section>
  );
}

/** What a row's control receives: spread it on the input, select or textarea. */
export type FormControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FormRowProps = {
  /** What the field is, tied to the control. */
  label: string;
  /** The field must be filled: the label says "required" in words, not only with a mark. */
  required?: boolean;
  /** How to fill it, under the control ("From 10 to 50,000 USDT"). */
  help?: ReactNode;
  /** What is wrong, in one sentence, under the control: marks it invalid and is announced. */
  error?: ReactNode;
  /** The control, given its id and descriptions: `(control) => <input {...control} … />`. */
  children: (control: FormControlProps) => ReactNode;
};

/** One labelled field of a `FormSection`: label, control, help and error text tied together. */
export function FormRow({ label, required = false, help, error, children }: FormRowProps) {
  const { t } = useSubPathTranslation(texts);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(styles.row, invalid && styles.invalid)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <span className={styles.required}>{` (${t('formLayout.required')})`}</span>}
      </label>
      <div className={styles.field}>
        {children({
          id,
          'aria-describedby': cx(help ? helpId : false, invalid && errorId) || undefined,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
        })}
        {help && (
          <p id={helpId} className={styles.help}>
            {help}
          </p>
        )}
        <p id={errorId} className={styles.error} aria-live="polite">
          {invalid ? error : null}
        </p>
      </div>
    </div>
  );
}
