import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMicrophoneRecording, type MicrophoneDeps } from './microphoneRecording.ts';

/** A MediaRecorder stand-in: `stop()` hands over one chunk, then says it stopped. */
function fakes(options: { refuse?: boolean } = {}) {
  const log: string[] = [];
  const stream = { getTracks: () => [{ stop: () => log.push('track stopped') }] } as unknown as MediaStream;
  const deps: MicrophoneDeps = {
    getUserMedia: async () => {
      if (options.refuse) throw new Error('NotAllowedError');
      log.push('microphone');
      return stream;
    },
    isTypeSupported: (type) => type === 'audio/webm;codecs=opus',
    createRecorder: (_stream, type) => {
      log.push(`recorder ${type}`);
      const target = new EventTarget();
      let state: RecordingState = 'inactive';
      const recorder = {
        mimeType: type ?? '',
        get state() {
          return state;
        },
        addEventListener: target.addEventListener.bind(target),
        start: () => {
          state = 'recording';
        },
        stop: () => {
          state = 'inactive';
          const data = new Event('dataavailable');
          Object.assign(data, { data: new Blob(['opus'], { type: 'audio/webm' }) });
          target.dispatchEvent(data);
          target.dispatchEvent(new Event('stop'));
          log.push('stopped');
        },
      };
      return recorder as unknown as MediaRecorder;
    },
  };
  return { deps, log };
}

test('records Opus in WebM and hands over the clip with its length, releasing the microphone', async () => {
  const { deps, log } = fakes();
  const microphone = createMicrophoneRecording(deps);
  await microphone.start();
  const clip = await microphone.finish(7_000);
  assert.equal(clip?.type, 'audio/webm');
  assert.equal(clip?.durationMs, 7_000);
  assert.equal(await clip?.blob.text(), 'opus');
  assert.deepEqual(log, ['microphone', 'recorder audio/webm;codecs=opus', 'stopped', 'track stopped']);
});

test('a cancelled recording is dropped and the microphone released', async () => {
  const { deps, log } = fakes();
  const microphone = createMicrophoneRecording(deps);
  await microphone.start();
  microphone.cancel();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(log.slice(-2), ['stopped', 'track stopped']);
  assert.equal(await microphone.finish(1_000), null);
});

test('a refused microphone rejects with "denied"; no browser support with "unsupported"', async () => {
  await assert.rejects(createMicrophoneRecording(fakes({ refuse: true }).deps).start(), (reason) => {
    assert.equal(reason, 'denied');
    return true;
  });
  await assert.rejects(createMicrophoneRecording(null).start(), (reason) => reason === 'unsupported');
});
