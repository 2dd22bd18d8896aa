import { useTranslation } from 'react-i18next';
import { formatDate } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import type { TrialQuota } from '@h5/api/contract/fund';
import styles from './TrialQuotaChoice.module.css';

type Props = {
  quotas: readonly TrialQuota[];
  /** The chosen quota, or null for the balance. */
  value: number | null;
  onChange: (quotaId: number | null) => void;
  balance: string;
};

/** Pay from the balance or with one of the member's trial quotas (radio group). */
export function TrialQuotaChoice({ quotas, value, onChange, balance }: Props) {
  const { t } = useTranslation('investments');
  const options = [
    { id: null, title: t('buy.fromBalance'), detail: `${t('buy.available')} ${formatInr(balance)}` },
    ...quotas.map((quota) => ({
      id: quota.id,
      title: t('buy.fromTrial', { amount: formatInr(quota.amount) }),
      detail: [
        quota.fundId === null ? t('buy.trialAnyFund') : null,
        quota.expiresAt ? t('buy.trialExpires', { date: formatDate(new Date(quota.expiresAt)) }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  ];
  return (
    <div className={styles.group} role="radiogroup" aria-label={t('buy.source')}>
      <span className={styles.label}>{t('buy.source')}</span>
      {options.map((option) => (
        <button
          key={option.id ?? 'balance'}
          type="button"
          role="radio"
          aria-checked={option.id === value}
          className={styles.option}
          onClick={() => onChange(option.id)}
          data-testid={option.id === null ? 'source-balance' : 'source-trial'}
        >
          <span className={styles.radio} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.title}>{option.title}</span>
            {option.detail && <span className={styles.detail}>{option.detail}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
