import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { createCodeCountdown } from './codeCountdown.ts';
import type { CodeCountdownState } from './codeCountdown.ts';
import styles from './CodeButton.module.css';

export type CodeButtonProps = {
  /** Asks the server for a code; the countdown starts only when it resolves. */
  onSend: () => Promise<unknown>;
  seconds?: number;
  disabled?: boolean;
};

export type CodeButtonViewProps = {
  state: CodeCountdownState;
  disabled?: boolean;
  onClick?: () => void;
};

/** The button in one state of the countdown (what `CodeButton` renders). */
export function CodeButtonView({ state, disabled, onClick }: CodeButtonViewProps) {
  const { t } = useTranslation('ds');
  const label = {
    idle: t('codeButton.send'),
    sending: t('codeButton.sending'),
    counting: t('codeButton.resendIn', { s: state.remaining }),
    resend: t('codeButton.resend'),
  }[state.phase];
  return (
    <Button
      size="sm"
      variant="secondary"
      className={styles.button}
      loading={state.phase === 'sending'}
      disabled={disabled || state.phase === 'counting'}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** "Send code" button: sends, then counts down (60 s by default) before it offers "Resend". */
export function CodeButton({ onSend, seconds = 60, disabled }: CodeButtonProps) {
  const [countdown] = useState(createCodeCountdown);
  const state = useSyncExternalStore(countdown.subscribe, countdown.getState, countdown.getState);
  useEffect(() => {
    countdown.connect();
    return () => countdown.dispose();
  }, [countdown]);
  return (
    <CodeButtonView state={state} disabled={disabled} onClick={() => void countdown.send(onSend, seconds)} />
  );
}
