import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatRelativeTime } from './formatRelativeTime.ts';

// Echoes the key and count, so the test sees which rule was chosen.
const t = (key: string, options?: Record<string, unknown>) =>
  options?.count === undefined ? key : `${key}:${String(options.count)}`;

const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says "just now" under five minutes', () => {
    assert.equal(formatRelativeTime(now, now, t), 'time.justNow');
    assert.equal(formatRelativeTime(ago(4 * MINUTE + 59_999), now, t), 'time.justNow');
    assert.equal(formatRelativeTime(ago(-30_000), now, t), 'time.justNow');
  });

  it('counts minutes from five minutes to an hour', () => {
    assert.equal(formatRelativeTime(ago(5 * MINUTE), now, t), 'time.minutesAgo:5');
    assert.equal(formatRelativeTime(ago(59 * MINUTE + 59_000), now, t), 'time.minutesAgo:59');
  });

  it('counts hours up to a day', () => {
    assert.equal(formatRelativeTime(ago(HOUR), now, t), 'time.hoursAgo:1');
    assert.equal(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now, t), 'time.hoursAgo:23');
  });

  it('counts days up to thirty days', () => {
    assert.equal(formatRelativeTime(ago(DAY), now, t), 'time.daysAgo:1');
    assert.equal(formatRelativeTime(ago(30 * DAY + 23 * HOUR), now, t), 'time.daysAgo:30');
  });

  it('shows the date after thirty days and for future times', () => {
    assert.equal(formatRelativeTime(ago(31 * DAY), now, t), '2025-05-15');
    assert.equal(formatRelativeTime(new Date(2025, 6, 1, 9, 0), now, t), '2025-07-01');
  });

  it('accepts timestamps and date strings', () => {
    assert.equal(formatRelativeTime(now.getTime() - 2 * HOUR, now.getTime(), t), 'time.hoursAgo:2');
    assert.equal(formatRelativeTime(ago(3 * DAY).toISOString(), now, t), 'time.daysAgo:3');
    assert.equal(formatRelativeTime('not a date', now, t), '');
  });
});
