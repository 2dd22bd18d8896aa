import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields.tsx';
import { MailCodeField } from './MailCodeField.tsx';

/** Sets the 6-digit payment password, confirmed by a code sent to the member's mailbox. */
export function PaymentPasswordSetForm() {
  const { t } = useAccountTranslation();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({ code: '', password: '', password2: '' });

  const submit = () => {
    if (
      !check({
        code: accountRules.mailCode(form.code),
        ...accountRules.newPaymentPassword(form.password, form.password2),
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
      <NewPaymentPasswordFields
        password={form.password}
        password2={form.password2}
        errors={{ password: errorOf('password'), password2: errorOf('password2') }}
        onChange={edit}
      />
    </AccountForm>
  );
}
