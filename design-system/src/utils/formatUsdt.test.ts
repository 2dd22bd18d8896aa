import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUsdt } from './formatUsdt.ts';

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
