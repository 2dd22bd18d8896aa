import { test } from 'node:test';
import assert from 'node:assert/strict';
import { remainingToday, sanitizeUsdtTyping, validateUsdtAmount } from './validateUsdtAmount.ts';

const settings = { minimum: '10', maximum: '5000', dailyLimit: '8000', usedToday: '7900.5', fee: '1.000000' };

test('a valid amount arrives whole; the fee comes on top of it, computed in 10⁻⁶ USDT', () => {
  assert.deepEqual(validateUsdtAmount('12.345678', '100', settings), {
    ok: true,
    amount: '12.345678',
    fee: '1.000000',
    receive: '12.345678',
    total: '13.345678',
  });
  assert.deepEqual(validateUsdtAmount('10.1', '100', { ...settings, fee: '0.2' }), {
    ok: true,
    amount: '10.100000',
    fee: '0.200000',
    receive: '10.100000',
    total: '10.300000',
  });
});

test('the amount and the fee together must be held', () => {
  const open = { ...settings, usedToday: '0' };
  assert.equal(validateUsdtAmount('99', '100', open).ok, true);
  assert.deepEqual(validateUsdtAmount('99.000001', '100', open), {
    ok: false,
    error: 'exceedsAvailableWithFee',
    limit: '99.000000',
  });
  assert.deepEqual(validateUsdtAmount('10', '10.5', open), {
    ok: false,
    error: 'exceedsAvailableWithFee',
    limit: '9.500000',
  });
});

test('at most 6 decimals, positive, not above the USDT held', () => {
  assert.equal(validateUsdtAmount('', '100', settings).ok, false);
  assert.deepEqual(validateUsdtAmount('10.1234567', '100', settings), {
    ok: false,
    error: 'tooManyDecimals',
    limit: '100',
  });
  assert.deepEqual(validateUsdtAmount('0', '100', settings), {
    ok: false,
    error: 'notPositive',
    limit: '100',
  });
  assert.deepEqual(validateUsdtAmount('100.000001', '100', settings), {
    ok: false,
    error: 'exceedsAvailable',
    limit: '100',
  });
});

test('minimum, maximum and what is left of the daily limit', () => {
  assert.deepEqual(validateUsdtAmount('9.999999', '9000', settings), {
    ok: false,
    error: 'belowMinimum',
    limit: '10',
  });
  assert.deepEqual(validateUsdtAmount('5000.000001', '9000', { ...settings, usedToday: '0' }), {
    ok: false,
    error: 'aboveMaximum',
    limit: '5000',
  });
  assert.deepEqual(validateUsdtAmount('99.6', '9000', settings), {
    ok: false,
    error: 'exceedsDailyLimit',
    limit: '99.500000',
  });
  assert.equal(validateUsdtAmount('99.5', '9000', settings).ok, true);
});

test('what is left today is never negative', () => {
  assert.equal(remainingToday({ dailyLimit: '10', usedToday: '12' }), '0.000000');
  assert.equal(remainingToday({ dailyLimit: '0.3', usedToday: '0.1' }), '0.200000');
});

test('seven decimals are named as such, before zero, minimum or the balance', () => {
  assert.equal(sanitizeUsdtTyping('0.0000001'), '0.0000001');
  assert.deepEqual(validateUsdtAmount(sanitizeUsdtTyping('0.0000001'), '100', settings), {
    ok: false,
    error: 'tooManyDecimals',
    limit: '100',
  });
  assert.deepEqual(validateUsdtAmount('0.001', '100', settings), {
    ok: false,
    error: 'belowMinimum',
    limit: '10',
  });
});
