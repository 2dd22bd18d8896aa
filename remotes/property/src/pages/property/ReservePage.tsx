import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang, type PageProps } from '@h5/platform';
import { Empty, Skeleton } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { PagedList } from '@h5/design-system/PagedList';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { SectionTitle } from '@h5/design-system/Page';
import { fetchReserve } from '../../api/fetchReserve.ts';
import type { Reserve, ReserveEntry } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const getKey = (entry: ReserveEntry) => entry.id;

/**
 * Market reserve (`pages/property/reserve`): the reserve fund's size, the platform's coverage (assets
 * held over member liabilities, from the ledger) and the fund's history, 20 a page.
 */
export function ReservePage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('reserve.title')}>
      <ReserveView />
    </MemberPage>
  );
}

function ReserveView() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const [overview, setOverview] = useState<Omit<Reserve, 'history'> | null>(null);
  const fetchPage = useCallback(
    (page: number, rows: number) =>
      fetchReserve(page, rows).then(({ history, ...rest }) => {
        setOverview(rest);
        return history;
      }),
    [],
  );
  const list = usePagedList(fetchPage, { key: lang, rows: 20, getKey });

  return (
    <>
      <Card as="section" aria-label={t('reserve.title')}>
        {overview ? (
          <dl className={styles.rows} data-testid="reserve-overview">
            <dt>{t('reserve.size')}</dt>
            <dd data-testid="reserve-size">{formatInr(overview.size)}</dd>
            <dt>{t('reserve.assets')}</dt>
            <dd>{formatInr(overview.coverage.assets)}</dd>
            <dt>{t('reserve.liabilities')}</dt>
            <dd>{formatInr(overview.coverage.liabilities)}</dd>
            <dt>{t('reserve.coverage')}</dt>
            <dd data-testid="reserve-coverage">
              {t('under.rateValue', { rate: overview.coverage.ratioPercent })}
            </dd>
          </dl>
        ) : (
          <Skeleton rows={4} />
        )}
      </Card>
      <Note>{t('reserve.note')}</Note>
      <SectionTitle>{t('reserve.history')}</SectionTitle>
      <div className={styles.list}>
        <PagedList
          {...pagedListProps(list)}
          getKey={getKey}
          empty={<Empty title={t('reserve.empty')} />}
          renderItem={(entry) => (
            <div className={styles.row} data-testid="reserve-entry">
              <div className={styles.rowMain}>
                <span>{entry.typeLabel}</span>
                <Amount value={entry.amount} currency="INR" signed />
              </div>
              <div className={styles.rowMain}>
                <time className={styles.meta} dateTime={entry.createdAt}>
                  {formatEntryTime(entry.createdAt)}
                </time>
                <span className={styles.meta}>
                  {t('moneyDetail.balanceAfter', { amount: formatInr(entry.balanceAfter) })}
                </span>
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}
