import { toast } from '@h5/design-system';
import { PasswordField } from '@h5/design-system/PasswordField';
import { navigation } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { useAccountForm } from '../hooks/useAccountForm.ts';
import { accountRules } from '../utils/accountRules.ts';
import { AccountForm } from './AccountForm.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** Changes the login password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useAccountTranslation();
  const { form, edit, check, errorOf, busy, run } = useAccountForm({
    oldPassword: '',
    password: '',
    password2: '',
  });

  const submit = () => {
    if (
      !check({
        oldPassword: form.oldPassword ? null : 'passwordRequired',
        password: accountRules.loginPassword(form.password),
        password2: accountRules.repeat(form.password, form.password2),
      })
    )
      return;
    run(async () => {
      await accountCalls.changePassword(form);
      toast.success(t('account.reset.passwordDone'));
      navigation.back(1, 'pages/user/set');
    });
  };

  return (
    <AccountForm submitLabel={t('account.common.confirm')} busy={busy} onSubmit={submit}>
      <PasswordField
        label={t('account.fields.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        placeholder={t('account.fields.passwordPlaceholder')}
        value={form.oldPassword}
        error={errorOf('oldPassword')}
        onChange={(event) => edit('oldPassword', event.target.value)}
      />
      <NewPasswordFields
        isNew
        password={form.password}
        password2={form.password2}
        errors={{ password: errorOf('password'), password2: errorOf('password2') }}
        onChange={edit}
      />
    </AccountForm>
  );
}
