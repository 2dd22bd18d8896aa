import { test } from 'node:test';
import assert from 'node:assert/strict';
import { klinePoints, navDecimals } from './klinePoints.ts';

test('keeps the answer’s order and shortens dates on the axis', () => {
  const points = klinePoints({ '2026-11-19': '1.0100', '2026-11-20': '1.0250' }, 'day');
  assert.deepEqual(points, [
    { label: '2026-11-19', shortLabel: '11-19', value: 1.01 },
    { label: '2026-11-20', shortLabel: '11-20', value: 1.025 },
  ]);
});

test('the all range keeps the year; months are shown whole; bad values are left out', () => {
  assert.deepEqual(klinePoints({ '2025-12-31': '1.0', '2026-01-01': 'x' }, 'all'), [
    { label: '2025-12-31', value: 1 },
  ]);
  assert.deepEqual(klinePoints({ '2026-10': '1.1', '2026-11': '1.2' }, 'month'), [
    { label: '2026-10', value: 1.1 },
    { label: '2026-11', value: 1.2 },
  ]);
  assert.deepEqual(klinePoints({}, 'week'), []);
});

test('shows NAVs with the decimals the API sends', () => {
  assert.equal(navDecimals({ a: '1.0123', b: '1.01' }), 4);
  assert.equal(navDecimals({ a: '1' }), 2);
  assert.equal(navDecimals({}), 2);
  assert.equal(navDecimals({ a: '1.123456789' }), 6);
});
