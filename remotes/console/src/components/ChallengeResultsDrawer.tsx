import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { Tag } from '@h5/design-system/Tag';
import { useLang } from '@h5/platform';
import type {
  AdminChallenge,
  AdminChallengeEntrant,
  AdminChallengeResults,
} from '@h5/api/contract/challenge';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { Stacked } from './Stacked.tsx';
import styles from './DetailDrawer.module.css';

/** Whether an entrant met the targets: judged once settled, as it stands before. */
function OutcomeTag({ entrant, settled }: { entrant: AdminChallengeEntrant; settled: boolean }) {
  const { t } = useConsoleTranslation();
  if (entrant.paid !== null) return <Tag tone="success">{t('challenges.outcome.paid')}</Tag>;
  if (settled) return <Tag tone="neutral">{t('challenges.outcome.unmet')}</Tag>;
  return entrant.met ? (
    <Tag tone="primary">{t('challenges.outcome.meeting')}</Tag>
  ) : (
    <Tag tone="neutral">{t('challenges.outcome.notYet')}</Tag>
  );
}

/** One challenge: its rules and figures, and every entrant with their progress, result and reward. */
export function ChallengeResultsDrawer({
  challenge,
  onClose,
}: {
  challenge: AdminChallenge;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const entrants = useServerTable<AdminChallengeEntrant, AdminChallengeResults>('/Admin/challenges/results', {
    filters: { id: String(challenge.id) },
  });
  const settled = challenge.state === 'settled';
  const none = t('challenges.noTarget');

  const columns: DataTableColumn<AdminChallengeEntrant>[] = [
    {
      id: 'member',
      header: t('challenges.entrantColumns.member'),
      cell: (e) => (
        <Stacked>
          <span>{e.mailbox}</span>
          <span>{t('challenges.memberId', { id: e.memberId })}</span>
        </Stacked>
      ),
    },
    { id: 'appliedAt', header: t('challenges.entrantColumns.appliedAt'), cell: (e) => dateTime(e.appliedAt) },
    {
      id: 'progress',
      header: t('challenges.entrantColumns.progress'),
      cell: (e) => (
        <Stacked>
          <Amount value={e.progress.invested} />
          <span>{t('challenges.referrals', { count: e.progress.referrals })}</span>
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'outcome',
      header: t('challenges.entrantColumns.outcome'),
      cell: (e) => <OutcomeTag entrant={e} settled={settled} />,
    },
    {
      id: 'paid',
      header: t('challenges.entrantColumns.paid'),
      cell: (e) => (e.paid === null ? '—' : <Amount value={e.paid} />),
      numeric: true,
    },
  ];

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={challenge.title[lang]}
      description={t('challenges.detailOf', { id: challenge.id })}
    >
      <div className={styles.body}>
        <FactList
          facts={[
            {
              label: t('challenges.columns.window'),
              value: `${dateTime(challenge.startsAt)} – ${dateTime(challenge.endsAt)}`,
            },
            {
              label: t('challenges.columns.state'),
              value: t(`challenges.states.${settled ? 'settled' : challenge.phase}`),
            },
            {
              label: t('challenges.fields.minVipLevel'),
              value: t('challenges.level', { level: challenge.minVipLevel }),
            },
            {
              label: t('challenges.fields.minInvested'),
              value: challenge.minInvested === '0.00' ? none : <Amount value={challenge.minInvested} />,
            },
            {
              label: t('challenges.fields.minReferrals'),
              value: challenge.minReferrals === 0 ? none : String(challenge.minReferrals),
            },
            { label: t('challenges.fields.reward'), value: <Amount value={challenge.reward} /> },
            { label: t('challenges.columns.entrants'), value: String(challenge.entrants) },
            {
              label: settled ? t('challenges.columns.met') : t('challenges.columns.meeting'),
              value: String(challenge.met),
            },
            {
              label: settled ? t('challenges.columns.paid') : t('challenges.columns.owed'),
              value: <Amount value={challenge.rewards} />,
            },
            {
              label: t('challenges.settledAt'),
              value: challenge.settledAt ? dateTime(challenge.settledAt) : null,
            },
          ]}
        />
        <DataTable
          caption={t('challenges.entrants')}
          columns={columns}
          rowKey={(e) => String(e.memberId)}
          empty={{ title: t('challenges.entrantsEmpty') }}
          {...entrants.table}
        />
      </div>
    </Drawer>
  );
}
