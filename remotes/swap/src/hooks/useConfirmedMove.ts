import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationKey, failureDescription, serverDecided } from '@h5/platform/helpers';
import { useSecurityRemedy } from '@h5/platform/security';

/**
 * A money action confirmed with the payment password in a sheet: whether the sheet is open, the
 * sending state, the refusal to show under the digits, and one idempotency key per confirmation
 * (kept when the answer is lost, so a retry moves the money once). `onRefused`: the server said no
 * (a price that moved), so what the sheet shows may need asking again.
 */
export function useConfirmedMove<T>(onDone: (answer: T) => void, onRefused?: () => void) {
  const { t } = useTranslation('swap');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'swap');

  /** Opens the sheet, or first offers to set the payment password when it is missing. */
  const ask = () => {
    if (remedy.missing) return void remedy.ask(remedy.missing);
    setRefusal(undefined);
    setOpen(true);
  };

  /** Sends `request` (named by `what`, e.g. "add:100.00:1.200000") with the password. */
  const confirm = async (what: string, send: (key: string) => Promise<T>) => {
    if (sending) return;
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await keys.current.send(what, send, serverDecided);
      setOpen(false);
      onDone(answer);
    } catch (error) {
      if (remedy.handleRefusal(error)) return setOpen(false);
      if (serverDecided(error)) onRefused?.();
      setRefusal(failureDescription(error) ?? t('swap.lost'));
    } finally {
      setSending(false);
    }
  };

  /** The member changed what they are asking: the last refusal no longer applies. */
  const clearRefusal = () => setRefusal(undefined);

  return { open, setOpen, sending, refusal, ask, confirm, clearRefusal, remedy };
}
