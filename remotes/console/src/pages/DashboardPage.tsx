import { Amount } from '@h5/design-system/Amount';
import { ErrorState, Skeleton } from '@h5/design-system';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import type { Dashboard } from '@h5/api/contract/dashboard';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { MoneyByKind } from '../components/MoneyByKind.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './DashboardPage.module.css';

/** `#/console`: the platform at a glance: members, money by account kind, reserve, what waits. */
export function DashboardPage() {
  const { t } = useConsoleTranslation();
  const { data, error, reload } = useConsoleData<Dashboard>('/Admin/dashboard');

  return (
    <ConsolePage title={t('nav.dashboard')} description={t('dashboard.description')}>
      {error ? (
        <ErrorState onRetry={reload} />
      ) : !data ? (
        <Skeleton title rows={6} />
      ) : (
        <>
          <StatGrid label={t('dashboard.figures')}>
            <StatCard label={t('dashboard.members')} value={String(data.members.total)} />
            <StatCard label={t('dashboard.newToday')} value={String(data.members.newToday)} />
            <StatCard
              label={t('dashboard.pendingWithdrawals')}
              value={String(data.pending.withdrawals)}
              tone={data.pending.withdrawals > 0 ? 'warning' : undefined}
              href="#/console/withdrawals"
            />
            <StatCard
              label={t('dashboard.pendingDeposits')}
              value={String(data.pending.deposits)}
              tone={data.pending.deposits > 0 ? 'warning' : undefined}
              href="#/console/deposits"
            />
            {data.reserve.assets.map((coverage) => (
              <StatCard
                key={coverage.asset}
                label={t('dashboard.coverage', { asset: coverage.asset })}
                value={
                  coverage.ratioPercent === null ? t('dashboard.nothingOwed') : `${coverage.ratioPercent}%`
                }
                hint={t('dashboard.coverageHint', { owed: coverage.owed, reserve: coverage.reserve })}
                tone={
                  coverage.ratioPercent !== null && Number(coverage.ratioPercent) < 100 ? 'danger' : undefined
                }
              />
            ))}
          </StatGrid>
          <div className={styles.columns}>
            <section className={styles.panel} aria-labelledby="dashboard-money">
              <h2 id="dashboard-money" className={styles.heading}>
                {t('dashboard.money')}
              </h2>
              <MoneyByKind rows={data.money} />
            </section>
            <section className={styles.panel} aria-labelledby="dashboard-short">
              <h2 id="dashboard-short" className={styles.heading}>
                {t('dashboard.shortPools')}
              </h2>
              {data.shortPools.length === 0 ? (
                <p className={styles.quiet}>{t('dashboard.noShortPools')}</p>
              ) : (
                <ul className={styles.list}>
                  {data.shortPools.map((pool) => (
                    <li key={pool.fundId} className={styles.shortPool}>
                      <a href="#/console/funds">{pool.name}</a>
                      <Amount value={pool.shortfall} className={styles.danger} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </ConsolePage>
  );
}
