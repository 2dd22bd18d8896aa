// `@h5/design-system/VoiceMessageButton`
export { VoiceMessageButton } from './VoiceMessageButton.tsx';
export type { VoiceMessageButtonProps } from './VoiceMessageButton.tsx';
export { createMicrophoneRecording } from './microphoneRecording.ts';
export type { MicrophoneProblem, VoiceClip } from './microphoneRecording.ts';
