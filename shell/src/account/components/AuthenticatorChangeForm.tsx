import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAuthenticatorSetup } from '../hooks/useAuthenticatorSetup.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { AuthenticatorSecret } from './AuthenticatorSecret.tsx';
import { MailCodeField } from './MailCodeField.tsx';

/** Moves to a new authenticator: a code of the current one, a mailbox code, a code of the new one. */
export function AuthenticatorChangeForm() {
  const { t } = useAccountTranslation();
  const { setup, failed, retry, renew, renewing } = useAuthenticatorSetup();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({
    currentCode: '',
    mailCode: '',
    code: '',
  });

  const submit = () => {
    if (
      !setup ||
      !check({
        currentCode: accountRules.authenticatorCode(form.currentCode),
        mailCode: accountRules.mailCode(form.mailCode),
        code: accountRules.authenticatorCode(form.code),
      })
    )
      return;
    run(async () => {
      const userInfo = await accountCalls.changeAuthenticator(form);
      await finishSafetyAction(t('account.authenticator.changeDone'), userInfo);
    });
  };

  return (
    <AccountForm submitLabel={t('account.common.confirm')} busy={busy} onSubmit={submit}>
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
      <AuthenticatorSecret
        setup={setup}
        failed={failed}
        onRetry={retry}
        onRenew={renew}
        renewing={renewing}
      />
      <PasscodeInput
        label={t('account.fields.newAuthenticatorCode')}
        masked={false}
        value={form.code}
        error={errorOf('code')}
        onChange={(value) => edit('code', value)}
      />
    </AccountForm>
  );
}
