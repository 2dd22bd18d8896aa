import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toPagePath, toRoutePath } from './toRoutePath.ts';

test('normalises every way of writing a page address', () => {
  assert.equal(toRoutePath('pages/user/login'), '/pages/user/login');
  assert.equal(toRoutePath('/pages/user/login?x=1'), '/pages/user/login?x=1');
  assert.equal(toRoutePath('#/pages/index/index'), '/pages/index/index');
  assert.equal(toRoutePath('/h5/#/pages/index/index?scene=a_1'), '/pages/index/index?scene=a_1');
});

test('gives the page path without slash or query', () => {
  assert.equal(toPagePath('/pages/user/login?from=x'), 'pages/user/login');
  assert.equal(toPagePath('/'), '');
});
