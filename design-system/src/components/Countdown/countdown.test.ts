import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  countdownText,
  formatCountdown,
  isoDuration,
  msUntilChange,
  secondsLeft,
  startCountdown,
} from './countdown.ts';
import type { CountdownClock } from './countdown.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A clock that moves only when the test advances it. */
function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const clock: CountdownClock = {
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
  return { clock, advance, now: () => now, pending: () => pending.size };
}

// Echoes the key and its values, so the test sees which text was chosen.
const t = (key: string, options: Record<string, number>) => `${key}${JSON.stringify(options)}`;

describe('secondsLeft', () => {
  it('rounds up, so zero means the deadline has passed', () => {
    assert.equal(secondsLeft(10_000, 0), 10);
    assert.equal(secondsLeft(10_000, 9_001), 1);
    assert.equal(secondsLeft(10_000, 10_000), 0);
    assert.equal(secondsLeft(10_000, 99_000), 0);
  });
});

describe('countdownText and formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    assert.equal(formatCountdown(59, 'auto', t), '00:59');
    assert.equal(formatCountdown(3599, 'auto', t), '59:59');
    assert.equal(formatCountdown(0, 'auto', t), '00:00');
  });

  it('shows hours and minutes from an hour, days and hours from a day', () => {
    assert.deepEqual(countdownText(3600, 'auto'), { kind: 'hoursMinutes', hours: 1, minutes: 0 });
    assert.equal(
      formatCountdown(86_399, 'auto', t),
      'countdown.hours{"count":23} countdown.minutes{"count":59}',
    );
    assert.equal(
      formatCountdown(86_400 + 3 * 3600 + 59, 'auto', t),
      'countdown.days{"count":1} countdown.hours{"count":3}',
    );
  });

  it('leaves out a second unit that is zero', () => {
    assert.equal(formatCountdown(3600 + 59, 'auto', t), 'countdown.hours{"count":1}');
    assert.equal(formatCountdown(2 * 86_400 + 59 * 60, 'auto', t), 'countdown.days{"count":2}');
  });

  it('shows a clock with hours all along in the clock format', () => {
    assert.equal(formatCountdown(86_399, 'clock', t), '23:59:59');
    assert.equal(formatCountdown(2 * 86_400, 'clock', t), '48:00:00');
    assert.equal(formatCountdown(61, 'clock', t), '00:01:01');
  });

  it('writes the time left as an ISO 8601 duration', () => {
    assert.equal(isoDuration(86_399), 'PT23H59M59S');
    assert.equal(isoDuration(59), 'PT59S');
    assert.equal(isoDuration(0), 'PT0S');
  });
});

describe('msUntilChange', () => {
  it('waits for the next second under an hour', () => {
    assert.equal(msUntilChange(10 * SECOND, 0, 'auto'), SECOND);
    assert.equal(msUntilChange(10 * SECOND, 400, 'auto'), 600);
  });

  it('waits for the next minute above an hour, and for the switch to the clock at one hour', () => {
    assert.equal(msUntilChange(2 * HOUR, 0, 'auto'), SECOND);
    assert.equal(msUntilChange(2 * HOUR - SECOND, 0, 'auto'), MINUTE);
    assert.equal(msUntilChange(HOUR + 30 * SECOND, 0, 'auto'), 31 * SECOND);
  });

  it('never waits more than a minute, even when days are left', () => {
    assert.equal(msUntilChange(3 * DAY - 10 * MINUTE, 0, 'auto'), MINUTE);
  });

  it('ticks every second in the clock format', () => {
    assert.equal(msUntilChange(3 * HOUR + 250, 0, 'clock'), 250);
  });
});

describe('startCountdown', () => {
  it('ticks once a second under an hour, stops at zero and calls onEnd once', () => {
    const { clock, advance, pending } = fakeClock();
    const seen: number[] = [];
    let ended = 0;
    startCountdown({
      deadline: clock.now() + 3 * SECOND,
      format: 'auto',
      clock,
      onTick: (seconds) => seen.push(seconds),
      onEnd: () => (ended += 1),
    });
    advance(10 * SECOND);
    assert.deepEqual(seen, [3, 2, 1, 0]);
    assert.equal(ended, 1);
    assert.equal(pending(), 0);
  });

  it('ticks once a minute while hours are left, then every second', () => {
    const { clock, advance } = fakeClock();
    let ticks = 0;
    let last = -1;
    startCountdown({
      deadline: clock.now() + HOUR + 2 * MINUTE,
      format: 'auto',
      clock,
      onTick: (seconds) => {
        ticks += 1;
        last = seconds;
      },
    });
    // "1 h 2 min" shows for one more second, "1 h 1 min" for a minute, then "1 h 0 min".
    advance(SECOND);
    assert.deepEqual([ticks, last], [2, 3719]);
    advance(MINUTE);
    assert.deepEqual([ticks, last], [3, 3659]);
    advance(MINUTE - SECOND);
    assert.deepEqual([ticks, last], [3, 3659]);
    advance(SECOND);
    assert.deepEqual([ticks, last], [4, 3599]);
    advance(10 * SECOND);
    assert.deepEqual([ticks, last], [14, 3589]);
  });

  it('ends at once when the deadline has already passed', () => {
    const { clock, pending } = fakeClock();
    let ended = false;
    const seen: number[] = [];
    startCountdown({
      deadline: clock.now() - 1,
      format: 'auto',
      clock,
      onTick: (s) => seen.push(s),
      onEnd: () => (ended = true),
    });
    assert.deepEqual(seen, [0]);
    assert.equal(ended, true);
    assert.equal(pending(), 0);
  });

  it('follows the deadline when the phone slept and the timer fired late', () => {
    const { clock, advance } = fakeClock();
    let last = -1;
    const deadline = clock.now() + 30 * MINUTE;
    const ticker = startCountdown({ deadline, format: 'auto', clock, onTick: (s) => (last = s) });
    // Nothing ran for ten minutes; the next timer fires late and reads the clock.
    advance(10 * MINUTE + 500);
    assert.equal(last, secondsLeft(deadline, clock.now()));
    ticker.stop();
  });

  it('stops when told to', () => {
    const { clock, advance, pending } = fakeClock();
    let ticks = 0;
    const ticker = startCountdown({
      deadline: clock.now() + MINUTE,
      format: 'auto',
      clock,
      onTick: () => (ticks += 1),
    });
    ticker.stop();
    assert.equal(pending(), 0);
    advance(MINUTE);
    assert.equal(ticks, 1);
  });
});
