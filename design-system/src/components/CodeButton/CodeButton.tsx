import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '@h5/design-system';
import { createCodeCountdown } from './codeCountdown.ts';
import type { CodeCountdownState } from './codeCountdown.ts';
import styles from './CodeButton.module.css';

export type CodeButtonProps = {
  /** Asks the server for a code; the countdown starts only when it resolves. */
  onSend: () => Promise<unknown>;
  seconds?: number;
  disabled?: boolean;
  /**
   * Where the code goes (the mailbox typed next to it), when the member chooses: each address has
   * its own countdown, so a corrected address can be sent a code at once and a previous one still
   * shows its time left. Compared trimmed and case-blind.
   */
  target?: string;
};

export type CodeButtonViewProps = {
  state: CodeCountdownState;
  disabled?: boolean;
  onClick?: () => void;
};

/**
 * The button in one state of the countdown (what `CodeButton` renders): a text button as tall as
 * the field it ends, split from the input by a line.
 */
export function CodeButtonView({ state, disabled, onClick }: CodeButtonViewProps) {
  const { t } = useTranslation('ds');
  const label = {
    idle: t('codeButton.send'),
    sending: t('codeButton.sending'),
    counting: t('codeButton.resendIn', { s: state.remaining }),
    resend: t('codeButton.resend'),
  }[state.phase];
  const sending = state.phase === 'sending';
  return (
    <button
      type="button"
      className={styles.button}
      disabled={disabled || sending || state.phase === 'counting'}
      aria-busy={sending || undefined}
      data-phase={state.phase}
      onClick={onClick}
    >
      {sending && <SpinnerIcon className={styles.spinner} />}
      <span>{label}</span>
    </button>
  );
}

/**
 * "Send code" button: sends, then counts down (60 s by default) before it offers "Resend"; the
 * countdown belongs to the `target` the code was sent to.
 */
export function CodeButton({ onSend, seconds = 60, disabled, target = '' }: CodeButtonProps) {
  const [countdown] = useState(createCodeCountdown);
  const state = useSyncExternalStore(countdown.subscribe, countdown.getState, countdown.getState);
  const key = target.trim().toLowerCase();
  useEffect(() => {
    countdown.connect();
    return () => countdown.dispose();
  }, [countdown]);
  useEffect(() => countdown.select(key), [countdown, key]);
  return (
    <CodeButtonView state={state} disabled={disabled} onClick={() => void countdown.send(onSend, seconds)} />
  );
}
