import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeCountdown } from './codeCountdown.ts';
import type { CountdownTimer } from './codeCountdown.ts';

/** A clock that moves only when the test advances it. */
function fakeTimer() {
  let now = 1_000_000;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timer: CountdownTimer = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = end;
  };
  return { timer, advance, pending: () => pending.size };
}

const resolved = () => Promise.resolve({ resendAfterS: 60 });
const rejected = () => Promise.reject(new Error('too many requests'));

describe('createCodeCountdown', () => {
  it('sends, counts down from 60 one second at a time, then offers a resend', async () => {
    const { timer, advance, pending } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    assert.deepEqual(countdown.getState(), { phase: 'idle', remaining: 0 });

    const sending = countdown.send(resolved, 60);
    assert.equal(countdown.getState().phase, 'sending');
    await sending;
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 60 });

    advance(1000);
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 59 });
    advance(58_999);
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 1 });
    advance(1);
    assert.deepEqual(countdown.getState(), { phase: 'resend', remaining: 0 });
    assert.equal(pending(), 0);
  });

  it('does not count down when sending fails, and lets the member try again', async () => {
    const { timer, pending } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    await countdown.send(rejected, 60);
    assert.deepEqual(countdown.getState(), { phase: 'idle', remaining: 0 });
    assert.equal(pending(), 0);

    await countdown.send(resolved, 60);
    assert.equal(countdown.getState().phase, 'counting');
  });

  it('stays on "resend" when a resend fails', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    await countdown.send(resolved, 2);
    advance(2000);
    await countdown.send(rejected, 2);
    assert.deepEqual(countdown.getState(), { phase: 'resend', remaining: 0 });
  });

  it('treats a synchronous throw like a rejection', async () => {
    const { timer } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    await countdown.send(() => {
      throw new Error('offline');
    }, 60);
    assert.equal(countdown.getState().phase, 'idle');
  });

  it('ignores presses while sending and while counting', async () => {
    const { timer } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    let calls = 0;
    const onSend = () => {
      calls += 1;
      return Promise.resolve();
    };
    const first = countdown.send(onSend, 60);
    await countdown.send(onSend, 60);
    await first;
    await countdown.send(onSend, 60);
    assert.equal(calls, 1);
  });

  it('follows the deadline when the timer fires late', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    await countdown.send(resolved, 60);
    advance(10_500);
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 50 });
  });

  it('notifies subscribers of each change until they unsubscribe', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    const seen: string[] = [];
    const unsubscribe = countdown.subscribe(() => {
      const { phase, remaining } = countdown.getState();
      seen.push(`${phase}:${remaining}`);
    });
    await countdown.send(resolved, 2);
    advance(2000);
    unsubscribe();
    await countdown.send(resolved, 2);
    assert.deepEqual(seen, ['sending:0', 'counting:2', 'counting:1', 'resend:0']);
  });

  it('clears its timer when disposed and picks the countdown up again when connected', async () => {
    const { timer, advance, pending } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    await countdown.send(resolved, 60);
    assert.equal(pending(), 1);

    countdown.dispose();
    assert.equal(pending(), 0);
    advance(5000);
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 60 });

    countdown.connect();
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 55 });
    assert.equal(pending(), 1);
  });

  it('schedules nothing when the answer arrives after it was disposed', async () => {
    const { timer, pending } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    let answer!: () => void;
    const sending = countdown.send(() => new Promise<void>((resolve) => (answer = resolve)), 60);
    countdown.dispose();
    answer();
    await sending;
    assert.equal(pending(), 0);
  });

  it('keeps a countdown per address: another address can be sent a code at once', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    countdown.select('asha@example.com');
    await countdown.send(resolved, 60);
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 60 });

    // The member corrects the address: sending is offered again, for the new one.
    advance(15_000);
    countdown.select('asha.k@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'idle', remaining: 0 });
    let sentTo = '';
    await countdown.send(() => ((sentTo = 'second'), Promise.resolve()), 60);
    assert.equal(sentTo, 'second');
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 60 });

    // Back to the first address within its 60 s: its own time left.
    advance(5_000);
    countdown.select('asha@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 40 });
    advance(40_000);
    assert.deepEqual(countdown.getState(), { phase: 'resend', remaining: 0 });
    countdown.select('asha.k@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 15 });
  });

  it('counts the answer to the address it was sent to when the member moved on meanwhile', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    countdown.select('first@example.com');
    let answer!: () => void;
    const sending = countdown.send(() => new Promise<void>((resolve) => (answer = resolve)), 60);
    assert.equal(countdown.getState().phase, 'sending');
    countdown.select('second@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'idle', remaining: 0 });
    advance(2_000);
    answer();
    await sending;
    assert.deepEqual(countdown.getState(), { phase: 'idle', remaining: 0 });
    countdown.select('first@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 60 });
  });

  it('changes nothing when the same address is chosen again', async () => {
    const { timer, advance } = fakeTimer();
    const countdown = createCodeCountdown(timer);
    countdown.select('asha@example.com');
    await countdown.send(resolved, 60);
    advance(1_000);
    countdown.select('asha@example.com');
    assert.deepEqual(countdown.getState(), { phase: 'counting', remaining: 59 });
  });
});
