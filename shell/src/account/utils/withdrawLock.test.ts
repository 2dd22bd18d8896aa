import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCountdown, lockTimeLeft } from './withdrawLock.ts';

const now = Date.parse('2025-03-01T10:00:00.000Z');

test('the time left of a lock counts down to zero', () => {
  assert.equal(lockTimeLeft('2025-03-01T18:00:00.000Z', now), 8 * 3600 * 1000);
  assert.equal(lockTimeLeft('2025-03-01T09:59:59.000Z', now), 0);
  assert.equal(lockTimeLeft(null, now), 0);
  assert.equal(lockTimeLeft('not a date', now), 0);
});

test('the countdown shows hours, minutes and seconds, rounded up', () => {
  assert.equal(formatCountdown(8 * 3600 * 1000), '08:00:00');
  assert.equal(formatCountdown(8 * 3600 * 1000 - 1), '08:00:00');
  assert.equal(formatCountdown(8 * 3600 * 1000 - 1000), '07:59:59');
  assert.equal(formatCountdown(61_000), '00:01:01');
  assert.equal(formatCountdown(999), '00:00:01');
  assert.equal(formatCountdown(0), '00:00:00');
  assert.equal(formatCountdown(-5), '00:00:00');
  assert.equal(formatCountdown(30 * 3600 * 1000), '30:00:00');
});
