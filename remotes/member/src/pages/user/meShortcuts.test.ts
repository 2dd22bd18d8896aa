// The user tab's shortcuts lead to pages that exist: the property remote's route table names the
// wallet's pages, and the shell's route owners give invite and VIP to the member area.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { meShortcuts } from './meShortcuts.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const propertyRoutes = read('../../../../property/src/routes.ts');
const routeOwners = read('../../../../../shell/src/routing/utils/routeOwners.ts');

test('deposit, withdraw, addresses, invite and VIP, once each, in that order', () => {
  assert.deepEqual(
    meShortcuts.map((shortcut) => shortcut.key),
    ['deposit', 'withdraw', 'addresses', 'invite', 'vip'],
  );
});

test('the wallet shortcuts open pages the property remote serves', () => {
  for (const key of ['deposit', 'withdraw', 'addresses']) {
    const { page } = meShortcuts.find((shortcut) => shortcut.key === key)!;
    assert.ok(propertyRoutes.includes(`'${page}'`), `${page} is in remotes/property/src/routes.ts`);
  }
});

test('invite and VIP open the member area pages the shell knows', () => {
  for (const key of ['invite', 'vip']) {
    const { page } = meShortcuts.find((shortcut) => shortcut.key === key)!;
    const name = page.split('/').pop()!;
    assert.match(page, /^pages\/user\/[a-z]+$/);
    assert.ok(routeOwners.includes(`'${name}'`), `${name} is a route of the shell's table`);
  }
});
