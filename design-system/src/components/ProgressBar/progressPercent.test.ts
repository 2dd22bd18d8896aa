import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressPercent } from './progressPercent.ts';

test('reads numbers and decimal strings', () => {
  assert.equal(progressPercent(42), 42);
  assert.equal(progressPercent('37.50'), 37.5);
  assert.equal(progressPercent('0.00'), 0);
  assert.equal(progressPercent('100.00'), 100);
});

test('clamps to 0–100 and treats what is not a number as 0', () => {
  assert.equal(progressPercent(-5), 0);
  assert.equal(progressPercent('120'), 100);
  assert.equal(progressPercent(''), 0);
  assert.equal(progressPercent('n/a'), 0);
  assert.equal(progressPercent(Number.NaN), 0);
});
