import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressIcon, ChevronDownIcon } from '@h5/design-system/Icons';
import type { PlanDraft } from '../utils/planDraft.ts';
import styles from './plans.module.css';

type Props = {
  country: PlanDraft['country'];
  city: PlanDraft['city'];
  onOpen: () => void;
  error?: ReactNode;
};

/** The plan's country and city as one row that opens the place pages (`pages/system/choose-location`). */
export function LocationField({ country, city, onOpen, error }: Props) {
  const { t } = useTranslation('plans');
  const value = country
    ? city
      ? t('form.place', { city: city.name, country: country.name })
      : t('form.placeNoCity', { country: country.name })
    : null;
  return (
    <div className={styles.locationField} data-invalid={error ? true : undefined} data-testid="plan-location">
      <span id="plan-location-label" className={styles.fieldLabel}>
        {t('form.location')}
      </span>
      <button
        type="button"
        className={styles.locationButton}
        onClick={onOpen}
        aria-labelledby="plan-location-label plan-location-value"
        aria-describedby={error ? 'plan-location-error' : undefined}
        data-testid="plan-location-open"
      >
        <AddressIcon className={styles.locationIcon} aria-hidden="true" />
        <span id="plan-location-value" className={value ? styles.locationValue : styles.placeholder}>
          {value ?? t('form.locationPlaceholder')}
        </span>
        <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
      </button>
      <p id="plan-location-error" className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
