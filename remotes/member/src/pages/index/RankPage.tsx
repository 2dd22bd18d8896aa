import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import {
  Button,
  DS_NAMESPACE,
  Empty,
  ErrorState,
  formatRelativeTime,
  NavBar,
  Skeleton,
} from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Page, SectionTitle } from '@h5/design-system/Page';
import { Tabs } from '@h5/design-system/Tabs';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import type { RankBoard, RankBoardName, RankPeriod } from '@h5/api/contract/ranking';
import { fetchRankBoard } from '../../api/rank.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { RankList } from '../../components/RankList.tsx';
import { SegmentedSwitch } from '../../components/SegmentedSwitch.tsx';
import styles from './RankPage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const BOARDS: readonly RankBoardName[] = ['invested', 'team'];
const PERIODS: readonly RankPeriod[] = ['week', 'all'];

/**
 * Rankings (`pages/index/rank`): invested and team growth, this week (in India) or all time, as the
 * server's job last worked them out; the member's own place, then the top 50 with names shortened.
 */
export function RankPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('rank.title')} onBack={() => navigation.back()} />
      <main>{token ? <Rankings /> : <LoginPromptCard />}</main>
    </Page>
  );
}

function Rankings() {
  const { t, i18n } = usePagesTranslation();
  const [board, setBoard] = useState<RankBoardName>('invested');
  const [period, setPeriod] = useState<RankPeriod>('week');
  const answer = useAsyncData(`rank:${board}:${period}:${i18n.language}`, () =>
    fetchRankBoard(board, period),
  );
  const format = (value: string) =>
    board === 'invested' ? formatInr(value) : t('rank.members', { count: Number(value) });

  return (
    <>
      <Tabs
        label={t('rank.boards')}
        items={BOARDS.map((key) => ({ key, label: t(`rank.board.${key}`) }))}
        activeKey={board}
        onChange={(key) => setBoard(key as RankBoardName)}
      />
      <Card raised className={styles.summary}>
        <SegmentedSwitch
          label={t('rank.periods')}
          options={PERIODS.map((key) => ({ key, label: t(`rank.period.${key}`) }))}
          value={period}
          onChange={setPeriod}
        />
        {answer.data ? (
          <OwnPlace view={answer.data} format={format} />
        ) : answer.error ? null : (
          <Skeleton title rows={2} />
        )}
      </Card>
      {answer.error ? (
        <ErrorState description={failureDescription(answer.error)} onRetry={answer.reload} />
      ) : (
        <>
          <SectionTitle id="rank-top">{t('rank.top', { count: 50 })}</SectionTitle>
          <Card flush as="section" aria-labelledby="rank-top" aria-busy={!answer.data}>
            {!answer.data ? (
              <div className={styles.loading}>
                <Skeleton avatar title={false} rows={2} />
                <Skeleton avatar title={false} rows={2} />
                <Skeleton avatar title={false} rows={2} />
              </div>
            ) : answer.data.list.length === 0 ? (
              <Empty title={t('rank.empty')} description={t(`rank.emptyHint.${board}`)} />
            ) : (
              <RankList
                entries={answer.data.list}
                ownRank={answer.data.own?.rank ?? null}
                format={format}
                youLabel={t('rank.you')}
              />
            )}
          </Card>
          <p className={styles.rules}>{t('rank.rules')}</p>
        </>
      )}
    </>
  );
}

/** The member's place on the board (or how to get on it), the span and when it was worked out. */
function OwnPlace({ view, format }: { view: RankBoard; format: (value: string) => string }) {
  const { t, i18n } = usePagesTranslation();
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const [now] = useState(Date.now);
  const day = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(at);
  const span =
    view.from && view.to
      ? t('rank.weekSpan', { from: day(Date.parse(view.from)), to: day(Date.parse(view.to) - 1) })
      : t('rank.allSpan');

  return (
    <>
      {view.own ? (
        <div className={styles.own} data-testid="rank-own">
          <div>
            <h2 id="rank-own" className={styles.label}>
              {t('rank.yourPlace')}
            </h2>
            <p className={styles.place}>{t('rank.place', { rank: view.own.rank })}</p>
            <p className={styles.text}>{t('rank.of', { total: view.total })}</p>
          </div>
          <p className={styles.value}>{format(view.own.value)}</p>
        </div>
      ) : (
        <div className={styles.notRanked} data-testid="rank-own">
          <h2 id="rank-own" className={styles.heading}>
            {t('rank.notRanked')}
          </h2>
          <p className={styles.text}>{t(`rank.notRankedHint.${view.board}.${view.period}`)}</p>
          {view.board === 'team' ? (
            <Button size="sm" variant="secondary" onClick={() => navigation.navigate('pages/user/invite')}>
              {t('rank.invite')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigation.switchTab('pages/product/product')}
            >
              {t('rank.invest')}
            </Button>
          )}
        </div>
      )}
      <p className={styles.meta} data-testid="rank-updated">
        {span} ·{' '}
        {view.computedAt ? (
          <time dateTime={view.computedAt}>
            {t('rank.updated', { when: formatRelativeTime(view.computedAt, now, ds) })}
          </time>
        ) : (
          t('rank.notComputed')
        )}
      </p>
    </>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
