import { Amount } from '@h5/design-system/Amount';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './MoneyByKind.module.css';

export type MoneyRow = { kind: string; asset: string; balance: string };

/** Ledger balances by account kind and asset, as a plain table (a handful of rows, never paged). */
export function MoneyByKind({ rows }: { rows: readonly MoneyRow[] }) {
  const { t } = useConsoleTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('money.kind')}</th>
          <th scope="col">{t('money.asset')}</th>
          <th scope="col" className={styles.numeric}>
            {t('money.balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.asset}`}>
            <td>{t(`accountKinds.${row.kind}`, { defaultValue: row.kind })}</td>
            <td>{row.asset}</td>
            <td className={styles.numeric}>
              <Amount value={row.balance} currency={row.asset === 'USDT' ? 'USDT' : 'INR'} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
