import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AmountError, formatAmount, parseAmount } from './money.ts';

describe('amounts', () => {
  it('parses decimal strings exactly into minor units', () => {
    assert.equal(parseAmount('1234.50', 'INR'), 123450n);
    assert.equal(parseAmount('7', 'INR'), 700n);
    assert.equal(parseAmount('0.01', 'INR'), 1n);
    assert.equal(parseAmount('0.1', 'INR'), 10n);
    assert.equal(parseAmount('12.345678', 'USDT'), 12345678n);
    assert.equal(parseAmount('0.000001', 'USDT'), 1n);
    assert.equal(parseAmount('9999999999999.99', 'INR'), 999999999999999n);
    // 0.1 + 0.2 in floating point is not 0.3; in minor units it is.
    assert.equal(parseAmount('0.1', 'INR') + parseAmount('0.2', 'INR'), parseAmount('0.3', 'INR'));
  });

  it('rejects too many decimals, zero, negatives, exponents and garbage', () => {
    const problem = (input: string, asset: 'INR' | 'USDT' = 'INR') => {
      try {
        parseAmount(input, asset);
        return 'accepted';
      } catch (error) {
        assert.ok(error instanceof AmountError);
        return error.problem;
      }
    };
    assert.equal(problem('1.001'), 'tooManyDecimals');
    assert.equal(problem('0.0000001', 'USDT'), 'tooManyDecimals');
    assert.equal(problem('0'), 'notPositive');
    assert.equal(problem('0.00'), 'notPositive');
    // The largest amount one line may carry, at its edge.
    assert.equal(problem('9999999999999.99'), 'accepted');
    assert.equal(problem('10000000000000.00'), 'accepted');
    assert.equal(problem('10000000000000.01'), 'tooLarge');
    assert.equal(problem('0.01'), 'accepted');
    assert.equal(problem('0.000001', 'USDT'), 'accepted');
    for (const bad of [
      '-1',
      '+1',
      '1e3',
      '1E3',
      '',
      ' ',
      '1.',
      '.5',
      '1,000',
      '0x10',
      'abc',
      '1.2.3',
      'NaN',
      'Infinity',
      '١٢',
    ])
      assert.equal(problem(bad), 'invalid', bad);
  });

  it('formats minor units with every decimal of the asset', () => {
    assert.equal(formatAmount(123450n, 'INR'), '1234.50');
    assert.equal(formatAmount(5n, 'INR'), '0.05');
    assert.equal(formatAmount(0n, 'INR'), '0.00');
    assert.equal(formatAmount(-1230n, 'INR'), '-12.30');
    assert.equal(formatAmount(1n, 'USDT'), '0.000001');
    assert.equal(formatAmount(12345678n, 'USDT'), '12.345678');
    for (const text of ['0.01', '1.00', '98765.43', '1000000.00'])
      assert.equal(formatAmount(parseAmount(text, 'INR'), 'INR'), text);
  });
});
