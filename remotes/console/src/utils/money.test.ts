import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatShares, fromMinor, lackOf, toMinor } from './money.ts';

test('money strings go to minor units and back exactly', () => {
  assert.equal(toMinor('1234.5', 2), 123450n);
  assert.equal(toMinor('-0.01', 2), -1n);
  assert.equal(toMinor('12', 6), 12_000_000n);
  assert.equal(fromMinor(123450n, 2), '1234.50');
  assert.equal(fromMinor(5n, 6), '0.000005');
  assert.equal(fromMinor(-1n, 2), '-0.01');
});

test('a pool lacks the difference to what waits, or nothing when it can pay', () => {
  assert.equal(lackOf('300.00', '120.50'), '179.50');
  assert.equal(lackOf('100.00', '100.00'), undefined);
  assert.equal(lackOf('0.00', '5.00'), undefined);
  assert.equal(lackOf('1.000001', '0.5', 6), '0.500001');
});

test('shares read grouped the Indian way, without trailing zeros', () => {
  assert.equal(formatShares('100000.000000'), '1,00,000');
  assert.equal(formatShares('1234567.120000'), '12,34,567.12');
  assert.equal(formatShares('0.000000'), '0');
  assert.equal(formatShares('999.000001'), '999.000001');
});
