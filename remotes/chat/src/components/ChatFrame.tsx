import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '@h5/design-system';
import { NoticeIcon } from '@h5/design-system/Icons';
import { LoginPrompt } from '@h5/design-system/LoginPrompt';
import { Page } from '@h5/design-system/Page';
import { navigation, useSession } from '@h5/platform';
import styles from './ChatFrame.module.css';

type Props = {
  title: ReactNode;
  /** Where the back arrow goes when the visit started on this page; no arrow when null. */
  backTo?: string | null;
  right?: ReactNode;
  /** A page that fills the screen (a thread: the list scrolls, the composer stays at the bottom). */
  fill?: boolean;
  /** Mounted only once the member is logged in; a login prompt stands in before. */
  children: ReactNode;
};

/**
 * A chat page: the title bar, then the content, or the login prompt without a session. Every page of
 * the chat remote (also F1's and F2's) uses it, so they look and behave alike.
 */
export function ChatFrame({ title, backTo = 'pages/chat/index', right, fill = false, children }: Props) {
  const { t } = useTranslation('chat');
  const { token } = useSession();
  return (
    <Page className={fill ? styles.fill : undefined}>
      <NavBar
        title={title}
        onBack={backTo === null ? undefined : () => navigation.back(1, backTo)}
        right={right}
      />
      <main className={fill ? styles.fillMain : styles.main}>
        {token ? (
          children
        ) : (
          <LoginPrompt
            title={t('login.title')}
            description={t('login.prompt')}
            icon={<NoticeIcon width={28} height={28} />}
            onLogin={() => navigation.navigate('pages/user/login')}
            onRegister={() => navigation.navigate('pages/user/register')}
          />
        )}
      </main>
    </Page>
  );
}
