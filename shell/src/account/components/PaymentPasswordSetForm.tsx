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
import { MailCodeField } from './MailCodeField.tsx';

type FieldName = 'code' | 'password' | 'password2';

/** Sets the 6-digit payment password, confirmed by a code sent to the member's mailbox. */
export function PaymentPasswordSetForm() {
  const { t } = useTranslation(SHELL_NS);
  const [form, setForm] = useState({ code: '', password: '', password2: '' });
  const { check, clear, errorOf } = useFieldErrors<FieldName>();
  const [busy, run] = useSubmit();

  const edit = (field: FieldName, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = () => {
    if (
      !check({
        code: accountRules.mailCode(form.code),
        password: accountRules.paymentPassword(form.password),
        password2:
          accountRules.paymentPassword(form.password2) ?? accountRules.repeat(form.password, form.password2),
      })
    )
      return;
    run(async () => {
      await accountCalls.setPaymentPassword(form);
      await finishSafetyAction(t('account.safety.paymentSetDone'));
    });
  };

  return (
    <AccountForm submitLabel={t('account.common.confirm')} busy={busy} onSubmit={submit}>
      <MailCodeField
        value={form.code}
        error={errorOf('code')}
        onChange={(value) => edit('code', value)}
        onSend={() => accountCalls.sendMailCode('payment_password')}
      />
      <PasscodeInput
        label={t('account.fields.paymentPassword')}
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
