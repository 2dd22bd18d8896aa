import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { finishSafetyAction } from '../utils/finishSafetyAction.ts';
import { AccountForm } from './AccountForm.tsx';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields.tsx';

/** Changes the payment password: the current one, then the new one twice. */
export function PaymentPasswordChangeForm() {
  const { t } = useAccountTranslation();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({
    oldPassword: '',
    password: '',
    password2: '',
  });

  const submit = () => {
    if (
      !check({
        oldPassword: accountRules.paymentPassword(form.oldPassword),
        ...accountRules.newPaymentPassword(form.password, form.password2),
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
      <NewPaymentPasswordFields
        isNew
        password={form.password}
        password2={form.password2}
        errors={{ password: errorOf('password'), password2: errorOf('password2') }}
        onChange={edit}
      />
    </AccountForm>
  );
}
