import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDateTime } from './formatDateTime.ts';

test('shows an API time in local time to the minute', () => {
  assert.equal(formatDateTime(new Date(2026, 10, 21, 9, 5, 59).toISOString()), '2026-11-21 09:05');
  assert.equal(formatDateTime(new Date(2026, 0, 2, 23, 30).toISOString()), '2026-01-02 23:30');
});

test('shows nothing for a time that is not one', () => {
  assert.equal(formatDateTime('not a time'), '');
});
