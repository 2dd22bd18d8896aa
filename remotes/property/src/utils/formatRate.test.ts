import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatRate } from './formatRate.ts';

test('formatRate drops the trailing zeros of the decimals only', () => {
  assert.equal(formatRate('83.250000'), '83.25');
  assert.equal(formatRate('80.000000'), '80');
  assert.equal(formatRate('100.000001'), '100.000001');
  assert.equal(formatRate('100'), '100');
});
