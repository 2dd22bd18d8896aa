import { CloseIcon, MicIcon, SortAscendingIcon } from '@h5/design-system/Icons';
import { useId } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatDuration } from '../../utils/formatDuration.ts';
import type { RecorderSnapshot } from './voiceRecorder.ts';
import { MAX_RECORDING_MS } from './voiceRecorder.ts';
import styles from './VoiceRecordButton.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

/** From this many seconds before the limit, the panel counts down. */
const COUNTDOWN_FROM_S = 10;

export type VoiceRecordViewProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** What the recorder is doing: idle, or recording (how it started, in the cancel zone, time so far). */
  snapshot: RecorderSnapshot;
  /** The longest recording, for the countdown near the end. */
  maxMs?: number;
};

/**
 * What `VoiceRecordButton` draws for a recorder state: the button and, while recording, the panel
 * above it with the time and what to do next. Handlers go to the button.
 */
export function VoiceRecordView({
  snapshot,
  maxMs = MAX_RECORDING_MS,
  className,
  ...button
}: VoiceRecordViewProps) {
  const { t } = useSubPathTranslation(texts);
  const hintId = useId();
  const recording = snapshot.phase === 'recording';
  const cancelling = recording && snapshot.cancelling;
  const byKeyboard = recording && snapshot.via === 'keyboard';

  const label = !recording
    ? t('voiceRecordButton.hold')
    : byKeyboard
      ? t('voiceRecordButton.pressToSend')
      : cancelling
        ? t('voiceRecordButton.releaseToCancel')
        : t('voiceRecordButton.releaseToSend');
  const hint = byKeyboard
    ? t('voiceRecordButton.escapeToCancel')
    : cancelling
      ? t('voiceRecordButton.releaseToCancel')
      : t('voiceRecordButton.slideUpToCancel');
  const secondsLeft = recording ? Math.ceil((maxMs - snapshot.elapsedMs) / 1000) : 0;

  return (
    <div className={cx(styles.root, className)}>
      {recording && (
        <div className={cx(styles.panel, cancelling && styles.cancelling)} aria-hidden="true">
          <span className={styles.panelIcon}>{cancelling ? <CloseIcon /> : <MicIcon />}</span>
          <span className={styles.time}>{formatDuration(snapshot.elapsedMs)}</span>
          {secondsLeft <= COUNTDOWN_FROM_S && (
            <span className={styles.countdown}>
              {t('voiceRecordButton.secondsLeft', { count: secondsLeft })}
            </span>
          )}
          <span className={styles.hint}>
            {!byKeyboard && !cancelling && <SortAscendingIcon />}
            {hint}
          </span>
        </div>
      )}
      {/* Said once when it changes; the ticking time is left out so that it is not read every second. */}
      <p className={styles.hidden} aria-live="polite">
        {recording ? `${t('voiceRecordButton.recording')} ${hint}` : ''}
      </p>
      <p id={hintId} className={styles.hidden}>
        {t('voiceRecordButton.keyboardHint')}
      </p>
      <button
        type="button"
        {...button}
        className={cx(styles.button, recording && styles.active, cancelling && styles.cancelling)}
        aria-describedby={recording ? undefined : hintId}
      >
        {label}
      </button>
    </div>
  );
}
