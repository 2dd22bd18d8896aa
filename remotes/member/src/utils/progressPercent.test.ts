import assert from 'node:assert/strict';
import { test } from 'node:test';
import { progressPercent } from './progressPercent.ts';

test("a challenge's progress is counted in paise and capped at 100 %", () => {
  assert.equal(progressPercent('375.00', '1000.00'), '37.50');
  assert.equal(progressPercent('0.00', '5000.00'), '0.00');
  assert.equal(progressPercent('0.01', '3.00'), '0.33');
  assert.equal(progressPercent('1500.00', '1000.00'), '100.00');
  assert.equal(progressPercent('1000', '1000.00'), '100.00');
  assert.equal(progressPercent(1, 3), '33.33');
  assert.equal(progressPercent(4, 2), '100.00');
});
