import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { BottomSheet } from '@h5/design-system/BottomSheet';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './PasswordSheet.module.css';
import { texts } from './texts.ts';

export type PasswordSheetProps = {
  /** Whether the sheet is shown. */
  open: boolean;
  /** Called with false when the member closes it (×, Escape, a tap outside); not while sending. */
  onOpenChange: (open: boolean) => void;
  /** What is being confirmed ("Buy back EQ000012"). */
  title: ReactNode;
  /** What will happen, said before the password: a `QuoteBreakdown`, a sentence. */
  children?: ReactNode;
  /** The confirm button's words ("Buy back"). */
  confirmText: ReactNode;
  /** Receives the six digits; the sheet shows `sending` until the page is done. */
  onConfirm: (password: string) => void;
  /** The page is sending the confirmation. */
  sending?: boolean;
  /** The server's refusal (a wrong password), shown under the digits; the digits are cleared. */
  error?: ReactNode;
  /** The password's length. */
  length?: number;
};

/**
 * A money action confirmed with the payment password, in a bottom sheet: what will happen, the
 * digits, and the button (which says what to fix when the digits are short). The digits are
 * cleared each time the sheet opens and when a refusal arrives.
 */
export function PasswordSheet({
  open,
  onOpenChange,
  title,
  children,
  confirmText,
  onConfirm,
  sending = false,
  error,
  length = 6,
}: PasswordSheetProps) {
  const { t } = useSubPathTranslation(texts);
  const [password, setPassword] = useState('');
  const [short, setShort] = useState(false);
  // A new opening or a new refusal starts with no digits (adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ open, error });
  if (seen.open !== open || seen.error !== error) {
    setSeen({ open, error });
    setPassword('');
    setShort(false);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (password.length !== length) return setShort(true);
    onConfirm(password);
  };
  return (
    <BottomSheet open={open} onOpenChange={(next) => !sending && onOpenChange(next)} title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <PasscodeInput
          label={t('passwordSheet.label')}
          value={password}
          length={length}
          onChange={(value) => {
            setPassword(value);
            setShort(false);
          }}
          error={short ? t('passwordSheet.short', { count: length }) : error || undefined}
        />
        <Button type="submit" block loading={sending}>
          {confirmText}
        </Button>
      </form>
    </BottomSheet>
  );
}
