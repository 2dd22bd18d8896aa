import { useState } from 'react';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import type { ChallengePhase, ChallengeView } from '@h5/api/contract/challenge';
import { fetchChallenges } from '../../api/challenge.ts';
import { ChallengeCard } from '../../components/ChallengeCard.tsx';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import styles from './ChallengePage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const PHASES: readonly ChallengePhase[] = ['running', 'upcoming', 'ended'];

/** VIP challenges (`pages/index/challenge`): running, upcoming and ended ones, applying and progress. */
export function ChallengePage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('challenge.title')} onBack={() => navigation.back()} />
      <main>{token ? <Challenges /> : <LoginPromptCard />}</main>
    </Page>
  );
}

function Challenges() {
  const { t, i18n } = usePagesTranslation();
  const loaded = useAsyncData(`challenges:${i18n.language}`, fetchChallenges);
  // Challenges the member applied to on this visit, as the API answered them.
  const [changed, setChanged] = useState<Record<number, ChallengeView>>({});

  if (!loaded.data) {
    return loaded.error ? (
      <ErrorState description={failureDescription(loaded.error)} onRetry={loaded.reload} />
    ) : (
      <div aria-busy="true">
        {[0, 1].map((key) => (
          <Card raised key={key}>
            <Skeleton title rows={5} />
          </Card>
        ))}
      </div>
    );
  }

  const list = loaded.data.list.map((challenge) => changed[challenge.id] ?? challenge);
  if (!list.length)
    return (
      <Card raised>
        <Empty title={t('challenge.empty')} description={t('challenge.emptyHint')} />
      </Card>
    );

  return (
    <>
      {PHASES.map((phase) => {
        const group = list.filter((challenge) => challenge.phase === phase);
        if (!group.length) return null;
        return (
          <section key={phase} aria-labelledby={`challenges-${phase}`} className={styles.section}>
            <h2 id={`challenges-${phase}`} className={styles.heading}>
              {t(`challenge.sections.${phase}`)}
            </h2>
            <div>
              {group.map((challenge) => (
                <ChallengeCard
                  key={challenge.id}
                  challenge={challenge}
                  onChange={(view) => setChanged((before) => ({ ...before, [view.id]: view }))}
                />
              ))}
            </div>
          </section>
        );
      })}
      <Note className={styles.rules}>{t('challenge.rules')}</Note>
    </>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
