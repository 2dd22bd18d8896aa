import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { createVoiceRecorder, type CancelReason, type RecorderClock } from './voiceRecorder.ts';

/** A clock whose time only moves with `advance`, firing the timers that fall due on the way. */
function fakeClock() {
  let time = 1_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: RecorderClock = {
    now: () => time,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: time + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const end = time + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      time = due[1].at;
      due[1].callback();
    }
    time = end;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('voice recorder', () => {
  let clock: ReturnType<typeof fakeClock>;
  let events: string[];
  let recorder: ReturnType<typeof createVoiceRecorder>;

  beforeEach(() => {
    clock = fakeClock();
    events = [];
    recorder = createVoiceRecorder({
      clock: clock.clock,
      onStart: () => events.push('start'),
      onCancel: (reason: CancelReason) => events.push(`cancel:${reason}`),
      onFinish: (ms: number) => events.push(`finish:${ms}`),
    });
  });

  it('records while held and sends on release with the duration', () => {
    recorder.press('pointer');
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: false,
      elapsedMs: 0,
    });
    clock.advance(3_400);
    recorder.release();
    assert.deepEqual(events, ['start', 'finish:3400']);
    assert.deepEqual(recorder.getSnapshot(), { phase: 'idle' });
    assert.equal(clock.pending(), 0);
  });

  it('shows the elapsed time in whole seconds', () => {
    recorder.press('pointer');
    clock.advance(999);
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: false,
      elapsedMs: 0,
    });
    clock.advance(1);
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: false,
      elapsedMs: 1_000,
    });
    clock.advance(5_500);
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: false,
      elapsedMs: 6_000,
    });
  });

  it('drops the recording when released in the cancel zone, and keeps it when the finger comes back', () => {
    recorder.press('pointer');
    clock.advance(2_000);
    recorder.slide(true);
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: true,
      elapsedMs: 2_000,
    });
    recorder.slide(false);
    assert.deepEqual(recorder.getSnapshot(), {
      phase: 'recording',
      via: 'pointer',
      cancelling: false,
      elapsedMs: 2_000,
    });
    recorder.slide(true);
    recorder.release();
    assert.deepEqual(events, ['start', 'cancel:slid']);
    assert.equal(clock.pending(), 0);
  });

  it('drops a tap shorter than a second', () => {
    recorder.press('pointer');
    clock.advance(600);
    recorder.release();
    assert.deepEqual(events, ['start', 'cancel:tooShort']);
  });

  it('sends by itself at 60 s', () => {
    recorder.press('pointer');
    clock.advance(59_999);
    assert.deepEqual(events, ['start']);
    clock.advance(1);
    assert.deepEqual(events, ['start', 'finish:60000']);
    assert.deepEqual(recorder.getSnapshot(), { phase: 'idle' });
    recorder.release();
    assert.deepEqual(events, ['start', 'finish:60000']);
    assert.equal(clock.pending(), 0);
  });

  it('starts and sends with two key presses, and Escape drops', () => {
    recorder.toggle();
    clock.advance(4_000);
    recorder.slide(true);
    recorder.release();
    recorder.toggle();
    recorder.toggle();
    clock.advance(2_000);
    recorder.escape();
    assert.deepEqual(events, ['start', 'finish:4000', 'start', 'cancel:escape']);
  });

  it('drops a recording that is interrupted, and ignores a second press', () => {
    recorder.press('pointer');
    recorder.press('keyboard');
    clock.advance(5_000);
    recorder.interrupt();
    recorder.interrupt();
    assert.deepEqual(events, ['start', 'cancel:interrupted']);
  });

  it('calls the callbacks set last', () => {
    const later: string[] = [];
    recorder.setHandlers({
      onStart: () => later.push('start'),
      onFinish: (ms) => later.push(`finish:${ms}`),
    });
    recorder.press('pointer');
    clock.advance(1_500);
    recorder.release();
    assert.deepEqual(later, ['start', 'finish:1500']);
    assert.deepEqual(events, []);
  });

  it('tells subscribers of each change', () => {
    let calls = 0;
    const unsubscribe = recorder.subscribe(() => calls++);
    recorder.press('pointer');
    clock.advance(1_000);
    recorder.release();
    unsubscribe();
    recorder.press('pointer');
    assert.equal(calls, 3);
  });
});
