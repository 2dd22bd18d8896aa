import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatEntryTime } from './formatEntryTime.ts';

test('shows the local date and time to the second', () => {
  const local = new Date(2025, 0, 5, 9, 3, 7);
  assert.equal(formatEntryTime(local.toISOString()), '2025-01-05 09:03:07');
});

test('an unreadable time shows nothing', () => {
  assert.equal(formatEntryTime('soon'), '');
});
