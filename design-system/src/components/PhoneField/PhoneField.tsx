import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@h5/design-system/Icons';
import type { PickerOption } from '@h5/design-system/Picker';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';
import styles from './PhoneField.module.css';

// The country list (a sheet, Radix Dialog underneath) comes when the member opens it: a form with a
// phone field does not carry the sheet's code on its first load.
const Picker = lazy(() => import('@h5/design-system/Picker').then((module) => ({ default: module.Picker })));

/** One country the number may belong to: its key, its calling code and its name in the language. */
export type PhonePrefix = {
  /** Unique in the list (an ISO country code: several countries share `+1`). */
  value: string;
  /** The calling code with its plus (`+91`). */
  code: string;
  /** The country's name, as the picker lists it. */
  label: string;
  /** Other words the search finds it by (the English name). */
  keywords?: readonly string[];
};

export type PhoneFieldProps = {
  label: ReactNode;
  prefixes: readonly PhonePrefix[];
  /** The chosen prefix's `value`. */
  prefix: string;
  onPrefixChange: (value: string) => void;
  /** The number without its prefix, as typed. */
  number: string;
  onNumberChange: (number: string) => void;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  'data-testid'?: string;
};

/**
 * A phone number with its country: the calling code on a button that opens a searchable `Picker`
 * of countries, and the number beside it (a `tel` input). The error is tied to the number.
 */
export function PhoneField({
  label,
  prefixes,
  prefix,
  onPrefixChange,
  number,
  onNumberChange,
  error,
  placeholder,
  disabled = false,
  id,
  name,
  'data-testid': testId,
}: PhoneFieldProps) {
  const { t } = useSubPathTranslation(texts);
  const generatedId = useId();
  const inputId = id ?? `phone-${generatedId}`;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const [choosing, setChoosing] = useState(false);
  // Mounted from the first opening on, so the sheet can close with its animation and hand the focus back.
  const [picked, setPicked] = useState(false);
  const chosen = prefixes.find((option) => option.value === prefix);
  const options = useMemo<PickerOption[]>(
    () =>
      prefixes.map((option) => ({
        value: option.value,
        label: option.label,
        description: option.code,
        keywords: [option.code, option.value, ...(option.keywords ?? [])],
      })),
    [prefixes],
  );
  return (
    <div
      className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled)}
      data-testid={testId}
    >
      <label id={labelId} className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.prefix}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={choosing}
          aria-label={t('phoneField.prefixLabel', {
            code: chosen?.code ?? '—',
            country: chosen?.label ?? '',
          })}
          data-testid={testId ? `${testId}-prefix` : undefined}
          onClick={() => {
            setPicked(true);
            setChoosing(true);
          }}
        >
          <span>{chosen?.code ?? '+'}</span>
          <ChevronDownIcon aria-hidden="true" />
        </button>
        {picked && (
          <Suspense fallback={null}>
            <Picker
              open={choosing}
              onOpenChange={setChoosing}
              title={t('phoneField.prefixTitle')}
              options={options}
              value={prefix}
              onChange={onPrefixChange}
              searchable
            />
          </Suspense>
        )}
        <input
          id={inputId}
          name={name}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onNumberChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-testid={testId ? `${testId}-number` : undefined}
        />
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
