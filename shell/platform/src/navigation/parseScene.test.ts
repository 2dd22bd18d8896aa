import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseScene } from './parseScene.ts';

test('splits key_value pairs joined by -', () => {
  assert.deepEqual(parseScene('a_1-b_2'), { a: '1', b: '2' });
});

test('keeps underscores inside a value and reads URI-encoded scenes', () => {
  assert.deepEqual(parseScene('code_AB_12-id_7'), { code: 'AB_12', id: '7' });
  assert.deepEqual(parseScene(encodeURIComponent('inviter_Ra%20j-x_1')), { inviter: 'Ra%20j', x: '1' });
});

test('skips pairs without a key or separator and tolerates bad input', () => {
  assert.deepEqual(parseScene('_1-b-c_3--'), { c: '3' });
  assert.deepEqual(parseScene(''), {});
  assert.deepEqual(parseScene('%E0%A4'), {});
  assert.deepEqual(parseScene(undefined as unknown as string), {});
  assert.deepEqual(parseScene(42 as unknown as string), {});
});

test('does not let a scene pollute the prototype', () => {
  const params = parseScene('__proto___x-a_1');
  assert.deepEqual(params, { a: '1' });
  assert.equal(({} as Record<string, unknown>).x, undefined);
});
