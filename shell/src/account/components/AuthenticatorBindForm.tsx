import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAuthenticatorSetup } from '../hooks/useAuthenticatorSetup.ts';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { AuthenticatorSecret } from './AuthenticatorSecret.tsx';

/** Binds an authenticator app: scan or copy the new secret, then confirm with its current code. */
export function AuthenticatorBindForm() {
  const { t } = useTranslation(SHELL_NS);
  const { setup, failed, retry } = useAuthenticatorSetup();
  const [code, setCode] = useState('');
  const { check, clear, errorOf } = useFieldErrors<'code'>();
  const [busy, run] = useSubmit();

  const submit = () => {
    if (!setup || !check({ code: accountRules.authenticatorCode(code) })) return;
    run(async () => {
      const userInfo = await accountCalls.bindAuthenticator(code);
      await finishSafetyAction(t('account.authenticator.bindDone'), userInfo);
    });
  };

  return (
    <>
      <AuthenticatorSecret setup={setup} failed={failed} onRetry={retry} />
      <AccountForm submitLabel={t('account.authenticator.bindSubmit')} busy={busy} onSubmit={submit}>
        <PasscodeInput
          label={t('account.fields.authenticatorCode')}
          masked={false}
          value={code}
          error={errorOf('code')}
          onChange={(value) => {
            setCode(value);
            clear('code');
          }}
        />
      </AccountForm>
    </>
  );
}
