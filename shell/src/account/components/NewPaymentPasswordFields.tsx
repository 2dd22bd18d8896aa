import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';

type Props = {
  password: string;
  password2: string;
  onChange: (field: 'password' | 'password2', value: string) => void;
  errors: { password?: string | undefined; password2?: string | undefined };
  /** "New payment password" rather than "Payment password". */
  isNew?: boolean;
};

/** A 6-digit payment password typed twice. */
export function NewPaymentPasswordFields({ password, password2, onChange, errors, isNew }: Props) {
  const { t } = useAccountTranslation();
  return (
    <>
      <PasscodeInput
        label={t(isNew ? 'account.fields.newPaymentPassword' : 'account.fields.paymentPassword')}
        value={password}
        error={errors.password}
        onChange={(value) => onChange('password', value)}
      />
      <PasscodeInput
        label={t('account.fields.paymentPassword2')}
        value={password2}
        error={errors.password2}
        onChange={(value) => onChange('password2', value)}
      />
    </>
  );
}
