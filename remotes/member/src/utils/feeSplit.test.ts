import { test } from 'node:test';
import assert from 'node:assert/strict';
import { feeSplit } from './feeSplit.ts';
import { formatPercent } from './formatPercent.ts';

test('the fee statement shares all of the income', () => {
  assert.equal(feeSplit.management + feeSplit.dividend + feeSplit.member, 100);
  assert.deepEqual(feeSplit, { management: 5, dividend: 50, member: 45 });
});

test('percentages are written in the chosen language', () => {
  assert.equal(formatPercent(45, 'en-us'), '45%');
  assert.equal(formatPercent(5, 'zh-cn'), '5%');
  assert.match(formatPercent(50, 'hi-in'), /50\s?%/);
});
