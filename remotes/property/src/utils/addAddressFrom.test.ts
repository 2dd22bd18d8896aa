import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addAddressFrom, returnPageOf } from './addAddressFrom.ts';

test('the add-address page is told where the member came from', () => {
  assert.equal(
    addAddressFrom('pages/property/withdrawal'),
    'pages/user/addaddress?from=pages%2Fproperty%2Fwithdrawal',
  );
});

test('saving comes back to the page named by from', () => {
  assert.equal(returnPageOf('pages/property/withdrawal'), 'pages/property/withdrawal');
  assert.equal(returnPageOf('/pages/property/withdrawal'), 'pages/property/withdrawal');
  assert.equal(returnPageOf('pages/user/address?tab=x'), 'pages/user/address?tab=x');
});

test('without a page of this app to return to, saving leads to the address list', () => {
  for (const from of [
    undefined,
    '',
    'https://evil.example/pages/a/b',
    '//evil.example',
    'javascript:alert(1)',
  ]) {
    assert.equal(returnPageOf(from), 'pages/user/address', String(from));
  }
  assert.equal(returnPageOf('pages/user/addaddress'), 'pages/user/address');
  assert.equal(returnPageOf('pages/user/addaddress?from=pages/user/addaddress'), 'pages/user/address');
});
