import { useEffect, useState, useSyncExternalStore } from 'react';
import { SpinnerIcon } from '@h5/design-system';
import { createCodeCountdown } from './codeCountdown.ts';
import type { CodeCountdownState } from './codeCountdown.ts';
import styles from './CodeButton.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type CodeButtonProps = {
  /** Asks the server for a code; the countdown starts only when it resolves. */
  onSend: () => Promise<unknown>;
  /** How long the member waits before a code can be sent again, in seconds. */
  seconds?: number;
  /** Nothing to send to yet (no address typed): greyed out, not pressable. */
  disabled?: boolean;
  /**
   * Where the code goes (the mailbox typed next to it), when the member chooses: each address has
   * its own countdown, so a corrected address can be sent a code at once and a previous one still
   * shows its time left. Compared trimmed and case-blind.
   */
  target?: string;
};

export type CodeButtonViewProps = {
  /** The phase of the countdown, and while counting the seconds left. */
  state: CodeCountdownState;
  /** Nothing to send to yet: greyed out, not pressable. */
  disabled?: boolean;
  /** Pressed while idle or offering "Resend". */
  onClick?: () => void;
};

/**
 * The button in one state of the countdown (what `CodeButton` renders): a text button as tall as
 * the field it ends, split from the input by a line.
 */
export function CodeButtonView({ state, disabled = false, onClick }: CodeButtonViewProps) {
  const { t } = useSubPathTranslation(texts);
  const label = {
    idle: t('codeButton.send'),
    sending: t('codeButton.sending'),
    counting: t('codeButton.resendIn', { s: state.remaining }),
    resend: t('codeButton.resend'),
  }[state.phase];
  const sending = state.phase === 'sending';
  // Sending or counting down: not pressable, yet what it says (when to try again) must be read.
  const waiting = sending || state.phase === 'counting';
  return (
    <button
      type="button"
      className={styles.button}
      disabled={disabled || waiting}
      aria-busy={sending || undefined}
      data-phase={state.phase}
      data-waiting={(waiting && !disabled) || undefined}
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
export function CodeButton({ onSend, seconds = 60, disabled = false, target = '' }: CodeButtonProps) {
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
