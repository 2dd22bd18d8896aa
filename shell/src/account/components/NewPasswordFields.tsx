import { PasswordField } from '@h5/design-system/PasswordField';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';

type Props = {
  password: string;
  password2: string;
  onChange: (field: 'password' | 'password2', value: string) => void;
  errors: { password?: string | undefined; password2?: string | undefined };
  /** "New login password" rather than "Login password". */
  isNew?: boolean;
};

/** A login password typed twice, with the policy as the hint. */
export function NewPasswordFields({ password, password2, onChange, errors, isNew }: Props) {
  const { t } = useAccountTranslation();
  return (
    <>
      <PasswordField
        label={t(isNew ? 'account.fields.newPassword' : 'account.fields.password')}
        name="password"
        autoComplete="new-password"
        maxLength={15}
        placeholder={t('account.fields.passwordPolicyHint')}
        value={password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordField
        label={t(isNew ? 'account.fields.newPassword2' : 'account.fields.password2')}
        name="password2"
        autoComplete="new-password"
        maxLength={15}
        placeholder={t('account.fields.password2Placeholder')}
        value={password2}
        error={errors.password2}
        onChange={(event) => onChange('password2', event.target.value)}
      />
    </>
  );
}
