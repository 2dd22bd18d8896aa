import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quoteCountdown } from './quoteCountdown.ts';

const issued = Date.parse('2026-11-21T09:00:00.000Z');
const expiresAt = new Date(issued + 30_000).toISOString();

test('a fresh quote counts down from 30 s', () => {
  assert.deepEqual(quoteCountdown(expiresAt, issued), { secondsLeft: 30, expired: false });
  assert.deepEqual(quoteCountdown(expiresAt, issued + 12_300), { secondsLeft: 18, expired: false });
  assert.deepEqual(quoteCountdown(expiresAt, issued + 29_001), { secondsLeft: 1, expired: false });
});

test('a quote expires at its time and stays expired', () => {
  assert.deepEqual(quoteCountdown(expiresAt, issued + 30_000), { secondsLeft: 0, expired: true });
  assert.deepEqual(quoteCountdown(expiresAt, issued + 90_000), { secondsLeft: 0, expired: true });
});

test('a clock behind the server never shows more than 30 s', () => {
  assert.deepEqual(quoteCountdown(expiresAt, issued - 5_000), { secondsLeft: 30, expired: false });
});
