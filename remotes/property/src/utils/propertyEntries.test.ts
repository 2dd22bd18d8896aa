import { test } from 'node:test';
import assert from 'node:assert/strict';
import { propertyEntries } from './propertyEntries.ts';

test('every entry leads to a route of the wallet or of the swap market beside it', () => {
  const owned = /^pages\/(property\/[a-z]+|user\/(upcoin|usdt|address|addaddress)|swap\/swap)$/;
  for (const entry of propertyEntries) assert.match(entry.url, owned, entry.key);
  assert.equal(new Set(propertyEntries.map((entry) => entry.key)).size, propertyEntries.length);
});
