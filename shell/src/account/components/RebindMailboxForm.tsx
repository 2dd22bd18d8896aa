import { toast } from '@h5/design-system';
import { Field } from '@h5/design-system/Field';
import { navigation, setSession, useSession } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { AccountForm } from './AccountForm.tsx';
import { MailCodeField } from './MailCodeField.tsx';

/** Moves the account to another mailbox: a code to the current one, then a code to the new one. */
export function RebindMailboxForm() {
  const { t } = useAccountTranslation();
  const { userInfo } = useSession();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({ oldCode: '', mailbox: '', code: '' });

  const sendNewCode = () =>
    check({ mailbox: accountRules.mailbox(form.mailbox) })
      ? accountCalls.sendMailCode('rebind_new', form.mailbox.trim())
      : Promise.reject(new Error('mailbox'));

  const submit = () => {
    if (
      !check({
        oldCode: accountRules.mailCode(form.oldCode),
        mailbox: accountRules.mailbox(form.mailbox),
        code: accountRules.mailCode(form.code),
      })
    )
      return;
    run(async () => {
      const next = await accountCalls.rebindMailbox({ ...form, mailbox: form.mailbox.trim() });
      setSession({ userInfo: next });
      toast.success(t('account.reset.mailboxDone'));
      navigation.back(1, 'pages/user/safety');
    });
  };

  return (
    <AccountForm submitLabel={t('account.common.confirm')} busy={busy} onSubmit={submit}>
      <Field
        label={t('account.reset.currentMailbox')}
        name="currentMailbox"
        value={userInfo?.mailbox ?? ''}
        readOnly
      />
      <MailCodeField
        name="oldCode"
        label={t('account.reset.oldCode')}
        value={form.oldCode}
        error={errorOf('oldCode')}
        onChange={(value) => edit('oldCode', value)}
        onSend={() => accountCalls.sendMailCode('rebind_old')}
      />
      <Field
        label={t('account.reset.newMailbox')}
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
        label={t('account.reset.newCode')}
        value={form.code}
        error={errorOf('code')}
        onChange={(value) => edit('code', value)}
        onSend={sendNewCode}
      />
    </AccountForm>
  );
}
