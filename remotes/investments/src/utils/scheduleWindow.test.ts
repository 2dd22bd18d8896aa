import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scheduleWindow } from './scheduleWindow.ts';

type Row = { period: number; state: 'paid' | 'pending' | 'upcoming' };
const schedule = (total: number, paid: number, pending = 0): Row[] =>
  Array.from({ length: total }, (_, index) => ({
    period: index + 1,
    state: index < paid ? 'paid' : index < paid + pending ? 'pending' : 'upcoming',
  }));
const periods = (rows: Row[]) => rows.map((row) => row.period);

test('a new order shows its first payouts', () => {
  assert.deepEqual(periods(scheduleWindow(schedule(30, 0))), [1, 2, 3, 4, 5]);
});

test('an order under way shows the last two due and the next ones', () => {
  assert.deepEqual(periods(scheduleWindow(schedule(30, 10))), [9, 10, 11, 12, 13]);
  assert.deepEqual(periods(scheduleWindow(schedule(30, 1))), [1, 2, 3, 4, 5]);
  // Pending payouts fell due: they count as past.
  assert.deepEqual(periods(scheduleWindow(schedule(30, 8, 2))), [9, 10, 11, 12, 13]);
});

test('near the end and after it, the last payouts', () => {
  assert.deepEqual(periods(scheduleWindow(schedule(30, 29))), [26, 27, 28, 29, 30]);
  assert.deepEqual(periods(scheduleWindow(schedule(30, 30))), [26, 27, 28, 29, 30]);
});

test('a short schedule is shown whole, in order whatever order it came in', () => {
  assert.deepEqual(periods(scheduleWindow(schedule(3, 1).reverse())), [1, 2, 3]);
  assert.deepEqual(periods(scheduleWindow([])), []);
});
