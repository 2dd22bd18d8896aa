import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { communityEntries } from './communityEntries.ts';
import { quickEntries } from './quickEntries.ts';

const ALL = [...quickEntries, ...communityEntries];

const MAIN_TABS = [
  'pages/index/index',
  'pages/product/product',
  'pages/order/order',
  'pages/property/property',
  'pages/user/user',
];

test('every entry leads to a page path, tabs by a tab switch', () => {
  assert.equal(ALL.length, 14);
  for (const entry of ALL) {
    assert.match(entry.url, /^pages\/[a-z]+\/[a-z]+$/);
    assert.equal(entry.tab, MAIN_TABS.includes(entry.url), entry.url);
  }
  assert.equal(new Set(ALL.map((entry) => entry.key)).size, ALL.length);
});

test('every entry has a label in all three languages', () => {
  for (const lang of ['hi-in', 'en-us', 'zh-cn']) {
    const resources = JSON.parse(readFileSync(new URL(`../i18n/${lang}.json`, import.meta.url), 'utf8')) as {
      entries: Record<string, string>;
    };
    for (const entry of ALL) assert.ok(resources.entries[entry.key], `${lang}: entries.${entry.key}`);
  }
});

test('the community plans, articles and the gallery are the community entries', () => {
  assert.deepEqual(
    communityEntries.map((entry) => entry.url),
    [
      'pages/index/partyplan',
      'pages/index/teamplan',
      'pages/index/salonplan',
      'pages/index/record',
      'pages/index/article',
      'pages/index/media',
    ],
  );
});
