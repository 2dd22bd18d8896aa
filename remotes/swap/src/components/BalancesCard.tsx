import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import type { WalletSummary } from '@h5/api/contract/ledger';
import styles from './swap.module.css';

/** The two balances a swap moves between. */
export function BalancesCard({ summary }: { summary: WalletSummary }) {
  const { t } = useTranslation('swap');
  return (
    <Card as="section" aria-label={t('balances.label')}>
      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt>{t('balances.INR')}</dt>
          <dd>
            <Amount value={summary.balance} data-testid="swap-balance-inr" />
          </dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('balances.USDT')}</dt>
          <dd>
            <Amount value={summary.usdt} currency="USDT" balance data-testid="swap-balance-usdt" />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
