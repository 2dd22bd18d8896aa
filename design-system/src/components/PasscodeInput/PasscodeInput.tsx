import { useId } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { currentBox, toPasscode } from './passcode.ts';
import styles from './PasscodeInput.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type PasscodeInputProps = {
  /** The digits typed so far (controlled). */
  value: string;
  /** Receives the new digits: only 0–9, at most `length` of them. */
  onChange: (value: string) => void;
  /** Number of digits (and boxes). */
  length?: number;
  /** What the code is ("Payment password"), always shown above the boxes and tied to the input. */
  label: ReactNode;
  /** What is wrong, under the boxes: marks the input invalid, describes it and is announced. */
  error?: ReactNode;
  /** Focus the boxes when they appear (the only field of a step), which opens the keyboard. */
  autoFocus?: boolean;
  /** Dots for a payment password; `false` shows the digits (authenticator and mail codes). */
  masked?: boolean;
};

// Typing and deleting happen at the end, where the boxes show the caret; a selection (select all,
// then delete or paste) is left alone.
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart === input.selectionEnd && input.selectionStart !== end)
    input.setSelectionRange(end, end);
}

/** Digit code in separate boxes drawn over one real numeric input (typing, paste, autofill, backspace). */
export function PasscodeInput({
  value,
  onChange,
  length = 6,
  label,
  error,
  autoFocus = false,
  masked = true,
}: PasscodeInputProps) {
  const { t } = useSubPathTranslation(texts);
  const inputId = `passcode-${useId()}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const code = toPasscode(value, length);
  const current = currentBox(code, length);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(styles.passcode, invalid && styles.invalid)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={styles.box}
            data-filled={index < code.length || undefined}
            data-current={index === current || undefined}
            aria-hidden
          >
            {index < code.length && (masked ? <span className={styles.dot} /> : code[index])}
          </span>
        ))}
        <input
          id={inputId}
          className={styles.input}
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          autoFocus={autoFocus}
          value={code}
          onChange={(event) => onChange(toPasscode(event.target.value, length))}
          onSelect={keepCaretAtEnd}
          onPaste={(event) => {
            // A whole pasted code replaces what was there instead of being appended to it.
            const pasted = toPasscode(event.clipboardData.getData('text'), length);
            if (pasted.length === length) {
              event.preventDefault();
              onChange(pasted);
            }
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(hintId, invalid && errorId)}
        />
      </div>
      <span id={hintId} className={styles.hint}>
        {t('passcode.hint', { length })}
      </span>
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}
