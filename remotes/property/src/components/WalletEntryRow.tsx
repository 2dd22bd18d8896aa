import { useTranslation } from 'react-i18next';
import { Amount, formatInr, formatUsdt } from '@h5/design-system/Amount';
import type { WalletEntry } from '../api/walletTypes.ts';
import { formatEntryTime } from '../utils/formatEntryTime.ts';
import styles from './WalletEntryRow.module.css';

type Props = { entry: WalletEntry };

/** One line of the balance details: what happened, the signed amount, the balance after it and when. */
export function WalletEntryRow({ entry }: Props) {
  const { t } = useTranslation('property');
  const format = entry.asset === 'USDT' ? formatUsdt : formatInr;
  const after = entry.asset === 'USDT' ? `${format(entry.balanceAfter)} USDT` : format(entry.balanceAfter);
  return (
    <div className={styles.row} data-testid="wallet-entry" data-type={entry.type}>
      <div className={styles.main}>
        <span className={styles.type}>{entry.typeLabel}</span>
        <Amount className={styles.amount} value={entry.amount} currency={entry.asset} signed />
      </div>
      <div className={styles.meta}>
        <time dateTime={entry.createdAt}>{formatEntryTime(entry.createdAt)}</time>
        <span data-testid="wallet-entry-after">{t('moneyDetail.balanceAfter', { amount: after })}</span>
      </div>
    </div>
  );
}
