import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanitizeAmountTyping, validatePurchaseAmount } from './validatePurchaseAmount.ts';

test('an amount at or above the minimum and within the balance is sent in wire form', () => {
  assert.deepEqual(validatePurchaseAmount('500', '500.00', '1000.00'), { ok: true, amount: '500.00' });
  assert.deepEqual(validatePurchaseAmount('1000.5', '500.00', '1000.50'), { ok: true, amount: '1000.50' });
  assert.deepEqual(validatePurchaseAmount('750', '500.00', null), { ok: true, amount: '750.00' });
});

test('below the minimum names the minimum', () => {
  assert.deepEqual(validatePurchaseAmount('499.99', '500.00', '1000.00'), {
    ok: false,
    error: 'belowMinimum',
    limit: '500.00',
  });
  assert.deepEqual(validatePurchaseAmount('0', '0.00', null), {
    ok: false,
    error: 'belowMinimum',
    limit: '0.00',
  });
});

test('more than the balance names the balance', () => {
  assert.deepEqual(validatePurchaseAmount('1000.01', '100.00', '1000.00'), {
    ok: false,
    error: 'exceedsBalance',
    limit: '1000.00',
  });
});

test('what is not an amount is refused before anything is sent', () => {
  assert.deepEqual(validatePurchaseAmount('', '1.00', null), { ok: false, error: 'required' });
  assert.deepEqual(validatePurchaseAmount('  ', '1.00', null), { ok: false, error: 'required' });
  assert.deepEqual(validatePurchaseAmount('1e3', '1.00', null), { ok: false, error: 'invalid' });
  assert.deepEqual(validatePurchaseAmount('.', '1.00', null), { ok: false, error: 'invalid' });
  assert.deepEqual(validatePurchaseAmount('10.005', '1.00', null), { ok: false, error: 'tooManyDecimals' });
});

test('typing keeps digits and one dot with at most two decimals', () => {
  assert.equal(sanitizeAmountTyping('₹1,000.567'), '1000.56');
  assert.equal(sanitizeAmountTyping('1.2.3'), '1.23');
  assert.equal(sanitizeAmountTyping('abc'), '');
});
