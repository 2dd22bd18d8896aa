import { useEffect, useMemo } from 'react';
import { navigation, refreshUserInfo, useLang, useSession, type PageProps } from '@h5/platform';
import { Button, NavBar, showAlert } from '@h5/design-system';
import { Badge } from '@h5/design-system/Badge';
import { Cell, CellGroup } from '@h5/design-system/Cell';
import { Page } from '@h5/design-system/Page';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { MeShortcuts } from '../../components/MeShortcuts.tsx';
import { MemberCard } from '../../components/MemberCard.tsx';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { appVersion } from '../../utils/appVersion.ts';
import { useChatUnread } from '../../hooks/useChatUnread.ts';
import { describeMember } from '../../utils/describeMember.ts';
import { openCustomerService } from './customerService.ts';
import { logOut } from './logOut.ts';
import styles from './UserPage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/**
 * The user tab (`pages/user/user`): who is signed in (or a way to sign in), shortcuts to deposit,
 * withdraw, addresses, invite and VIP, the settings, and logging out (after a confirmation).
 */
export function UserPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const lang = useLang();
  const { token, userInfo } = useSession();
  const member = useMemo(() => describeMember(userInfo), [userInfo]);
  // The profile may have changed elsewhere (another device, the settings page): read it again.
  useEffect(() => {
    if (token) refreshUserInfo({ silent: true }).catch(() => undefined);
  }, [token]);

  return (
    <Page>
      <NavBar title={t('user.title')} />
      <main>
        {token ? <MemberCard member={member} /> : <LoginPromptCard />}
        {token && <MeShortcuts />}
        <div className={styles.menu}>
          <CellGroup title={t('user.settings')}>
            <ChatCell />
            {token && (
              <Cell
                icon={<MenuIcon name="service" />}
                title={t('user.customerService')}
                arrow
                onClick={() => void openCustomerService()}
                data-testid="me-customer-service"
              />
            )}
            <Cell
              icon={<MenuIcon name="language" />}
              title={t('user.language')}
              value={t(`lang.${lang}`)}
              arrow
              onClick={() => navigation.navigate('pages/user/lange')}
            />
            {token && (
              <Cell
                icon={<MenuIcon name="settings" />}
                title={t('user.accountSettings')}
                arrow
                onClick={() => navigation.navigate('pages/user/set')}
              />
            )}
            <Cell
              icon={<MenuIcon name="security" />}
              title={t('user.security')}
              arrow
              onClick={() => navigation.navigate(token ? 'pages/user/safety' : 'pages/user/login')}
            />
            <Cell
              icon={<MenuIcon name="about" />}
              title={t('user.about')}
              arrow
              onClick={() => navigation.navigate('pages/user/about')}
            />
            <Cell icon={<MenuIcon name="version" />} title={t('user.version')} value={appVersion} />
          </CellGroup>
        </div>
        {token && <LogoutButton />}
      </main>
    </Page>
  );
}

/** The chat, with the unread messages and notices at the end of the row. */
function ChatCell() {
  const { t } = usePagesTranslation();
  const unread = useChatUnread();
  return (
    <Cell
      icon={<MenuIcon name="chat" />}
      title={t('user.chat')}
      value={<Badge count={unread} label={t('user.chatUnread', { count: unread })} />}
      arrow
      onClick={() => navigation.navigate('pages/chat/index')}
      data-testid="me-chat"
    />
  );
}

/** "Log out", which asks first (a confirmation); confirming ends the session and returns home. */
function LogoutButton() {
  const { t } = usePagesTranslation();
  const ask = async () => {
    const confirmed = await showAlert({
      title: t('user.logoutTitle'),
      message: t('user.logoutMessage'),
      confirmText: t('user.logoutConfirm'),
      cancelText: t('user.cancel'),
    });
    if (confirmed) await logOut();
  };
  return (
    <div className={styles.logout}>
      <Button variant="ghost" block onClick={() => void ask()}>
        {t('user.logout')}
      </Button>
    </div>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
