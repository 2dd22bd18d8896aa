import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import { useLang } from '@h5/platform';
import type { AdminChallenge, AdminChallengeList } from '@h5/api/contract/challenge';
import { ChallengeFormDrawer } from '../components/ChallengeFormDrawer.tsx';
import { ChallengeResultsDrawer } from '../components/ChallengeResultsDrawer.tsx';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { Stacked } from '../components/Stacked.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const TONES: Record<string, TagTone> = {
  upcoming: 'neutral',
  running: 'primary',
  ended: 'warning',
  settled: 'success',
};

/** Where a challenge stands: upcoming, running, ended (waiting to be settled) or settled. */
function StateTag({ challenge }: { challenge: AdminChallenge }) {
  const { t } = useConsoleTranslation();
  const state = challenge.state === 'settled' ? 'settled' : challenge.phase;
  return <Tag tone={TONES[state]}>{t(`challenges.states.${state}`)}</Tag>;
}

/**
 * `#/console/challenges` (finance): every promotion challenge with its window, rules, entrants and
 * rewards; publishing one; a row opens its results. A banner names those that ended and wait
 * because promotions cannot pay their rewards.
 */
export function ChallengesPage() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const { data, loading, error, reload } = useConsoleData<AdminChallengeList>('/Admin/challenges');
  const challenges = data?.list ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const open = challenges.find((challenge) => challenge.id === openId);
  const waiting = challenges.filter((challenge) => challenge.waiting);
  const none = t('challenges.noTarget');

  const columns: DataTableColumn<AdminChallenge>[] = [
    { id: 'id', header: t('challenges.columns.id'), cell: (c) => c.id, numeric: true },
    { id: 'title', header: t('challenges.columns.title'), cell: (c) => c.title[lang] },
    { id: 'state', header: t('challenges.columns.state'), cell: (c) => <StateTag challenge={c} /> },
    {
      id: 'window',
      header: t('challenges.columns.window'),
      cell: (c) => (
        <Stacked>
          <span>{dateTime(c.startsAt)}</span>
          <span>{dateTime(c.endsAt)}</span>
        </Stacked>
      ),
    },
    {
      id: 'level',
      header: t('challenges.columns.level'),
      cell: (c) => t('challenges.level', { level: c.minVipLevel }),
    },
    {
      id: 'targets',
      header: t('challenges.columns.targets'),
      cell: (c) => (
        <Stacked>
          {c.minInvested === '0.00' ? <span>{none}</span> : <Amount value={c.minInvested} />}
          <span>{c.minReferrals === 0 ? none : t('challenges.referrals', { count: c.minReferrals })}</span>
        </Stacked>
      ),
    },
    {
      id: 'reward',
      header: t('challenges.columns.reward'),
      cell: (c) => <Amount value={c.reward} />,
      numeric: true,
    },
    {
      id: 'entrants',
      header: t('challenges.columns.entrantsMet'),
      cell: (c) => `${c.entrants} / ${c.met}`,
      numeric: true,
    },
    {
      id: 'rewards',
      header: t('challenges.columns.rewards'),
      cell: (c) => <Amount value={c.rewards} />,
      numeric: true,
    },
  ];

  return (
    <ConsolePage
      title={t('nav.challenges')}
      description={t('challenges.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('challenges.create.title')}</Button>}
    >
      {waiting.length > 0 && data && (
        <Banner tone="warning" role="status">
          {t('challenges.waitingBanner', {
            titles: waiting.map((c) => c.title[lang]).join(', '),
            promotions: data.promotions,
          })}
        </Banner>
      )}
      <DataTable
        caption={t('nav.challenges')}
        columns={columns}
        rows={challenges}
        rowKey={(c) => String(c.id)}
        total={challenges.length}
        page={1}
        pageSize={Math.max(challenges.length, 1)}
        onPageChange={() => undefined}
        loading={loading && !data}
        error={Boolean(error)}
        onRetry={reload}
        onRowOpen={(challenge) => setOpenId(challenge.id)}
        empty={{ title: t('challenges.empty'), description: t('challenges.emptyHint') }}
      />
      {open && !creating && <ChallengeResultsDrawer challenge={open} onClose={() => setOpenId(null)} />}
      {creating && (
        <ChallengeFormDrawer
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
