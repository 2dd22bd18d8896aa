import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatArticleDate } from './formatArticleDate.ts';

test('the day in India, in the reader language', () => {
  // 20:00 UTC on the 24th is already the 25th in India.
  assert.equal(formatArticleDate('2026-11-24T20:00:00.000Z', 'en-us'), 'Nov 25, 2026');
  assert.match(formatArticleDate('2026-11-24T20:00:00.000Z', 'hi-in'), /25 नव॰ 2026/);
  assert.equal(formatArticleDate('2026-11-24T20:00:00.000Z', 'zh-cn'), '2026年11月25日');
  assert.equal(formatArticleDate('not a date', 'en-us'), '');
});
