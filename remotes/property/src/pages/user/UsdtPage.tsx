import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { Button, Empty, Skeleton } from '@h5/design-system';
import { Amount, formatUsdt, formatUsdtBalance } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { PagedList } from '@h5/design-system/PagedList';
import { SectionTitle } from '@h5/design-system/Page';
import { fetchDepositNetworks, fetchDeposits } from '../../api/deposits.ts';
import type { Chain, Deposit, WalletSummary } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { StateBadge } from '../../components/StateBadge.tsx';
import { useDepositNotices } from '../../hooks/useDepositNotices.ts';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';
import { shortAddress } from '../../utils/addressFormat.ts';
import { depositDetail, withLiveDeposits } from '../../utils/depositStatus.ts';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import { DEPOSIT_STATE_TONE } from '../../utils/stateTone.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import { useAsyncData } from '@h5/platform/helpers';

const getKey = (deposit: Deposit) => deposit.id;

/**
 * USDT (`pages/user/usdt`): the USDT held (to 2 decimals, all 6 on tap), the way to deposit more,
 * then each deposit with its chain, amount, transaction and state: n of N confirmations while the
 * network confirms it, credited, below the minimum, or undone by the network. The socket's deposit
 * notices update it while it is open, and the balance once one is credited.
 */
export function UsdtPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('deposits.title')}>
      <UsdtRecords />
    </MemberPage>
  );
}

function UsdtRecords() {
  const { t } = useTranslation('property');
  const summary = useWalletSummary();
  const [live, setLive] = useState<ReadonlyMap<number, Deposit>>(new Map());
  const reloadSummary = summary.reload;
  useDepositNotices(
    useCallback(
      (deposit: Deposit) => {
        setLive((known) => new Map(known).set(deposit.id, deposit));
        if (deposit.state === 'credited') reloadSummary();
      },
      [reloadSummary],
    ),
  );
  return (
    <>
      <UsdtBalanceCard data={summary.data ?? summary.latest} />
      <SectionTitle>{t('deposit.records')}</SectionTitle>
      <DepositList live={live} />
    </>
  );
}

function UsdtBalanceCard({ data }: { data: WalletSummary | null }) {
  const { t } = useTranslation('property');
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

function DepositList({ live }: { live: ReadonlyMap<number, Deposit> }) {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchDeposits, { key: lang, rows: 20, getKey });
  // The minimum a deposit fell short of is its network's (the record does not repeat it).
  const networks = useAsyncData(lang, fetchDepositNetworks);
  const minimumOf = (chain: Chain) =>
    (networks.data ?? networks.latest)?.list.find((network) => network.chain === chain)?.minimum ?? null;
  const items = withLiveDeposits(list.items, live);
  return (
    <div className={styles.records}>
      <PagedList
        {...pagedListProps(list)}
        items={items}
        total={list.total + (items.length - list.items.length)}
        getKey={getKey}
        empty={
          <Card>
            <Empty title={t('deposits.empty')} />
          </Card>
        }
        renderItem={(deposit) => <DepositRow deposit={deposit} minimum={minimumOf(deposit.chain)} />}
      />
    </div>
  );
}

function DepositRow({ deposit, minimum }: { deposit: Deposit; minimum: string | null }) {
  const { t } = useTranslation('property');
  const tone = DEPOSIT_STATE_TONE[deposit.state];
  const detail = depositDetail(deposit, minimum ? formatUsdt(minimum) : null);
  return (
    <div className={styles.row} data-testid="deposit-row" data-state={deposit.state}>
      <div className={styles.rowMain}>
        <strong className={styles.rowAmount}>
          {t('deposits.amount', { amount: formatUsdt(deposit.amount), chain: deposit.chain })}
        </strong>
        <StateBadge tone={tone}>{t(`deposits.states.${deposit.state}`)}</StateBadge>
      </div>
      {detail && (
        <p className={styles.rowDetail} data-tone={tone} data-testid="deposit-detail">
          {t(detail.key, detail.values)}
        </p>
      )}
      <span className={styles.mono}>{t('withdrawal.tx', { hash: shortAddress(deposit.txHash, 10) })}</span>
      <time className={styles.meta} dateTime={deposit.confirmedAt ?? deposit.createdAt}>
        {formatEntryTime(deposit.confirmedAt ?? deposit.createdAt)}
      </time>
    </div>
  );
}
