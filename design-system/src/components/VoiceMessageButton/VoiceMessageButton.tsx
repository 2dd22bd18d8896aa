import { useEffect, useState } from 'react';
import { MAX_RECORDING_MS, VoiceRecordButton, type CancelReason } from '@h5/design-system/VoiceRecordButton';
import { createMicrophoneRecording, type MicrophoneProblem, type VoiceClip } from './microphoneRecording.ts';

export type VoiceMessageButtonProps = {
  /** A voice message was recorded and is to be sent: its sound (`blob`, `type`) and length. */
  onRecorded: (clip: VoiceClip) => void;
  /** No recording could be made (the microphone was refused, or the browser cannot record). */
  onProblem?: (problem: MicrophoneProblem) => void;
  /** A recording was dropped: slid away, Escape, too short (under a second) or interrupted. */
  onCancel?: (reason: CancelReason) => void;
  /** The longest message (60 s by default); it is sent by itself then. */
  maxMs?: number;
  /** Greys it out (the chat is closed, a message is being sent). */
  disabled?: boolean;
  className?: string;
};

/**
 * "Hold to talk" with the microphone: `VoiceRecordButton`'s gestures (hold, slide up to cancel, the
 * seconds shown, 60 s at most) recording through `MediaRecorder`. Lifting the finger hands the clip
 * to `onRecorded`; the chat uploads and sends it. A refused microphone greys the button out.
 */
export function VoiceMessageButton({
  onRecorded,
  onProblem,
  onCancel,
  maxMs = MAX_RECORDING_MS,
  disabled = false,
  className,
}: VoiceMessageButtonProps) {
  const [microphone] = useState(() => createMicrophoneRecording());
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  useEffect(() => () => microphone.cancel(), [microphone]);
  return (
    <VoiceRecordButton
      className={className}
      maxMs={maxMs}
      // A refusal interrupts the recording the button shows (its `disabled` does that).
      disabled={disabled || problem !== null}
      onStart={() =>
        microphone.start().catch((reason: MicrophoneProblem) => {
          setProblem(reason);
          onProblem?.(reason);
        })
      }
      onCancel={(reason) => {
        microphone.cancel();
        onCancel?.(reason);
      }}
      onFinish={(durationMs) => {
        void microphone.finish(durationMs).then((clip) => {
          if (clip && clip.blob.size > 0) onRecorded(clip);
        });
      }}
    />
  );
}
