import { useState } from 'react';
import { toast } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { Field } from '@h5/design-system/Field';
import { PasswordField } from '@h5/design-system/PasswordField';
import { navigation, type PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { AccountForm } from '../components/AccountForm.tsx';
import { AccountPage } from '../components/AccountPage.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { startSession } from '../utils/startSession.ts';

const USER_TAB = 'pages/user/user';
/** Why the last session ended (`?reason=`), when the member should know. */
const ENDED_REASONS = ['signed_in_elsewhere', 'password_changed'] as const;

/** `pages/user/login`: mailbox and password; back to where the member came from, or the user tab. */
export function LoginPage({ params }: PageProps) {
  const { t } = useAccountTranslation();
  const [mailbox, setMailbox] = useState(params.mailbox ?? '');
  const [password, setPassword] = useState('');
  const { check, clear, errorOf } = useFieldErrors<'mailbox' | 'password'>();
  const [busy, run] = useSubmit();
  const ended = ENDED_REASONS.find((reason) => reason === params.reason);

  const submit = () => {
    if (
      !check({
        mailbox: accountRules.mailbox(mailbox),
        password: password ? null : 'passwordRequired',
      })
    )
      return;
    run(async () => {
      const grant = await accountCalls.login({ mailbox: mailbox.trim(), password });
      await startSession(grant);
      toast.success(t('account.login.done'));
      navigation.back(1, USER_TAB);
    });
  };

  return (
    <AccountPage
      title={t('pages.login')}
      heading={t('account.login.heading')}
      hint={t('account.login.hint')}
      onBack={() => navigation.back(1, USER_TAB)}
    >
      {ended && (
        <Banner role="status" data-testid="session-ended">
          {t(`account.login.ended.${ended}`)}
        </Banner>
      )}
      <AccountForm
        submitLabel={t('account.login.submit')}
        busy={busy}
        onSubmit={submit}
        footer={
          <>
            <TextLink to="pages/user/register">{t('account.login.toRegister')}</TextLink>
            <TextLink to="pages/user/forget">{t('account.login.toForget')}</TextLink>
          </>
        }
      >
        <Field
          label={t('account.fields.mailbox')}
          name="mailbox"
          type="email"
          autoComplete="username"
          placeholder={t('account.fields.mailboxPlaceholder')}
          value={mailbox}
          error={errorOf('mailbox')}
          onChange={(event) => {
            setMailbox(event.target.value);
            clear('mailbox');
          }}
        />
        <PasswordField
          label={t('account.fields.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('account.fields.passwordPlaceholder')}
          value={password}
          error={errorOf('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
        />
      </AccountForm>
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
