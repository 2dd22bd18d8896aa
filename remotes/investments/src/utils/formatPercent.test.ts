import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatPercent, trendOf } from './formatPercent.ts';

test('shows the API’s percent strings as they are, with a percent sign', () => {
  assert.equal(formatPercent('3.00'), '3.00%');
  assert.equal(formatPercent('45'), '45%');
  assert.equal(formatPercent('-0.30'), '-0.30%');
  assert.equal(formatPercent('not a number'), '—');
});

test('a signed percent shows "+" on a rise and no sign when flat', () => {
  assert.equal(formatPercent('0.12', { signed: true }), '+0.12%');
  assert.equal(formatPercent('+0.12', { signed: true }), '+0.12%');
  assert.equal(formatPercent('-1.5', { signed: true }), '-1.5%');
  assert.equal(formatPercent('0.00', { signed: true }), '0.00%');
  assert.equal(formatPercent('-0.00', { signed: true }), '0.00%');
});

test('tells a rise from a fall', () => {
  assert.equal(trendOf('0.12'), 'up');
  assert.equal(trendOf('-0.12'), 'down');
  assert.equal(trendOf('0.00'), 'flat');
  assert.equal(trendOf('-0.00'), 'flat');
  assert.equal(trendOf('x'), 'flat');
});
