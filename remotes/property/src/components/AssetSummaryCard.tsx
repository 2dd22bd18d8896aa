import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system';
import type { WalletSummary } from '../api/walletTypes.ts';
import styles from './AssetSummaryCard.module.css';

type Props = { summary: WalletSummary };

/** The member's total assets and what they are made of. */
export function AssetSummaryCard({ summary }: Props) {
  const { t } = useTranslation('property');
  const parts = [
    { key: 'balance', label: t('property.balance'), value: summary.balance, currency: 'INR' },
    { key: 'usdt', label: t('property.usdt'), value: summary.usdt, currency: 'USDT' },
    { key: 'piggy', label: t('property.piggyBank'), value: summary.piggyBank, currency: 'INR' },
    { key: 'locked', label: t('property.locked'), value: summary.locked, currency: 'INR' },
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="property-total">
      <h2 id="property-total" className={styles.label}>
        {t('property.totalAssets')}
      </h2>
      <p className={styles.total} data-testid="asset-total">
        <Amount value={summary.totalAssets} />
      </p>
      <dl className={styles.parts}>
        {parts.map((part) => (
          <div key={part.key} className={styles.part}>
            <dt className={styles.partLabel}>{part.label}</dt>
            <dd className={styles.partValue} data-testid={`asset-${part.key}`}>
              <Amount value={part.value} currency={part.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
