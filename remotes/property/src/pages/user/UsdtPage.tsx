import { useTranslation } from 'react-i18next';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { Button, Empty, Skeleton } from '@h5/design-system';
import { Amount, formatUsdt, formatUsdtBalance } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { PagedList } from '@h5/design-system/PagedList';
import { SectionTitle } from '@h5/design-system/Page';
import { fetchDeposits } from '../../api/deposits.ts';
import type { Deposit } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { StateBadge } from '../../components/StateBadge.tsx';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';
import { shortAddress } from '../../utils/addressFormat.ts';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import { DEPOSIT_STATE_TONE } from '../../utils/stateTone.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const getKey = (deposit: Deposit) => deposit.id;

/**
 * USDT (`pages/user/usdt`): the USDT held (to 2 decimals, all 6 on tap), the way to deposit more,
 * then each deposit with its chain, amount, transaction and state.
 */
export function UsdtPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('deposits.title')}>
      <UsdtBalanceCard />
      <SectionTitle>{t('deposit.records')}</SectionTitle>
      <DepositList />
    </MemberPage>
  );
}

function UsdtBalanceCard() {
  const { t } = useTranslation('property');
  const summary = useWalletSummary();
  const data = summary.data ?? summary.latest;
  return (
    <Card as="section" aria-labelledby="usdt-balance">
      <div className={styles.balanceRow}>
        <div className={styles.balanceText}>
          <h2 id="usdt-balance" className={styles.balanceLabel}>
            {t('deposits.balance')}
          </h2>
          {data ? (
            <p className={styles.balanceFigure}>
              <Amount value={data.usdt} currency="USDT" balance data-testid="usdt-balance" />
            </p>
          ) : (
            <Skeleton rows={1} />
          )}
        </div>
        <Button variant="secondary" onClick={() => navigation.navigate('pages/user/upcoin')}>
          {t('entries.deposit')}
        </Button>
      </div>
      {data && formatUsdtBalance(data.usdt).hidesDigits && (
        <p className={styles.meta}>{t('deposits.balanceHint')}</p>
      )}
    </Card>
  );
}

function DepositList() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchDeposits, { key: lang, rows: 20, getKey });
  return (
    <div className={styles.records}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        empty={
          <Card>
            <Empty title={t('deposits.empty')} />
          </Card>
        }
        renderItem={(deposit) => (
          <div className={styles.row} data-testid="deposit-row" data-state={deposit.state}>
            <div className={styles.rowMain}>
              <strong className={styles.rowAmount}>
                {t('deposits.amount', { amount: formatUsdt(deposit.amount), chain: deposit.chain })}
              </strong>
              <StateBadge tone={DEPOSIT_STATE_TONE[deposit.state]}>
                {t(`deposits.states.${deposit.state}`)}
              </StateBadge>
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
