import { useTranslation } from 'react-i18next';
import { useLang, type PageProps } from '@h5/platform';
import { Empty } from '@h5/design-system';
import { formatUsdt } from '@h5/design-system/Amount';
import { PagedList } from '@h5/design-system/PagedList';
import { fetchDeposits } from '../../api/deposits.ts';
import type { Deposit } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { shortAddress } from '../../utils/addressFormat.ts';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const getKey = (deposit: Deposit) => deposit.id;

/** USDT deposits (`pages/user/usdt`): each deposit with its chain, amount, transaction and state. */
export function UsdtPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('deposits.title')}>
      <DepositList />
    </MemberPage>
  );
}

function DepositList() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchDeposits, { key: lang, rows: 20, getKey });
  return (
    <div className={styles.list}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        empty={<Empty title={t('deposits.empty')} />}
        renderItem={(deposit) => (
          <div className={styles.row} data-testid="deposit-row" data-state={deposit.state}>
            <div className={styles.rowMain}>
              <strong>
                {t('deposits.amount', { amount: formatUsdt(deposit.amount), chain: deposit.chain })}
              </strong>
              <span className={styles.state}>{t(`deposits.states.${deposit.state}`)}</span>
            </div>
            <span className={styles.mono}>
              {t('withdrawal.tx', { hash: shortAddress(deposit.txHash, 10) })}
            </span>
            <time className={styles.meta} dateTime={deposit.confirmedAt ?? deposit.createdAt}>
              {formatEntryTime(deposit.confirmedAt ?? deposit.createdAt)}
            </time>
          </div>
        )}
      />
    </div>
  );
}
