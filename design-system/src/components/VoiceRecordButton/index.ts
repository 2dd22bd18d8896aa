// `@h5/design-system/VoiceRecordButton`
export { VoiceRecordButton } from './VoiceRecordButton.tsx';
export type { VoiceRecordButtonProps } from './VoiceRecordButton.tsx';
export { VoiceRecordView } from './VoiceRecordView.tsx';
export type { VoiceRecordViewProps } from './VoiceRecordView.tsx';
export { createVoiceRecorder, MAX_RECORDING_MS, MIN_RECORDING_MS } from './voiceRecorder.ts';
export type {
  CancelReason,
  RecordVia,
  RecorderClock,
  RecorderHandlers,
  RecorderSnapshot,
  VoiceRecorder,
  VoiceRecorderOptions,
} from './voiceRecorder.ts';
