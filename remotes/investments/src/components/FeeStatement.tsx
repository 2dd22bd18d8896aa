import { useTranslation } from 'react-i18next';
import type { FundDetail } from '@h5/api/contract/fund';
import { Card } from '@h5/design-system/Card';
import { formatPercent } from '../utils/formatPercent.ts';
import styles from './FeeStatement.module.css';

const SHARES = [
  { key: 'management', field: 'managementFeePercent' },
  { key: 'dividend', field: 'platformDividendPercent' },
  { key: 'member', field: 'memberPercent' },
] as const;

/**
 * The fee statement (spec §1): how each income of a fund is shared, 5 % / 50 % / 45 %, and that the
 * first income arrives 24 h after purchase.
 */
export function FeeStatement({ fees }: { fees: FundDetail['fees'] }) {
  const { t } = useTranslation('investments');
  const percent = (field: (typeof SHARES)[number]['field']) => formatPercent(fees[field]);
  return (
    <Card as="section" aria-labelledby="investments-fee-statement" data-testid="fee-statement">
      <h2 id="investments-fee-statement" className={styles.heading}>
        {t('fees.title')}
      </h2>
      <div className={styles.bar} aria-hidden="true">
        {SHARES.map((share) => (
          <span
            key={share.key}
            className={styles[share.key]}
            style={{ width: `${Number(fees[share.field])}%` }}
          />
        ))}
      </div>
      <dl className={styles.shares}>
        {SHARES.map((share) => (
          <div key={share.key} className={styles.share}>
            <dt>
              <span className={`${styles.dot} ${styles[share.key]}`} aria-hidden="true" />
              {t(`fees.${share.key}`)}
            </dt>
            <dd className={share.key === 'member' ? styles.memberValue : undefined}>
              {percent(share.field)}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.statement}>
        {t('fees.statement', {
          management: percent('managementFeePercent'),
          dividend: percent('platformDividendPercent'),
          member: percent('memberPercent'),
        })}
      </p>
      <p className={styles.firstIncome}>{t('fees.firstIncome')}</p>
    </Card>
  );
}
