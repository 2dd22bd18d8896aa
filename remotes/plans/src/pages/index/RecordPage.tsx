import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import { navigation, useLang, useSession, type PageProps } from '@h5/platform';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import type { PlanRecord, PlanState } from '@h5/api/contract/plans';
import { fetchRecords } from '../../api/plans.ts';
import { PlansFrame } from '../../components/PlansFrame.tsx';
import { PlanStateTag } from '../../components/PlanStateTag.tsx';
import { formatPlanDate } from '../../utils/formatPlan.ts';
import { PLAN_PAGES } from '../../utils/planKinds.ts';
import styles from '../../components/plans.module.css';

/** Rows a page (spec §9). */
const PAGE_SIZE = 10;
const FILTERS = ['all', 'review', 'success', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];
const byId = (record: PlanRecord) => record.id;

const filterOf = (value: string | undefined): Filter =>
  (FILTERS as readonly string[]).includes(value ?? '') ? (value as Filter) : 'all';

/**
 * The member's submissions (`pages/index/record?state=`), newest first and paged, filtered by state:
 * the poster, the kind, the theme, the date and the state; a row opens the record.
 */
export function RecordPage({ params }: PageProps) {
  const { t } = useTranslation('plans');
  const [filter, setFilter] = useState<Filter>(() => filterOf(params.state));
  return (
    <PlansFrame title={t('records.title')}>
      <div className={styles.recordTabs}>
        <Tabs
          label={t('records.filter')}
          items={FILTERS.map((key) => ({ key, label: t(`records.filters.${key}`) }))}
          activeKey={filter}
          onChange={(key) => {
            const next = filterOf(key);
            setFilter(next);
            navigation.redirect(next === 'all' ? 'pages/index/record' : `pages/index/record?state=${next}`);
          }}
        />
      </div>
      <Records key={filter} state={filter === 'all' ? undefined : filter} />
    </PlansFrame>
  );
}

function Records({ state }: { state: PlanState | undefined }) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const { token } = useSession();
  const list = usePagedList((page, rows) => fetchRecords(state, page, rows), {
    key: `${lang}:${token ?? ''}:${state ?? 'all'}`,
    rows: PAGE_SIZE,
    getKey: byId,
  });
  return (
    <div className={styles.records} data-testid="plan-records">
      <PagedList
        {...pagedListProps(list)}
        getKey={byId}
        empty={
          <Empty
            title={t(state ? `records.emptyState.${state}` : 'records.empty')}
            description={t('records.emptyHint')}
            action={
              <Button onClick={() => navigation.navigate(PLAN_PAGES.party)}>{t('records.start')}</Button>
            }
          />
        }
        renderItem={(record: PlanRecord) => (
          <button
            type="button"
            className={styles.recordRow}
            data-testid="plan-record"
            data-id={record.id}
            onClick={() => navigation.navigate(`pages/index/recorddetail?id=${record.id}`)}
          >
            <img className={styles.thumb} src={record.poster} alt="" loading="lazy" />
            <span className={styles.recordText}>
              <span className={styles.recordKind}>{t(`kinds.${record.kind}`)}</span>
              <span className={styles.recordTheme}>{record.theme}</span>
              <span className={styles.recordMeta}>
                {t('records.meta', { date: formatPlanDate(record.date, lang), city: record.city.name })}
              </span>
            </span>
            <PlanStateTag state={record.state} />
          </button>
        )}
      />
    </div>
  );
}
