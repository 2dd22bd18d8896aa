import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assetScale, indiaDay, isHeld } from './productStates.ts';

test('a time is shown as its day in India', () => {
  assert.equal(indiaDay('2026-11-25T20:00:00.000Z'), '2026-11-26');
  assert.equal(indiaDay('2026-11-25T10:00:00.000Z'), '2026-11-25');
  assert.equal(indiaDay(null), '');
  assert.equal(indiaDay('not a time'), '');
});

test('USDT has 6 decimals, rupees 2; held holdings are locked or expired', () => {
  assert.equal(assetScale('USDT'), 6);
  assert.equal(assetScale('INR'), 2);
  assert.equal(isHeld('locked'), true);
  assert.equal(isHeld('expired'), true);
  assert.equal(isHeld('buyback_pending'), false);
});
