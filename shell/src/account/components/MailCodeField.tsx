import { CodeButton } from '@h5/design-system/CodeButton';
import { Field } from '@h5/design-system/Field';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; rejects (no countdown) when it could not be sent. */
  onSend: () => Promise<unknown>;
  error?: string | undefined;
  label?: string;
  name?: string;
  /**
   * The address the code goes to, when the member types it: each address has its own 60 s countdown
   * (a corrected address can be sent a code at once). Without it, the member's own mailbox.
   */
  mailbox?: string;
};

/** A mailbox verification code: 6 characters, with the send button and its 60 s countdown per address. */
export function MailCodeField({ value, onChange, onSend, error, label, name = 'code', mailbox }: Props) {
  const { t } = useAccountTranslation();
  return (
    <Field
      label={label ?? t('account.fields.code')}
      name={name}
      placeholder={t('account.fields.codePlaceholder')}
      inputMode="text"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.trim())}
      suffix={<CodeButton onSend={onSend} target={mailbox} />}
    />
  );
}
