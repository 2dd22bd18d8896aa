import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DepositNetwork } from '../api/walletTypes.ts';
import { defaultDepositChain, isChain } from './depositChain.ts';

const networks: DepositNetwork[] = [
  { chain: 'TRC20', available: false, confirmations: 0, minimum: null },
  { chain: 'ERC20', available: true, confirmations: 12, minimum: '1.000000' },
  { chain: 'BEP20', available: true, confirmations: 15, minimum: '1.000000' },
];

test('the network named in the address wins, served or not', () => {
  assert.equal(defaultDepositChain(networks, 'BEP20', 'ERC20'), 'BEP20');
  assert.equal(defaultDepositChain(networks, 'TRC20', 'ERC20'), 'TRC20');
});

test('else the remembered choice while it is served, else the first served network', () => {
  assert.equal(defaultDepositChain(networks, undefined, 'BEP20'), 'BEP20');
  assert.equal(defaultDepositChain(networks, undefined, 'TRC20'), 'ERC20');
  assert.equal(defaultDepositChain(networks, 'ETH', null), 'ERC20');
});

test('with no network served, the first one (shown as not available)', () => {
  const none = networks.map((network) => ({ ...network, available: false }));
  assert.equal(defaultDepositChain(none, undefined, 'BEP20'), 'TRC20');
  assert.equal(defaultDepositChain([], undefined, null), 'TRC20');
});

test('only the three chains are chains', () => {
  assert.ok(isChain('ERC20'));
  assert.ok(!isChain('erc20'));
  assert.ok(!isChain(null));
});
