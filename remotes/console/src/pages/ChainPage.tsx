import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState, Skeleton } from '@h5/design-system';
import { Amount, formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { CountTabs } from '@h5/design-system/CountTabs';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { AdminPayout, ChainStatus, ChainStatusAnswer, PayoutState } from '@h5/api/contract/chain';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { usePolledData } from '../hooks/usePolledData.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { CONSOLE_SECTIONS } from '../navigation/consoleSections.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import {
  DEPOSIT_FILTERS,
  depositsHref,
  gasCoin,
  gasEmpty,
  shortHex,
  syncLagging,
  type DepositFilter,
} from '../utils/chainHealth.ts';
import styles from './ChainPage.module.css';

/** How often the page asks again (the watcher passes every second or so). */
const REFRESH_MS = 10_000;

const PAYOUT_STATES: readonly PayoutState[] = ['sent', 'confirmed', 'failed'];
const PAYOUT_TONES: Record<PayoutState, TagTone> = {
  sent: 'warning',
  confirmed: 'success',
  failed: 'danger',
};

const depositCount = (status: ChainStatus, filter: DepositFilter) =>
  filter === 'reorged' ? status.deposits.reorgedAfterCredit : status.deposits[filter];

type FactRow = { label: string; value: ReactNode; tone?: 'danger'; testId?: string; href?: string };

/** Labels and values, one line each (a long value wraps under its label); a label may link to its list. */
function Facts({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.label} className={styles.fact}>
          <dt className={styles.factLabel}>{row.href ? <a href={row.href}>{row.label}</a> : row.label}</dt>
          <dd
            className={row.tone === 'danger' ? `${styles.factValue} ${styles.error}` : styles.factValue}
            data-testid={row.testId}
          >
            {row.value === null || row.value === undefined || row.value === '' ? '—' : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a chain's card. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.part}>
      <h3 className={styles.subheading}>{title}</h3>
      {children}
    </div>
  );
}

/** One network: what the watcher read, the hot wallet, what is left to collect, deposits and payouts. */
function ChainCard({ status, depositsOpen }: { status: ChainStatus; depositsOpen: boolean }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const { chain, sync, hotWallet, collection } = status;
  const headingId = `chain-${chain}`;
  const coin = gasCoin(chain);
  const lagging = syncLagging(status);

  const deposits = (
    <Part title={t('chain.deposits.title')}>
      <Facts
        rows={DEPOSIT_FILTERS.map((filter) => {
          const label = filter === 'reorged' ? t('deposits.reorgedTab') : t(`deposits.state.${filter}`);
          const count = depositCount(status, filter);
          return {
            label,
            value: count,
            href: depositsOpen ? depositsHref(filter) : undefined,
            tone: filter === 'reorged' && count > 0 ? 'danger' : undefined,
            testId: `chain-${chain}-deposits-${filter}`,
          };
        })}
      />
    </Part>
  );

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`chain-${chain}`}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.heading}>
          {chain}
        </h2>
        <Tag tone={status.served ? 'success' : 'neutral'}>
          {status.served ? t('chain.served') : t('chain.notServed')}
        </Tag>
      </header>

      {!status.served && (
        <p className={styles.quiet}>
          {chain === 'TRC20' ? t('chain.tronHint') : t('chain.notServedHint', { chain })}
        </p>
      )}

      {hotWallet?.low && hotWallet.usdtBalance && (
        <Banner tone="warning" role="status" className={styles.banner}>
          {t('chain.hotWallet.low', {
            balance: formatUsdt(hotWallet.usdtBalance),
            threshold: formatUsdt(hotWallet.lowThreshold),
          })}
        </Banner>
      )}
      {gasEmpty(hotWallet) && (
        <Banner tone="danger" role="status" className={styles.banner}>
          {t('chain.hotWallet.noGas', { coin })}
        </Banner>
      )}
      {lagging && sync && (
        <Banner tone="warning" role="status" className={styles.banner}>
          {t('chain.sync.lagging', { lag: sync.lag, confirmations: status.confirmations })}
        </Banner>
      )}
      {status.deposits.reorgedAfterCredit > 0 && (
        <Banner tone="danger" role="status" className={styles.banner}>
          {t('chain.reorged', { count: status.deposits.reorgedAfterCredit, chain })}
        </Banner>
      )}

      <div className={styles.parts}>
        {status.served && (
          <Part title={t('chain.sync.title')}>
            {sync ? (
              <Facts
                rows={[
                  { label: t('chain.sync.height'), value: sync.syncedHeight.toLocaleString() },
                  { label: t('chain.sync.head'), value: sync.head.toLocaleString() },
                  {
                    label: t('chain.sync.lag'),
                    value: (
                      <span className={styles.inline}>
                        <Tag tone={lagging ? 'warning' : 'success'}>
                          {lagging ? t('chain.sync.behind') : t('chain.sync.upToDate')}
                        </Tag>
                        {sync.lag.toLocaleString()}
                      </span>
                    ),
                    testId: `chain-${chain}-lag`,
                  },
                  { label: t('chain.sync.headSeenAt'), value: dateTime(sync.headSeenAt) },
                  { label: t('chain.sync.confirmations'), value: status.confirmations },
                  {
                    label: t('chain.sync.minimum'),
                    value: status.minimum && <Amount value={status.minimum} currency="USDT" />,
                  },
                  {
                    label: t('chain.sync.lastError'),
                    value: sync.lastError,
                    tone: sync.lastError ? 'danger' : undefined,
                  },
                ]}
              />
            ) : (
              <p className={styles.quiet}>{t('chain.sync.never')}</p>
            )}
          </Part>
        )}

        {status.served && (
          <Part title={t('chain.hotWallet.title')}>
            {hotWallet ? (
              <>
                <code className={styles.address}>{hotWallet.address}</code>
                <Facts
                  rows={[
                    {
                      label: t('chain.hotWallet.usdt'),
                      value: hotWallet.usdtBalance ? (
                        <span className={styles.inline}>
                          {hotWallet.low && <Tag tone="warning">{t('chain.hotWallet.lowTag')}</Tag>}
                          <Amount value={hotWallet.usdtBalance} currency="USDT" />
                        </span>
                      ) : (
                        t('chain.hotWallet.notRead')
                      ),
                    },
                    {
                      label: t('chain.hotWallet.gas', { coin }),
                      value: hotWallet.nativeBalance ?? t('chain.hotWallet.notRead'),
                    },
                    {
                      label: t('chain.hotWallet.lowThreshold'),
                      value: <Amount value={hotWallet.lowThreshold} currency="USDT" />,
                    },
                    { label: t('chain.hotWallet.balanceAt'), value: dateTime(hotWallet.balanceAt) },
                  ]}
                />
              </>
            ) : (
              <p className={styles.quiet}>{t('chain.hotWallet.none')}</p>
            )}
          </Part>
        )}

        {status.served && (
          <Part title={t('chain.collection.title')}>
            <Facts
              rows={[
                {
                  label: t('chain.collection.uncollected'),
                  value: <Amount value={collection.uncollected} currency="USDT" />,
                },
                { label: t('chain.collection.addresses'), value: String(collection.addresses) },
                { label: t('chain.collection.lastCollectedAt'), value: dateTime(collection.lastCollectedAt) },
              ]}
            />
            <p className={styles.note}>{t('chain.collection.hint')}</p>
          </Part>
        )}

        {deposits}

        {status.served && (
          <Part title={t('chain.payouts.title')}>
            <Facts
              rows={PAYOUT_STATES.map((state) => ({
                label: t(`chain.payouts.state.${state}`),
                value: status.payouts[state],
                tone: state === 'failed' && status.payouts.failed > 0 ? 'danger' : undefined,
              }))}
            />
          </Part>
        )}
      </div>
    </section>
  );
}

/** Every payout by state, newest first, asked again with the status. */
function PayoutsTable({ list }: { list: readonly ChainStatus[] }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const [state, setState] = useState('all');
  const payouts = useServerTable<AdminPayout>('/Admin/payouts');
  const { reload, applyFilters } = payouts;
  // Each new status (every 10 s) asks for the rows again; the first came with the page.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [list, reload]);

  const total = (s: PayoutState) => list.reduce((sum, chain) => sum + chain.payouts[s], 0);
  const failed = total('failed');

  const columns: DataTableColumn<AdminPayout>[] = [
    {
      id: 'withdrawal',
      header: t('chain.payouts.columns.withdrawal'),
      cell: (p) => `#${p.withdrawalId}`,
      numeric: true,
    },
    { id: 'chain', header: t('chain.payouts.columns.chain'), cell: (p) => p.chain },
    {
      id: 'amount',
      header: t('chain.payouts.columns.amount'),
      cell: (p) => <Amount value={p.amount} currency="USDT" />,
      numeric: true,
    },
    {
      id: 'state',
      header: t('chain.payouts.columns.state'),
      cell: (p) => <Tag tone={PAYOUT_TONES[p.state]}>{t(`chain.payouts.state.${p.state}`)}</Tag>,
    },
    {
      id: 'to',
      header: t('chain.payouts.columns.to'),
      cell: (p) => (
        <code className={styles.hex} title={p.toAddress}>
          {shortHex(p.toAddress)}
        </code>
      ),
    },
    {
      id: 'txHash',
      header: t('chain.payouts.columns.txHash'),
      cell: (p) => (
        <code className={styles.hex} title={p.txHash}>
          {shortHex(p.txHash, 8)}
        </code>
      ),
    },
    { id: 'nonce', header: t('chain.payouts.columns.nonce'), cell: (p) => p.nonce, numeric: true },
    { id: 'attempts', header: t('chain.payouts.columns.attempts'), cell: (p) => p.attempts, numeric: true },
    {
      id: 'lastError',
      header: t('chain.payouts.columns.lastError'),
      cell: (p) => p.lastError && <span className={styles.error}>{p.lastError}</span>,
    },
    { id: 'sentAt', header: t('chain.payouts.columns.sentAt'), cell: (p) => dateTime(p.sentAt) },
    {
      id: 'confirmedAt',
      header: t('chain.payouts.columns.confirmedAt'),
      cell: (p) => dateTime(p.confirmedAt),
    },
  ];

  return (
    <section className={styles.payouts} aria-labelledby="chain-payouts">
      <h2 id="chain-payouts" className={styles.heading}>
        {t('chain.payouts.title')}
      </h2>
      {failed > 0 && (
        <Banner tone="danger" role="status" className={styles.banner}>
          {t('chain.payouts.failedBanner', { count: failed })}
        </Banner>
      )}
      <CountTabs
        label={t('chain.payouts.columns.state')}
        items={[
          {
            key: 'all',
            label: t('chain.payouts.all'),
            count: PAYOUT_STATES.reduce((sum, s) => sum + total(s), 0),
          },
          ...PAYOUT_STATES.map((s) => ({ key: s, label: t(`chain.payouts.state.${s}`), count: total(s) })),
        ]}
        activeKey={state}
        onChange={(key) => {
          setState(key);
          applyFilters(key === 'all' ? {} : { state: key });
        }}
      />
      <DataTable
        caption={t('chain.payouts.title')}
        columns={columns}
        rowKey={(p) => String(p.id)}
        empty={{ title: t('chain.payouts.empty') }}
        {...payouts.table}
      />
    </section>
  );
}

/**
 * `#/console/chain` (ADR 0037): per network the deposit watcher's height, head and lag, the hot
 * wallet's balances with a low-balance warning, what is still to collect, deposits by state (each a
 * link to the deposits page of that state) and payouts, asked again every 10 seconds.
 */
export function ChainPage() {
  const { t } = useConsoleTranslation();
  const roleIn = useRoleIn();
  const depositsSection = CONSOLE_SECTIONS.find((section) => section.key === 'deposits')!;
  const depositsOpen = roleIn(depositsSection.roles);
  const { current, error, reload } = usePolledData<ChainStatusAnswer>('/Admin/chain/status', {}, REFRESH_MS);

  return (
    <ConsolePage title={t('nav.chain')} description={t('chain.description')}>
      {error && !current ? (
        <ErrorState onRetry={reload} />
      ) : !current ? (
        <Skeleton title rows={8} />
      ) : (
        <>
          <div className={styles.cards}>
            {current.list.map((status) => (
              <ChainCard key={status.chain} status={status} depositsOpen={depositsOpen} />
            ))}
          </div>
          <PayoutsTable list={current.list} />
        </>
      )}
    </ConsolePage>
  );
}
