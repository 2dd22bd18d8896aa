import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasscodeInput } from '@h5/design-system';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAuthenticatorSetup } from '../hooks/useAuthenticatorSetup.ts';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { AuthenticatorSecret } from './AuthenticatorSecret.tsx';
import { MailCodeField } from './MailCodeField.tsx';

type FieldName = 'currentCode' | 'mailCode' | 'code';

/** Moves to a new authenticator: a code of the current one, a mailbox code, a code of the new one. */
export function AuthenticatorChangeForm() {
  const { t } = useTranslation(SHELL_NS);
  const { setup, failed, retry } = useAuthenticatorSetup();
  const [form, setForm] = useState({ currentCode: '', mailCode: '', code: '' });
  const { check, clear, errorOf } = useFieldErrors<FieldName>();
  const [busy, run] = useSubmit();

  const edit = (field: FieldName, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

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
      <AuthenticatorSecret setup={setup} failed={failed} onRetry={retry} />
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
