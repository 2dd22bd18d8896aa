import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateRemoval, excess, isPositive, sharesForPercent } from './shares.ts';

const position = {
  shares: '1000.000003',
  sharePercent: '10.0000',
  inr: '83250.05',
  usdt: '1000.000001',
  earnedInr: '12.00',
  earnedUsdt: '0.150000',
};

test('a part of the shares is rounded down, and 100 % is every share', () => {
  assert.equal(sharesForPercent('1000.000003', '25'), '250.000000');
  assert.equal(sharesForPercent('1000.000003', '50'), '500.000001');
  assert.equal(sharesForPercent('1000.000003', '75'), '750.000002');
  assert.equal(sharesForPercent('1000.000003', '100'), '1000.000003');
  assert.equal(sharesForPercent('0.000001', '25'), '0.000000');
});

test('a removal is estimated in proportion, rounded down', () => {
  assert.deepEqual(estimateRemoval(position, '1000.000003'), { inr: '83250.05', usdt: '1000.000001' });
  assert.deepEqual(estimateRemoval(position, '500.000001'), { inr: '41625.02', usdt: '500.000000' });
  assert.deepEqual(estimateRemoval({ ...position, shares: '0.000000' }, '1.000000'), {
    inr: '0.00',
    usdt: '0.000000',
  });
});

test('what adding leaves with the member', () => {
  assert.equal(excess('1000.00', '832.50', 2), '167.50');
  assert.equal(excess('10.000000', '10.000000', 6), '0.000000');
  assert.equal(excess('1.00', '2.00', 2), '0.00');
  assert.equal(isPositive('0.000001', 6), true);
  assert.equal(isPositive('0.00', 2), false);
});
