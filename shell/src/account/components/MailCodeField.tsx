import { useTranslation } from 'react-i18next';
import { CodeButton } from '@h5/design-system/CodeButton';
import { Field } from '@h5/design-system/Field';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; rejects (no countdown) when it could not be sent. */
  onSend: () => Promise<unknown>;
  error?: string | undefined;
  label?: string;
  name?: string;
};

/** A mailbox verification code: 6 characters, with the send button and its 60 s countdown. */
export function MailCodeField({ value, onChange, onSend, error, label, name = 'code' }: Props) {
  const { t } = useTranslation(SHELL_NS);
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
      suffix={<CodeButton onSend={onSend} />}
    />
  );
}
