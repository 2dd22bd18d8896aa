import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeOwnerOf } from './routeOwners.ts';

test('the shell owns the splash, the account pages and the language page', () => {
  for (const page of [
    '',
    'pages/index/splash',
    'pages/user/login',
    'pages/user/register',
    'pages/user/forget',
    'pages/user/reset',
    'pages/user/set',
    'pages/user/safety',
    'pages/user/lange',
  ]) {
    assert.equal(routeOwnerOf(page), 'shell', page);
  }
});

test('pages are owned as in ARCHITECTURE §3', () => {
  const expected: Record<string, string> = {
    'pages/index/index': 'member',
    'pages/index/noticedetail': 'member',
    'pages/index/sign': 'member',
    'pages/user/user': 'member',
    'pages/user/ola': 'member',
    'pages/product/product': 'investments',
    'pages/product/chart': 'investments',
    'pages/order/detail': 'investments',
    'pages/property/property': 'property',
    'pages/property/moneydetail': 'property',
    'pages/user/upcoin': 'property',
    'pages/index/network': 'property',
    'pages/user/addaddress': 'property',
    'pages/swap/mobility': 'swap',
    'pages/index/partyplan': 'plans',
    'pages/index/teamplan': 'plans',
    'pages/index/salonplan': 'plans',
    'pages/index/record': 'plans',
    'pages/index/recorddetail': 'plans',
    'pages/system/choose-location': 'plans',
    'pages/system/open-location': 'plans',
    'pages/chat/friendRequest': 'chat',
  };
  for (const [page, owner] of Object.entries(expected)) assert.equal(routeOwnerOf(page), owner, page);
});

test('unknown pages have no owner', () => {
  for (const page of [
    'pages/index/unknown',
    'pages/user/wallet',
    'pages/shop/cart',
    'pages/product',
    'x/y/z',
  ]) {
    assert.equal(routeOwnerOf(page), null, page);
  }
});

test('the console remote owns every console address, and nothing that only starts like one', () => {
  for (const page of ['console', 'console/login', 'console/members']) {
    assert.equal(routeOwnerOf(page), 'console', page);
  }
  assert.equal(routeOwnerOf('consoles'), null);
  assert.equal(routeOwnerOf('pages/console/index'), null);
});
