import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDateTime } from './formatDateTime.ts';

test('formats a time in the language asked, and a dash for none or nonsense', () => {
  assert.match(formatDateTime('en-us', '2026-11-25T08:30:00.000Z'), /Nov 25, 2026/);
  assert.equal(formatDateTime('en-us', null), '—');
  assert.equal(formatDateTime('en-us', 'yesterday'), '—');
});
