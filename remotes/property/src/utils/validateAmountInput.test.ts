import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanitizeAmountTyping, validateAmountInput } from './validateAmountInput.ts';

test('a positive amount within what is available is normalized to two decimals', () => {
  assert.deepEqual(validateAmountInput('40', '100.00'), { ok: true, amount: '40.00' });
  assert.deepEqual(validateAmountInput(' 40.5 ', '100.00'), { ok: true, amount: '40.50' });
  assert.deepEqual(validateAmountInput('0.01', '0.01'), { ok: true, amount: '0.01' });
  assert.deepEqual(validateAmountInput('.5', '1'), { ok: true, amount: '0.50' });
  assert.deepEqual(validateAmountInput('007.10', '100'), { ok: true, amount: '7.10' });
});

test('the whole balance can be moved, one paisa more cannot', () => {
  assert.deepEqual(validateAmountInput('100.00', '100.00'), { ok: true, amount: '100.00' });
  assert.deepEqual(validateAmountInput('100.01', '100.00'), { ok: false, error: 'exceedsAvailable' });
});

test('amounts that floating point gets wrong are compared exactly', () => {
  // 0.1 + 0.2 is not 0.3 in floating point; in paise it is.
  assert.deepEqual(validateAmountInput('0.30', '0.30'), { ok: true, amount: '0.30' });
  assert.deepEqual(validateAmountInput('90071992547409.93', '90071992547409.93'), {
    ok: true,
    amount: '90071992547409.93',
  });
  assert.deepEqual(validateAmountInput('90071992547409.94', '90071992547409.93'), {
    ok: false,
    error: 'exceedsAvailable',
  });
});

test('empty, zero and malformed input is refused with a reason', () => {
  assert.deepEqual(validateAmountInput('', '100.00'), { ok: false, error: 'required' });
  assert.deepEqual(validateAmountInput('   ', '100.00'), { ok: false, error: 'required' });
  assert.deepEqual(validateAmountInput('0', '100.00'), { ok: false, error: 'notPositive' });
  assert.deepEqual(validateAmountInput('0.00', '100.00'), { ok: false, error: 'notPositive' });
  for (const bad of ['-5', '1e3', '1,000', 'abc', '.', '1.2.3', '+5', 'Infinity', 'NaN', '0x10']) {
    assert.deepEqual(validateAmountInput(bad, '100000.00'), { ok: false, error: 'invalid' }, bad);
  }
});

test('more than two decimals is refused, not rounded', () => {
  assert.deepEqual(validateAmountInput('1.005', '100.00'), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(validateAmountInput('1.000', '100.00'), { ok: false, error: 'tooManyDecimals' });
});

test('USDT amounts take six decimals', () => {
  assert.deepEqual(validateAmountInput('1.123456', '2', 6), { ok: true, amount: '1.123456' });
  assert.deepEqual(validateAmountInput('1.1234567', '2', 6), { ok: false, error: 'tooManyDecimals' });
});

test('an available amount that is not a decimal string allows nothing', () => {
  assert.deepEqual(validateAmountInput('1', ''), { ok: false, error: 'exceedsAvailable' });
  assert.deepEqual(validateAmountInput('1', 'abc'), { ok: false, error: 'exceedsAvailable' });
});

test('too many decimals is said before zero: 0.001 rupees is about the decimals', () => {
  assert.deepEqual(validateAmountInput('0.001', '100.00'), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(validateAmountInput('0.000', '100.00'), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(validateAmountInput('0.0000001', '100', 6), { ok: false, error: 'tooManyDecimals' });
  assert.deepEqual(validateAmountInput('0.000001', '100', 6), { ok: true, amount: '0.000001' });
  assert.deepEqual(validateAmountInput('0.00', '100.00'), { ok: false, error: 'notPositive' });
});

test('typing keeps digits and one dot, and every decimal typed for the check to judge', () => {
  assert.equal(sanitizeAmountTyping('40'), '40');
  assert.equal(sanitizeAmountTyping('4a0.5x'), '40.5');
  assert.equal(sanitizeAmountTyping('1.2.3'), '1.23');
  assert.equal(sanitizeAmountTyping('1.239'), '1.239');
  assert.equal(sanitizeAmountTyping('0.001'), '0.001');
  assert.equal(sanitizeAmountTyping('-5'), '5');
  assert.equal(sanitizeAmountTyping('12.'), '12.');
  assert.equal(sanitizeAmountTyping('abc'), '');
});

test('digits typed on a Hindi or full-width keyboard are read as 0–9', () => {
  assert.equal(sanitizeAmountTyping('१२.५०'), '12.50');
  assert.equal(sanitizeAmountTyping('１２．５'), '12.5');
});
