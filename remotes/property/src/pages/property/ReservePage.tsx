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
import { ReserveDividendCard } from '../../components/ReserveDividendCard.tsx';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import { formatRate } from '../../utils/formatRate.ts';

const getKey = (entry: ReserveEntry) => entry.id;

/**
 * Market reserve (`pages/property/reserve`): the reserve fund's size, the coverage per asset and in
 * total (what is held for members over what is owed to them, from the ledger; `Reserve` in the
 * contract defines it) and the fund's history, 20 a page.
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
      {overview ? <Coverage overview={overview} /> : <Skeleton rows={6} />}
      <ReserveDividendCard />
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

type Overview = Omit<Reserve, 'history'>;

/** "112.50 %", or "nothing owed yet" while members hold nothing in the asset. */
function Ratio({ percent, testId }: { percent: string | null; testId: string }) {
  const { t } = useTranslation('property');
  return (
    <dd data-testid={testId}>
      {percent === null ? t('reserve.nothingOwed') : t('under.rateValue', { rate: percent })}
    </dd>
  );
}

function Coverage({ overview }: { overview: Overview }) {
  const { t } = useTranslation('property');
  const { assets, total } = overview.coverage;
  return (
    <>
      <Card as="section" aria-label={t('reserve.title')}>
        <dl className={styles.rows} data-testid="reserve-overview">
          <dt>{t('reserve.size')}</dt>
          <dd data-testid="reserve-size">{formatInr(overview.size)}</dd>
        </dl>
      </Card>
      <SectionTitle>{t('reserve.coverageTitle')}</SectionTitle>
      {assets.map((line) => (
        <Card key={line.asset} as="section" aria-label={t('reserve.coverageOf', { asset: line.asset })}>
          <h3 className={styles.cardTitle}>{t('reserve.coverageOf', { asset: line.asset })}</h3>
          <dl className={styles.rows} data-testid={`coverage-${line.asset}`}>
            <dt>{t('reserve.owed')}</dt>
            <dd>
              <Amount value={line.owed} currency={line.asset} />
            </dd>
            <dt>{t('reserve.size')}</dt>
            <dd>
              <Amount value={line.reserve} currency={line.asset} />
            </dd>
            <dt>{t('reserve.held')}</dt>
            <dd>
              <Amount value={line.held} currency={line.asset} />
            </dd>
            <dt>{t('reserve.coverage')}</dt>
            <Ratio percent={line.ratioPercent} testId={`coverage-ratio-${line.asset}`} />
          </dl>
        </Card>
      ))}
      <Card as="section" aria-label={t('reserve.total')}>
        <h3 className={styles.cardTitle}>{t('reserve.total')}</h3>
        {total ? (
          <>
            <dl className={styles.rows} data-testid="coverage-total">
              <dt>{t('reserve.owed')}</dt>
              <dd>{formatInr(total.owed)}</dd>
              <dt>{t('reserve.held')}</dt>
              <dd>{formatInr(total.held)}</dd>
              <dt>{t('reserve.coverage')}</dt>
              <Ratio percent={total.ratioPercent} testId="coverage-ratio-total" />
            </dl>
            <p className={styles.meta}>{t('reserve.totalRate', { rate: formatRate(total.usdtRate) })}</p>
          </>
        ) : (
          <p className={styles.meta}>{t('reserve.totalNoRate')}</p>
        )}
      </Card>
    </>
  );
}
