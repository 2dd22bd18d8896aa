import { toast } from '@h5/design-system';
import { Field } from '@h5/design-system/Field';
import { LOGIN_PAGE, navigation, type PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { AccountForm } from '../components/AccountForm.tsx';
import { AccountPage } from '../components/AccountPage.tsx';
import { MailCodeField } from '../components/MailCodeField.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';

/** `pages/user/forget`: a code to the mailbox, then a new login password; login follows. */
export function ForgetPage({ params }: PageProps) {
  const { t } = useAccountTranslation();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({
    mailbox: params.mailbox ?? '',
    code: '',
    password: '',
    password2: '',
  });

  const sendCode = () =>
    check({ mailbox: accountRules.mailbox(form.mailbox) })
      ? accountCalls.sendMailCode('forget', form.mailbox.trim())
      : Promise.reject(new Error('mailbox'));

  const submit = () => {
    if (
      !check({
        mailbox: accountRules.mailbox(form.mailbox),
        code: accountRules.mailCode(form.code),
        password: accountRules.loginPassword(form.password),
        password2: accountRules.repeat(form.password, form.password2),
      })
    )
      return;
    run(async () => {
      const mailbox = form.mailbox.trim();
      await accountCalls.forget({ ...form, mailbox });
      toast.success(t('account.forget.done'));
      navigation.back(1, `${LOGIN_PAGE}?mailbox=${encodeURIComponent(mailbox)}`);
    });
  };

  return (
    <AccountPage
      title={t('pages.forget')}
      heading={t('account.forget.heading')}
      hint={t('account.forget.hint')}
    >
      <AccountForm submitLabel={t('account.forget.submit')} busy={busy} onSubmit={submit}>
        <Field
          label={t('account.fields.mailbox')}
          name="mailbox"
          type="email"
          autoComplete="email"
          placeholder={t('account.fields.mailboxPlaceholder')}
          value={form.mailbox}
          error={errorOf('mailbox')}
          onChange={(event) => edit('mailbox', event.target.value)}
        />
        <MailCodeField
          mailbox={form.mailbox}
          value={form.code}
          error={errorOf('code')}
          onChange={(value) => edit('code', value)}
          onSend={sendCode}
        />
        <NewPasswordFields
          isNew
          password={form.password}
          password2={form.password2}
          errors={{ password: errorOf('password'), password2: errorOf('password2') }}
          onChange={edit}
        />
      </AccountForm>
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
