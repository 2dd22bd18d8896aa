import { useState } from 'react';
import { Card } from '@h5/design-system/Card';
import { Tabs } from '@h5/design-system/Tabs';
import type { PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { RebindMailboxForm } from '../components/RebindMailboxForm.tsx';
import { useRequireLogin } from '../hooks/useRequireLogin.ts';

type ResetTab = 'password' | 'mailbox';

/** `pages/user/reset`: change the login password, or rebind the mailbox (`?tab=mailbox`). */
export function ResetPage({ params }: PageProps) {
  const { t } = useAccountTranslation();
  const loggedIn = useRequireLogin();
  const [tab, setTab] = useState<ResetTab>(params.tab === 'mailbox' ? 'mailbox' : 'password');
  return (
    <AccountPage title={t('pages.reset')}>
      <Card flush>
        <Tabs
          items={[
            { key: 'password', label: t('account.reset.tabPassword') },
            { key: 'mailbox', label: t('account.reset.tabMailbox') },
          ]}
          activeKey={tab}
          onChange={(key) => setTab(key === 'mailbox' ? 'mailbox' : 'password')}
        />
      </Card>
      {loggedIn && (tab === 'password' ? <ChangePasswordForm /> : <RebindMailboxForm />)}
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
