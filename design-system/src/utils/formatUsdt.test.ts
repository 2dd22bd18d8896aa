import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUsdt, formatUsdtBalance } from './formatUsdt.ts';

describe('formatUsdt', () => {
  it('shows between two and six decimals with international grouping', () => {
    assert.equal(formatUsdt('1234.5'), '1,234.50');
    assert.equal(formatUsdt('1234567'), '1,234,567.00');
    assert.equal(formatUsdt('0.123'), '0.123');
    assert.equal(formatUsdt('0.000001'), '0.000001');
    assert.equal(formatUsdt('12.100000'), '12.10');
  });

  it('rounds beyond six decimals from the text', () => {
    assert.equal(formatUsdt('0.1234565'), '0.123457');
    assert.equal(formatUsdt('0.0000004'), '0.00');
    assert.equal(formatUsdt('-9007199254740993.9999995'), '-9,007,199,254,740,994.00');
  });

  it('marks gains when asked', () => {
    assert.equal(formatUsdt('3.5', { signed: true }), '+3.50');
  });
});

describe('formatUsdt with fixed decimals', () => {
  it('shows exactly the decimals asked for, rounding half away from zero by default', () => {
    assert.equal(formatUsdt('12.356789', { decimals: 6 }), '12.356789');
    assert.equal(formatUsdt('12.5', { decimals: 6 }), '12.500000');
    assert.equal(formatUsdt('12.355', { decimals: 2 }), '12.36');
    assert.equal(formatUsdt('1234567.994', { decimals: 2 }), '1,234,567.99');
    assert.equal(formatUsdt('0.5', { decimals: 0 }), '1');
  });

  it('drops the digits beyond them when rounding down', () => {
    assert.equal(formatUsdt('12.356789', { decimals: 2, rounding: 'down' }), '12.35');
    assert.equal(formatUsdt('0.009999', { decimals: 2, rounding: 'down' }), '0.00');
    assert.equal(formatUsdt('999.999999', { decimals: 2, rounding: 'down' }), '999.99');
    assert.equal(formatUsdt('-1.239', { decimals: 2, rounding: 'down' }), '-1.23');
    assert.equal(formatUsdt('-0.001', { decimals: 2, rounding: 'down' }), '0.00');
  });

  it('still refuses text that is not a decimal', () => {
    assert.equal(formatUsdt('abc', { decimals: 2 }), '—');
  });
});

describe('formatUsdtBalance', () => {
  it('shows a balance to 2 decimals rounded down, never more than is held, and all 6 in full', () => {
    assert.deepEqual(formatUsdtBalance('12.356789'), {
      short: '12.35',
      full: '12.356789',
      hidesDigits: true,
    });
    assert.deepEqual(formatUsdtBalance('0.009999'), { short: '0.00', full: '0.009999', hidesDigits: true });
    assert.deepEqual(formatUsdtBalance('1234.999999'), {
      short: '1,234.99',
      full: '1,234.999999',
      hidesDigits: true,
    });
  });

  it('hides nothing when the balance has no more than 2 decimals', () => {
    assert.deepEqual(formatUsdtBalance('74.500000'), {
      short: '74.50',
      full: '74.500000',
      hidesDigits: false,
    });
    assert.deepEqual(formatUsdtBalance('0'), { short: '0.00', full: '0.000000', hidesDigits: false });
  });

  it('shows — for text that is not a decimal', () => {
    assert.deepEqual(formatUsdtBalance(''), { short: '—', full: '—', hidesDigits: false });
  });
});
