import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasscodeInput } from '@h5/design-system';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';

type FieldName = 'oldPassword' | 'password' | 'password2';

/** Changes the payment password: the current one, then the new one twice. */
export function PaymentPasswordChangeForm() {
  const { t } = useTranslation(SHELL_NS);
  const [form, setForm] = useState({ oldPassword: '', password: '', password2: '' });
  const { check, clear, errorOf } = useFieldErrors<FieldName>();
  const [busy, run] = useSubmit();

  const edit = (field: FieldName, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = () => {
    if (
      !check({
        oldPassword: accountRules.paymentPassword(form.oldPassword),
        password: accountRules.paymentPassword(form.password),
        password2:
          accountRules.paymentPassword(form.password2) ?? accountRules.repeat(form.password, form.password2),
      })
    )
      return;
    run(async () => {
      await accountCalls.changePaymentPassword(form);
      await finishSafetyAction(t('account.safety.paymentChangeDone'));
    });
  };

  return (
    <AccountForm submitLabel={t('account.common.confirm')} busy={busy} onSubmit={submit}>
      <PasscodeInput
        label={t('account.fields.oldPaymentPassword')}
        value={form.oldPassword}
        error={errorOf('oldPassword')}
        onChange={(value) => edit('oldPassword', value)}
      />
      <PasscodeInput
        label={t('account.fields.newPaymentPassword')}
        value={form.password}
        error={errorOf('password')}
        onChange={(value) => edit('password', value)}
      />
      <PasscodeInput
        label={t('account.fields.paymentPassword2')}
        value={form.password2}
        error={errorOf('password2')}
        onChange={(value) => edit('password2', value)}
      />
    </AccountForm>
  );
}
