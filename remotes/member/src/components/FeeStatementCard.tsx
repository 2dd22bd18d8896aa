import { useTranslation } from 'react-i18next';
import { useLang } from '@h5/platform';
import { feeSplit } from '../utils/feeSplit.ts';
import { formatPercent } from '../utils/formatPercent.ts';
import styles from './FeeStatementCard.module.css';

const SHARES = ['management', 'dividend', 'member'] as const;

/** The fee statement every member is shown: how each fund income payment is shared. */
export function FeeStatementCard() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const percent = (share: (typeof SHARES)[number]) => formatPercent(feeSplit[share], lang);

  return (
    <section className={styles.card} aria-labelledby="member-fee-statement">
      <h2 id="member-fee-statement" className={styles.heading}>
        {t('fee.title')}
      </h2>
      <div className={styles.bar} aria-hidden="true">
        {SHARES.map((share) => (
          <span key={share} className={styles[share]} style={{ width: `${feeSplit[share]}%` }} />
        ))}
      </div>
      <dl className={styles.shares}>
        {SHARES.map((share) => (
          <div key={share} className={styles.share}>
            <dt>
              <span className={`${styles.dot} ${styles[share]}`} aria-hidden="true" />
              {t(`fee.${share}`)}
            </dt>
            <dd className={share === 'member' ? styles.memberValue : undefined}>{percent(share)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.statement}>
        {t('fee.statement', {
          management: percent('management'),
          dividend: percent('dividend'),
          member: percent('member'),
        })}
      </p>
      <p className={styles.firstIncome}>{t('fee.firstIncome')}</p>
    </section>
  );
}
