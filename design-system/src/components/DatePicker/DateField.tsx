import { CalendarIcon } from '@h5/design-system/Icons';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatReadableDate, todayIso } from '../../utils/isoDate.ts';
import type { IsoDate } from '../../utils/isoDate.ts';
import { DatePicker } from './DatePicker.tsx';
import { readTypedDate } from './dateRules.ts';
import type { DateProblem } from './dateRules.ts';
import styles from './DatePicker.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type DateFieldProps = {
  /** The field's label ("Date of birth"), also the calendar's heading unless `title` says otherwise. */
  label: ReactNode;
  /** The date, `YYYY-MM-DD`, or `''` for none. */
  value: IsoDate | '';
  /**
   * Called with the date as soon as the text is a date that is allowed, and with `''` while it is
   * not: a form never holds a date other than the one accepted.
   */
  onChange: (value: IsoDate | '') => void;
  /** The earliest date allowed, `YYYY-MM-DD`. */
  min?: IsoDate;
  /** The latest date allowed, `YYYY-MM-DD`; today's date refuses the future in those words. */
  max?: IsoDate;
  /** Today, `YYYY-MM-DD` (default: today on the device). */
  today?: IsoDate;
  /** The calendar's heading when it should differ from the label. */
  title?: ReactNode;
  /** Shown while the field is empty (default: the localized `YYYY-MM-DD`). */
  placeholder?: string;
  /** A message of the form's own (e.g. "Required"); the field's own message about typed text wins. */
  error?: ReactNode;
  /** Shows the field but lets nothing be typed or chosen. */
  disabled?: boolean;
  /** Sends the text with a form under this name. */
  name?: string;
  /** The input's id, which the label points to (generated when left out). */
  id?: string;
  /** Adds rules to the field. */
  className?: string;
};

/**
 * A date field: type it (`YYYY-MM-DD`, or eight digits) or choose it on a month calendar opened by
 * the button at its end. A date outside `min`–`max` is refused with a message when the field is
 * left, in the member's language.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  today = todayIso(),
  title,
  placeholder,
  error,
  disabled = false,
  name,
  id,
  className,
}: DateFieldProps) {
  const { t, i18n } = useSubPathTranslation(texts);
  const generatedId = useId();
  const inputId = id ?? `date-${generatedId}`;
  const errorId = `${inputId}-error`;
  const rules = { min, max, today };
  const [draft, setDraft] = useState<string>(value);
  // A value the page brings that breaks the rules (an old saved date) is pointed out at once.
  const [problem, setProblem] = useState<DateProblem | null>(() => readTypedDate(value, rules).problem);

  // The value changed from outside (the calendar, a reset): show it, unless the text already means it.
  if (draft !== value && readTypedDate(draft, rules).value !== value) {
    setDraft(value);
    setProblem(null);
  }

  const type = (text: string) => {
    setDraft(text);
    const typed = readTypedDate(text, rules);
    if (typed.value !== value) onChange(typed.value);
    // A message goes as soon as the text is right; a new one waits until the member is done.
    if (!typed.problem) setProblem(null);
  };

  const check = () => {
    const typed = readTypedDate(draft, rules);
    setProblem(typed.problem);
    if (typed.value) setDraft(typed.value);
  };

  const readable = (date: IsoDate | undefined) => (date ? formatReadableDate(date, i18n.language) : '');
  const messages: Record<DateProblem, string> = {
    invalid: t('datePicker.invalid'),
    future: t('datePicker.future'),
    afterMax: t('datePicker.afterMax', { date: readable(max) }),
    beforeMin: t('datePicker.beforeMin', { date: readable(min) }),
  };
  const shown = problem ? messages[problem] : error;
  const invalid = shown !== undefined && shown !== null && shown !== false && shown !== '';

  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabledField, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          placeholder={placeholder ?? t('datePicker.format')}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={check}
          onKeyDown={(event) => event.key === 'Enter' && check()}
        />
        <DatePicker
          title={title ?? label}
          value={value}
          onChange={(date) => {
            setProblem(null);
            onChange(date);
          }}
          min={min}
          max={max}
          today={today}
          trigger={
            <button
              type="button"
              className={styles.calendarButton}
              disabled={disabled}
              aria-label={t('datePicker.open')}
            >
              <CalendarIcon strokeWidth={1.8} />
            </button>
          }
        />
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? shown : null}
      </p>
    </div>
  );
}
