import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNoticeDate } from './formatNoticeDate.ts';
import { toLocale } from './toLocale.ts';

test('interface languages map to Intl locales', () => {
  assert.equal(toLocale('hi-in'), 'hi-IN');
  assert.equal(toLocale('en-us'), 'en-US');
  assert.equal(toLocale('zh-cn'), 'zh-CN');
});

test('dates are written in the chosen language', () => {
  const iso = '2025-03-14T09:05:00Z';
  const en = formatNoticeDate(iso, 'en-us');
  const zh = formatNoticeDate(iso, 'zh-cn');
  const hi = formatNoticeDate(iso, 'hi-in');
  assert.match(en, /2025/);
  assert.match(en, /Mar/);
  assert.match(zh, /2025年3月/);
  assert.match(hi, /2025/);
  assert.match(hi, /मार्च/);
});

test('an unreadable date gives an empty string, not "Invalid Date"', () => {
  assert.equal(formatNoticeDate('not a date', 'en-us'), '');
});
