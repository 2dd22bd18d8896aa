import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPrice, parsePositive, roundShares, seedPrice, seedTakes } from './poolRatio.ts';

test('only positive amounts within their decimals are read', () => {
  assert.equal(parsePositive('12.5', 2), 1250n);
  assert.equal(parsePositive(' 3 ', 6), 3_000_000n);
  assert.equal(parsePositive('0', 2), null);
  assert.equal(parsePositive('1.005', 2), null);
  assert.equal(parsePositive('-1', 2), null);
  assert.equal(parsePositive('1e3', 2), null);
  assert.equal(parsePositive('', 2), null);
});

test('a first seed sets the price, INR per USDT floored to 6 decimals', () => {
  assert.equal(seedPrice('830000.00', '10000'), '83.000000');
  assert.equal(seedPrice('100', '3'), '33.333333');
  assert.equal(seedPrice('100', '0'), null);
});

test("a later seed takes the amounts at the pool's ratio, the rest staying behind", () => {
  const reserve = { inr: '830000.00', usdt: '10000.000000' };
  // Enough USDT: all the INR and the USDT that matches it.
  assert.deepEqual(seedTakes('8300', '500', reserve), { inr: '8300.00', usdt: '100.000000' });
  // Too little USDT: all of it and the INR that matches it.
  assert.deepEqual(seedTakes('8300', '50', reserve), { inr: '4150.00', usdt: '50.000000' });
  // Rounded down, in the pool's favour.
  assert.deepEqual(seedTakes('0.01', '1', { inr: '3.00', usdt: '1.000000' }), {
    inr: '0.01',
    usdt: '0.003333',
  });
  assert.equal(seedTakes('100', '1', { inr: '0.00', usdt: '0.000000' }), null);
  assert.equal(seedTakes('abc', '1', reserve), null);
});

test('prices read grouped the Indian way with 2 to 6 decimals', () => {
  assert.equal(formatPrice('83.000000'), '83.00');
  assert.equal(formatPrice('83.456700'), '83.4567');
  assert.equal(formatPrice('123456.123456'), '1,23,456.123456');
});

test('shares are floored to 2 decimals for a figure, unless below one', () => {
  assert.equal(roundShares('911043.357311'), '911043.35');
  assert.equal(roundShares('12.000000'), '12.00');
  assert.equal(roundShares('0.001000'), '0.001000');
});
