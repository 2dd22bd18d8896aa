import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartPoints } from './chartPoints.ts';

process.env.TZ = 'Asia/Kolkata';

test('a day is labelled by the hour, longer ranges by the day', () => {
  const points = [
    { at: '2026-01-05T03:30:00.000Z', price: '83.250000' },
    { at: 'not a time', price: '1' },
    { at: '2026-01-05T04:30:00.000Z', price: 'x' },
  ];
  assert.deepEqual(chartPoints({ range: '1D', points }), [
    { label: '01-05 09:00', shortLabel: '09:00', value: 83.25 },
  ]);
  assert.deepEqual(chartPoints({ range: '1W', points }), [
    { label: '2026-01-05', shortLabel: '01-05', value: 83.25 },
  ]);
});
