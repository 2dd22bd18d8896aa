import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system';
import type { PiggyBank } from '../api/walletTypes.ts';
import styles from './PiggyBankCard.module.css';

type Props = { piggy: PiggyBank };

/** What the piggy bank holds, the annual rate it earns and the interest paid so far. */
export function PiggyBankCard({ piggy }: Props) {
  const { t } = useTranslation('property');
  return (
    <section className={styles.card} aria-labelledby="piggy-held">
      <h2 id="piggy-held" className={styles.label}>
        {t('under.held')}
      </h2>
      <p className={styles.held} data-testid="piggy-amount">
        <Amount value={piggy.amount} />
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('under.rate')}</dt>
          <dd className={styles.factValue} data-testid="piggy-rate">
            {t('under.rateValue', { rate: piggy.annualRatePercent })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('under.interestTotal')}</dt>
          <dd className={styles.factValue} data-testid="piggy-interest">
            <Amount value={piggy.interestTotal} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
