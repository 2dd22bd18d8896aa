import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCustomSlippage } from './slippage.ts';

test('a custom tolerance is 0.01–50 % with at most two decimals', () => {
  assert.deepEqual(parseCustomSlippage('0.01'), { ok: true, percent: '0.01' });
  assert.deepEqual(parseCustomSlippage('2.50'), { ok: true, percent: '2.5' });
  assert.deepEqual(parseCustomSlippage('50'), { ok: true, percent: '50' });
  assert.deepEqual(parseCustomSlippage('3'), { ok: true, percent: '3' });
  for (const refused of ['', '.', '0', '0.001', '0.009', '50.01', '51', '-1', 'abc', '1e1'])
    assert.deepEqual(parseCustomSlippage(refused), { ok: false }, refused);
});
