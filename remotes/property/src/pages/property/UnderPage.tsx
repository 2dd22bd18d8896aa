import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { NavBar } from '@h5/design-system';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { PiggyBankCard } from '../../components/PiggyBankCard.tsx';
import { PiggyMoveForm } from '../../components/PiggyMoveForm.tsx';
import { usePiggyBank } from '../../hooks/usePiggyBank.ts';

/**
 * My balance guarantee (`pages/property/under`): the piggy bank, which earns interest daily, and
 * moving balance in and out of it at any time.
 */
export function UnderPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const piggy = usePiggyBank();
  const view = piggy.data ?? piggy.latest;

  return (
    <Page>
      <NavBar title={t('under.title')} onBack={() => navigation.back()} />
      <main>
        {!token ? (
          <LoginPromptCard />
        ) : view ? (
          <>
            <PiggyBankCard piggy={view.piggy} />
            <PiggyMoveForm balance={view.summary.balance} held={view.piggy.amount} onMoved={piggy.reload} />
            <Note>{t('under.note')}</Note>
          </>
        ) : (
          <Pending load={piggy} title rows={4} />
        )}
      </main>
    </Page>
  );
}
