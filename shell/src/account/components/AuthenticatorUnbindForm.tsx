import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { MailCodeField } from './MailCodeField.tsx';

/** Unbinds the authenticator: a code of it and a mailbox code. */
export function AuthenticatorUnbindForm() {
  const { t } = useAccountTranslation();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({ currentCode: '', mailCode: '' });

  const submit = () => {
    if (
      !check({
        currentCode: accountRules.authenticatorCode(form.currentCode),
        mailCode: accountRules.mailCode(form.mailCode),
      })
    )
      return;
    run(async () => {
      const userInfo = await accountCalls.unbindAuthenticator(form);
      await finishSafetyAction(t('account.authenticator.unbindDone'), userInfo);
    });
  };

  return (
    <AccountForm submitLabel={t('account.authenticator.unbindSubmit')} busy={busy} onSubmit={submit}>
      <PasscodeInput
        label={t('account.fields.currentAuthenticatorCode')}
        masked={false}
        value={form.currentCode}
        error={errorOf('currentCode')}
        onChange={(value) => edit('currentCode', value)}
      />
      <MailCodeField
        name="mailCode"
        value={form.mailCode}
        error={errorOf('mailCode')}
        onChange={(value) => edit('mailCode', value)}
        onSend={() => accountCalls.sendMailCode('authenticator')}
      />
    </AccountForm>
  );
}
