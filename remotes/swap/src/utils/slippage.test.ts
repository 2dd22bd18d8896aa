import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lessTolerance, parseCustomSlippage } from './slippage.ts';

test('a custom tolerance is 0.01–50 % with at most two decimals', () => {
  assert.deepEqual(parseCustomSlippage('0.01'), { ok: true, percent: '0.01' });
  assert.deepEqual(parseCustomSlippage('2.50'), { ok: true, percent: '2.5' });
  assert.deepEqual(parseCustomSlippage('50'), { ok: true, percent: '50' });
  assert.deepEqual(parseCustomSlippage('3'), { ok: true, percent: '3' });
  for (const refused of ['', '.', '0', '0.001', '0.009', '50.01', '51', '-1', 'abc', '1e1'])
    assert.deepEqual(parseCustomSlippage(refused), { ok: false }, refused);
});

test('the least accepted under a tolerance is rounded down, never below zero', () => {
  assert.equal(lessTolerance('100.000000', 6, '0.5'), '99.500000');
  // 1.234567 × 0.995 = 1.228394165: rounded down.
  assert.equal(lessTolerance('1.234567', 6, '0.5'), '1.228394');
  assert.equal(lessTolerance('850.01', 2, '0.5'), '845.75');
  assert.equal(lessTolerance('0.000001', 6, '0.5'), '0.000000');
  assert.equal(lessTolerance('10.00', 2, '50'), '5.00');
});
