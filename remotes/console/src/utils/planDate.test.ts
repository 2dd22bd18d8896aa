import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatBytes, formatPlanDate } from './planDate.ts';

test('a plan day reads with its weekday and month in words, the same day in every zone', () => {
  assert.equal(formatPlanDate('en-us', '2026-11-02'), 'Monday, November 2, 2026');
  assert.match(formatPlanDate('hi-in', '2026-11-02'), /सोमवार.*2.*नवंबर.*2026/);
  assert.match(formatPlanDate('zh-cn', '2026-11-02'), /2026年11月2日星期一/);
});

test('a day that is not one is shown as given', () => {
  assert.equal(formatPlanDate('en-us', 'soon'), 'soon');
});

test('file sizes in bytes, KB and MB', () => {
  assert.equal(formatBytes('en-us', 812), '812 byte');
  assert.equal(formatBytes('en-us', 2_516_582), '2.4 MB');
  assert.equal(formatBytes('en-us', 4096), '4 kB');
});
