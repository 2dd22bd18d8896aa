import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plans.module.css';

type Props = {
  label: ReactNode;
  value: number | null;
  min: number;
  max: number;
  onChange: (value: number | null) => void;
  error?: ReactNode;
  'data-testid'?: string;
};

/**
 * A whole number within the server's limits: minus, the number (typed or stepped), plus. The buttons
 * stop at the limits; a typed number outside them is kept and refused at the field, so the member
 * sees why.
 */
export function CountStepper({ label, value, min, max, onChange, error, 'data-testid': testId }: Props) {
  const { t } = useTranslation('plans');
  const id = useId();
  const errorId = `${id}-error`;
  const step = (delta: number) => {
    const base = value ?? (delta > 0 ? min - 1 : min + 1);
    onChange(Math.min(max, Math.max(min, base + delta)));
  };
  return (
    <div className={styles.stepperField} data-invalid={error ? true : undefined} data-testid={testId}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepperRow}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => step(-1)}
            disabled={value !== null && value <= min}
            aria-label={t('form.fewer')}
          >
            −
          </button>
          <input
            id={id}
            className={styles.stepInput}
            inputMode="numeric"
            pattern="[0-9]*"
            value={value ?? ''}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
              onChange(digits ? Number(digits) : null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-range`}
          />
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => step(1)}
            disabled={value !== null && value >= max}
            aria-label={t('form.more')}
          >
            +
          </button>
        </div>
        <span id={`${id}-range`} className={styles.hint}>
          {t('form.range', { min, max })}
        </span>
      </div>
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
