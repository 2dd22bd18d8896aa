import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageId } from './pageId.ts';

test('reads a positive integer id', () => {
  assert.equal(pageId({ id: '3' }), 3);
  assert.equal(pageId({ fund_id: '12' }, 'fund_id'), 12);
});

test('anything else is no id', () => {
  for (const id of ['', '0', '-1', '1.5', 'abc', '01', '12345678901234567890'])
    assert.equal(pageId({ id }), null, id);
  assert.equal(pageId({}), null);
});
