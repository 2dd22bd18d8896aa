import { useState } from 'react';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAuthenticatorSetup } from '../hooks/useAuthenticatorSetup.ts';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { AuthenticatorSecret } from './AuthenticatorSecret.tsx';

/**
 * Binds an authenticator app: scan or copy the key (the same on every visit until bound, or a new
 * one on request), then confirm with its current code; all in one card.
 */
export function AuthenticatorBindForm() {
  const { t } = useAccountTranslation();
  const { setup, failed, retry, renew, renewing } = useAuthenticatorSetup();
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
    <AccountForm submitLabel={t('account.authenticator.bindSubmit')} busy={busy} onSubmit={submit}>
      <AuthenticatorSecret
        setup={setup}
        failed={failed}
        onRetry={retry}
        onRenew={renew}
        renewing={renewing}
      />
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
  );
}
