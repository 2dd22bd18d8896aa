import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDuration, secondsLeft } from './timeLeft.ts';

test('seconds left round up and stop at zero', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  assert.equal(secondsLeft('2026-01-01T00:00:30.000Z', now), 30);
  assert.equal(secondsLeft('2026-01-01T00:00:29.400Z', now), 30);
  assert.equal(secondsLeft(now + 1, now), 1);
  assert.equal(secondsLeft('2025-12-31T23:59:59.000Z', now), 0);
  assert.equal(secondsLeft(null, now), 0);
  assert.equal(secondsLeft('not a time', now), 0);
});

test('a duration reads h:mm:ss, or m:ss under an hour', () => {
  assert.equal(formatDuration(8 * 3600), '8:00:00');
  assert.equal(formatDuration(7 * 3600 + 59 * 60 + 5), '7:59:05');
  assert.equal(formatDuration(30), '0:30');
  assert.equal(formatDuration(0), '0:00');
});
