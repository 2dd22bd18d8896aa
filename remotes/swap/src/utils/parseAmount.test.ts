import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAmount, sanitizeAmountTyping } from './parseAmount.ts';

test('an amount is normalized to the wire form of its asset', () => {
  assert.deepEqual(parseAmount('40', 2), { ok: true, amount: '40.00', units: 4000n });
  assert.deepEqual(parseAmount('0.5', 6), { ok: true, amount: '0.500000', units: 500000n });
  assert.deepEqual(parseAmount('.25', 2), { ok: true, amount: '0.25', units: 25n });
});

test('decimals are checked before zero, and the balance last', () => {
  assert.deepEqual(parseAmount('0.001', 2), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(parseAmount('0.0000001', 6), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(parseAmount('0', 2), { ok: false, error: 'notPositive' });
  assert.deepEqual(parseAmount('', 2), { ok: false, error: 'required' });
  assert.deepEqual(parseAmount('.', 2), { ok: false, error: 'invalid' });
  assert.deepEqual(parseAmount('1e3', 2), { ok: false, error: 'invalid' });
  assert.deepEqual(parseAmount('100.01', 2, '100.00'), { ok: false, error: 'exceedsAvailable' });
  assert.equal(parseAmount('100', 2, '100.00').ok, true);
  assert.equal(parseAmount('12.000001', 6, '12.000000').ok, false);
});

test('typing keeps digits and one dot, reading Hindi and full-width digits', () => {
  assert.equal(sanitizeAmountTyping('₹1,234.5.6'), '1234.56');
  assert.equal(sanitizeAmountTyping('१२.५'), '12.5');
  assert.equal(sanitizeAmountTyping('１２．５'), '12.5');
  assert.equal(sanitizeAmountTyping('abc'), '');
});
