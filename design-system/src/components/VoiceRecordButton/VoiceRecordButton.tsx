import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PointerEvent } from 'react';
import { createVoiceRecorder, MAX_RECORDING_MS, MIN_RECORDING_MS } from './voiceRecorder.ts';
import type { CancelReason } from './voiceRecorder.ts';
import { VoiceRecordView } from './VoiceRecordView.tsx';

/** How far up the finger must slide to reach the cancel zone. */
const CANCEL_SLIDE_PX = 64;

export type VoiceRecordButtonProps = {
  /** Recording starts: start the microphone (`MediaRecorder`); this component does not. */
  onStart: () => void;
  /** The recording is dropped: slid away, Escape, shorter than `minMs` (`tooShort`) or interrupted. */
  onCancel: (reason: CancelReason) => void;
  /** The recording is to be sent, with its length (at most `maxMs`). */
  onFinish: (durationMs: number) => void;
  /** The longest recording; it is sent by itself then. Read once, when the button mounts. */
  maxMs?: number;
  /** Shorter recordings are dropped as `tooShort`. Read once, when the button mounts. */
  minMs?: number;
  /** Greys it out (no microphone permission, chat closed). */
  disabled?: boolean;
  /** Adds rules to the root. */
  className?: string;
};

/**
 * "Hold to talk": pressing and holding records, lifting sends, sliding up and lifting drops. The
 * keyboard and screen readers press once to start and again to send, Escape drops. Shows the time
 * and what to do, and sends by itself at `maxMs` (60 s). The chat records the sound on `onStart`
 * and keeps or drops it on `onFinish` / `onCancel`.
 */
export function VoiceRecordButton({
  onStart,
  onCancel,
  onFinish,
  maxMs = MAX_RECORDING_MS,
  minMs = MIN_RECORDING_MS,
  disabled = false,
  className,
}: VoiceRecordButtonProps) {
  // The recorder lives as long as the button and calls the callbacks rendered last.
  const [recorder] = useState(() => createVoiceRecorder({ maxMs, minMs }));
  useEffect(() => recorder.setHandlers({ onStart, onCancel, onFinish }));
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot, recorder.getSnapshot);
  const pressedAt = useRef(0);

  // A recording does not outlive the button, nor go on while the page is hidden (a call, the home screen).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') recorder.interrupt();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      recorder.interrupt();
    };
  }, [recorder]);
  useEffect(() => {
    if (disabled) recorder.interrupt();
  }, [disabled, recorder]);

  return (
    <VoiceRecordView
      snapshot={snapshot}
      maxMs={maxMs}
      className={className}
      disabled={disabled}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0) return;
        // Keeps the finger's moves and its release with the button wherever it slides.
        event.currentTarget.setPointerCapture(event.pointerId);
        pressedAt.current = event.clientY;
        recorder.press('pointer');
      }}
      onPointerMove={(event) => recorder.slide(pressedAt.current - event.clientY > CANCEL_SLIDE_PX)}
      onPointerUp={() => recorder.release()}
      onPointerCancel={() => recorder.interrupt()}
      // A click without a pointer press (detail 0) comes from Enter, Space or a screen reader.
      onClick={(event) => {
        if (event.detail === 0) recorder.toggle();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && snapshot.phase === 'recording') {
          event.preventDefault();
          recorder.escape();
        }
      }}
      // A long press would open the text-selection or context menu.
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
