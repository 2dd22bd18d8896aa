import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartSummary, formatChartValue } from './chartSummary.ts';

test('summarizes first, last, lowest and highest value', () => {
  const points = [
    { label: 'Mon', value: 1.02 },
    { label: 'Tue', value: 0.98 },
    { label: 'Wed', value: 1.1 },
    { label: 'Thu', value: 1.05 },
  ];
  assert.deepEqual(chartSummary(points), { first: 1.02, last: 1.05, min: 0.98, max: 1.1 });
});

test('a single point is first, last, lowest and highest; no points is null', () => {
  assert.deepEqual(chartSummary([{ label: 'now', value: 2 }]), { first: 2, last: 2, min: 2, max: 2 });
  assert.equal(chartSummary([]), null);
  assert.equal(chartSummary([{ label: 'x', value: Number.NaN }]), null);
});

test('formats values with fixed decimals in the reader’s language', () => {
  assert.equal(formatChartValue(1.23456, 4, 'en-US'), '1.2346');
  assert.equal(formatChartValue(1234567.5, 2, 'en-IN'), '12,34,567.50');
  assert.equal(formatChartValue(2, 2, 'en-US'), '2.00');
});
