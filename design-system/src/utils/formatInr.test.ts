import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatInr, INVALID_AMOUNT } from './formatInr.ts';

describe('formatInr', () => {
  it('groups rupees the Indian way with two decimals', () => {
    assert.equal(formatInr('123456.5'), '₹1,23,456.50');
    assert.equal(formatInr('100'), '₹100.00');
    assert.equal(formatInr('1000'), '₹1,000.00');
    assert.equal(formatInr('100000'), '₹1,00,000.00');
    assert.equal(formatInr('12345678.9'), '₹1,23,45,678.90');
    assert.equal(formatInr('0'), '₹0.00');
  });

  it('rounds to the paisa, half away from zero, from the text', () => {
    assert.equal(formatInr('0.5'), '₹0.50');
    assert.equal(formatInr('0.005'), '₹0.01');
    assert.equal(formatInr('0.004999'), '₹0.00');
    assert.equal(formatInr('1.005'), '₹1.01');
    assert.equal(formatInr('99999.995'), '₹1,00,000.00');
    assert.equal(formatInr('-2.675'), '-₹2.68');
    assert.equal(formatInr('.75'), '₹0.75');
  });

  it('shows negatives with the sign before the rupee symbol', () => {
    assert.equal(formatInr('-1234567.89'), '-₹12,34,567.89');
    assert.equal(formatInr('-0.001'), '₹0.00');
  });

  it('keeps every digit of amounts beyond 2^53', () => {
    assert.equal(formatInr('9007199254740993.07'), '₹9,00,71,99,25,47,40,993.07');
    assert.equal(formatInr('123456789012345678901.235'), '₹12,34,56,78,90,12,34,56,78,901.24');
  });

  it('marks gains when asked', () => {
    assert.equal(formatInr('12.5', { signed: true }), '+₹12.50');
    assert.equal(formatInr('-12.5', { signed: true }), '-₹12.50');
    assert.equal(formatInr('0', { signed: true }), '₹0.00');
  });

  it('accepts surrounding spaces and a plus sign but refuses anything else', () => {
    assert.equal(formatInr(' +5 '), '₹5.00');
    for (const bad of ['', '.', 'abc', '1e5', '1,000', '12.3.4', '--1', 'NaN']) {
      assert.equal(formatInr(bad), INVALID_AMOUNT, bad);
    }
  });
});
