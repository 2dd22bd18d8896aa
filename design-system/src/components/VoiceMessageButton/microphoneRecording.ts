/** A recorded voice message: the sound and how long it is. */
export type VoiceClip = { blob: Blob; durationMs: number; type: string };

/** Why no recording could be made: the member said no (or there is no microphone), or the browser cannot record. */
export type MicrophoneProblem = 'denied' | 'unsupported';

/** Types MediaRecorder is asked for, best first: Chromium and Firefox record Opus in WebM, Safari AAC in MP4. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** What the recording needs from the browser; tests pass fakes. */
export type MicrophoneDeps = {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createRecorder: (stream: MediaStream, type: string | undefined) => MediaRecorder;
  isTypeSupported: (type: string) => boolean;
};

function browserDeps(): MicrophoneDeps | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  if (typeof MediaRecorder === 'undefined') return null;
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createRecorder: (stream, type) => new MediaRecorder(stream, type ? { mimeType: type } : undefined),
    isTypeSupported: (type) => MediaRecorder.isTypeSupported(type),
  };
}

/**
 * One recording at a time from the microphone: `start()` asks for it and records; `finish()` stops
 * and resolves the clip; `cancel()` stops and drops it. The microphone is released after each
 * recording, so the browser's "recording" mark goes away as soon as the member lets go.
 */
export function createMicrophoneRecording(deps: MicrophoneDeps | null = browserDeps()) {
  let current: Promise<{ stream: MediaStream; recorder: MediaRecorder; chunks: Blob[] }> | null = null;

  const release = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

  return {
    /** Starts recording; rejects with a `MicrophoneProblem` when it cannot. */
    start(): Promise<void> {
      if (!deps) return Promise.reject<void>('unsupported' satisfies MicrophoneProblem);
      const { getUserMedia, createRecorder, isTypeSupported } = deps;
      const starting = getUserMedia({ audio: true }).then(
        (stream) => {
          const type = PREFERRED_TYPES.find((candidate) => isTypeSupported(candidate));
          const recorder = createRecorder(stream, type);
          const chunks: Blob[] = [];
          recorder.addEventListener('dataavailable', (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          });
          recorder.start();
          return { stream, recorder, chunks };
        },
        () => Promise.reject<never>('denied' satisfies MicrophoneProblem),
      );
      current = starting;
      return starting.then(() => undefined);
    },
    /** Stops and resolves the clip of `durationMs` (the length the button measured). */
    async finish(durationMs: number): Promise<VoiceClip | null> {
      const recording = await current?.catch(() => null);
      current = null;
      if (!recording) return null;
      const { stream, recorder, chunks } = recording;
      const stopped = new Promise<void>((resolve) =>
        recorder.addEventListener('stop', () => resolve(), { once: true }),
      );
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      release(stream);
      const type = (recorder.mimeType || chunks[0]?.type || 'audio/webm').split(';')[0]!;
      return { blob: new Blob(chunks, { type }), durationMs, type };
    },
    /** Stops and drops what was recorded. */
    cancel(): void {
      const recording = current;
      current = null;
      void recording
        ?.then(({ stream, recorder }) => {
          if (recorder.state !== 'inactive') recorder.stop();
          release(stream);
        })
        .catch(() => undefined);
    },
  };
}

export type MicrophoneRecording = ReturnType<typeof createMicrophoneRecording>;
