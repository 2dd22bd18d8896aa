import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '@h5/design-system';
import { CalendarIcon } from '@h5/design-system/Icons';
import { LoginPrompt } from '@h5/design-system/LoginPrompt';
import { Page } from '@h5/design-system/Page';
import { navigation, useSession } from '@h5/platform';

type Props = {
  title: string;
  /** Where the back arrow goes when the visit started on this page. */
  backTo?: string;
  right?: ReactNode;
  /** Mounted only once the member is logged in; a login prompt stands in before. */
  children: ReactNode;
};

/** A page of community plans: the title bar, then the content, or the login prompt without a session. */
export function PlansFrame({ title, backTo = 'pages/index/index', right, children }: Props) {
  const { t } = useTranslation('plans');
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={title} onBack={() => navigation.back(1, backTo)} right={right} />
      <main>
        {token ? (
          children
        ) : (
          <LoginPrompt
            title={t('login.title')}
            description={t('login.prompt')}
            icon={<CalendarIcon width={28} height={28} />}
            onLogin={() => navigation.navigate('pages/user/login')}
            onRegister={() => navigation.navigate('pages/user/register')}
          />
        )}
      </main>
    </Page>
  );
}
