import { useState } from 'react';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, NavBar } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { CountTabs } from '@h5/design-system/CountTabs';
import { Page } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import { Tag } from '@h5/design-system/Tag';
import { useAsyncData } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { TeamMember } from '@h5/api/contract/team';
import { fetchTeamMembers, fetchTeamSummary } from '../../api/team.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import styles from './team.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const ROWS = 20;
type Level = '1' | '2' | '3';

/** My team (`pages/user/team`): who joined through the member's invitation, three levels deep. */
export function TeamPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('team.title')} onBack={() => navigation.back()} />
      <main>{token ? <Team /> : <LoginPromptCard />}</main>
    </Page>
  );
}

function Team() {
  const { t, i18n } = usePagesTranslation();
  const summary = useAsyncData('team-summary', fetchTeamSummary);
  const [level, setLevel] = useState<Level>('1');
  const list = usePagedList((page, rows) => fetchTeamMembers(Number(level), page, rows), {
    key: `${level}:${i18n.language}`,
    rows: ROWS,
    getKey: (member: TeamMember) => `${member.mailbox}:${member.joinedAt}`,
  });
  const joined = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
      new Date(at),
    );

  const view = summary.data;
  if (!view) {
    return <Pending load={summary} card="raised" title rows={3} />;
  }

  return (
    <>
      <Card raised as="section" aria-labelledby="team-total" className={styles.summary}>
        <p id="team-total" className={styles.total} data-testid="team-total">
          {t('team.total', { count: view.total })}
        </p>
        <p className={styles.text}>
          {view.invitedBy ? t('team.invitedBy', { name: view.invitedBy }) : t('team.levelsHelp')}
        </p>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/invite')}>
          {t('team.invite')}
        </Button>
      </Card>
      <div className={styles.section}>
        <CountTabs
          label={t('team.levels')}
          items={view.levels.map((entry) => ({
            key: String(entry.level),
            label: t('team.level', { level: entry.level }),
            count: entry.count,
          }))}
          activeKey={level}
          onChange={(key) => setLevel(key as Level)}
        />
        <PagedList
          {...pagedListProps(list)}
          getKey={(member) => `${member.mailbox}:${member.joinedAt}`}
          empty={<p className={`${styles.text} ${styles.member}`}>{t('team.empty')}</p>}
          renderItem={(member) => (
            <div className={styles.member} data-testid="team-member">
              <div>
                <p className={styles.name}>{member.name}</p>
                <p className={styles.detail}>
                  {member.mailbox} · {t('team.joined', { date: joined(member.joinedAt) })}
                </p>
              </div>
              <Tag tone={member.invested ? 'success' : 'neutral'}>
                {member.invested ? t('team.invested') : t('team.notInvested')}
              </Tag>
            </div>
          )}
        />
      </div>
    </>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
