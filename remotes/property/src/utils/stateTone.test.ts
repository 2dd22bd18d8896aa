import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEPOSIT_STATE_TONE, WITHDRAWAL_STATE_TONE } from './stateTone.ts';

test('each withdrawal state has a colour of its own', () => {
  assert.deepEqual(WITHDRAWAL_STATE_TONE, {
    requested: 'warning',
    approved: 'info',
    paid: 'success',
    rejected: 'danger',
    cancelled: 'neutral',
  });
  const tones = Object.values(WITHDRAWAL_STATE_TONE);
  assert.equal(new Set(tones).size, tones.length);
});

test('a confirming deposit is under way, a credited one is done, the others were not credited', () => {
  assert.deepEqual(DEPOSIT_STATE_TONE, {
    confirming: 'info',
    credited: 'success',
    below_minimum: 'danger',
    dropped: 'danger',
  });
});
