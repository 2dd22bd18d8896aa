import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateRangeAmount } from './validateRangeAmount.ts';

const INR = { minimum: '100.00', maximum: '10000.00', available: '50000.00' };

test('both ends of the range are accepted, normalized to the wire form', () => {
  assert.deepEqual(validateRangeAmount('100', INR), { ok: true, amount: '100.00' });
  assert.deepEqual(validateRangeAmount('10000.00', INR), { ok: true, amount: '10000.00' });
});

test('outside the range names the limit', () => {
  assert.deepEqual(validateRangeAmount('99.99', INR), { ok: false, error: 'belowMinimum', limit: '100.00' });
  assert.deepEqual(validateRangeAmount('10000.01', INR), {
    ok: false,
    error: 'aboveMaximum',
    limit: '10000.00',
  });
});

test('above the balance: the maximum first when it is crossed too, else what is held', () => {
  const poor = { ...INR, available: '500.00' };
  assert.deepEqual(validateRangeAmount('20000', poor), {
    ok: false,
    error: 'aboveMaximum',
    limit: '10000.00',
  });
  assert.deepEqual(validateRangeAmount('600', poor), {
    ok: false,
    error: 'exceedsAvailable',
    limit: '500.00',
  });
});

test('USDT takes 6 decimals, not 7', () => {
  const usdt = { minimum: '10.000000', maximum: '1000.000000', available: '500.000000' };
  assert.deepEqual(validateRangeAmount('10.123456', usdt, 6), { ok: true, amount: '10.123456' });
  assert.equal(validateRangeAmount('10.1234567', usdt, 6).ok, false);
  assert.equal(validateRangeAmount('', usdt, 6).ok, false);
});
