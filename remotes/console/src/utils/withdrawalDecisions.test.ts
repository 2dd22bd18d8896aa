import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PayoutState, WithdrawalState } from '@h5/api/contract/withdrawal';
import { automaticPayouts, manualDepositChains, withdrawalDecisions } from './withdrawalDecisions.ts';

const wallet = {
  address: '0xabc',
  usdtBalance: null,
  nativeBalance: null,
  balanceAt: null,
  lowThreshold: '0',
  low: false,
};
const chains = [
  { chain: 'TRC20' as const, hotWallet: null, served: false },
  { chain: 'ERC20' as const, hotWallet: wallet, served: true },
  { chain: 'BEP20' as const, hotWallet: null, served: true },
];
const finance = { review: true, pay: true };
const support = { review: false, pay: false };
const of = (state: WithdrawalState, payoutState: PayoutState | null = null) => ({ state, payoutState });

test('a chain pays out automatically when it has a hot wallet, or the withdrawal has a payout', () => {
  assert.equal(automaticPayouts({ chain: 'ERC20', payoutState: null }, chains), true);
  assert.equal(automaticPayouts({ chain: 'BEP20', payoutState: null }, chains), false);
  assert.equal(automaticPayouts({ chain: 'TRC20', payoutState: null }, null), null);
  assert.equal(automaticPayouts({ chain: 'BEP20', payoutState: 'failed' }, null), true);
});

test('a requested withdrawal is approved or rejected by a reviewer, whatever its chain', () => {
  for (const automatic of [true, false, null])
    assert.deepEqual(withdrawalDecisions(of('requested'), automatic, finance), {
      approve: true,
      reject: true,
      pay: false,
      payout: null,
    });
  assert.deepEqual(withdrawalDecisions(of('requested'), false, support), {
    approve: false,
    reject: false,
    pay: false,
    payout: null,
  });
});

test('an approved withdrawal is paid by hand only where payouts are not automatic', () => {
  assert.deepEqual(withdrawalDecisions(of('approved'), false, finance), {
    approve: false,
    reject: false,
    pay: true,
    payout: null,
  });
  assert.equal(withdrawalDecisions(of('approved'), null, finance).pay, false);
  assert.deepEqual(withdrawalDecisions(of('approved'), true, finance), {
    approve: false,
    reject: true,
    pay: false,
    payout: 'waiting',
  });
});

test('an automatic payout on its way cannot be rejected; a failed one can', () => {
  assert.deepEqual(withdrawalDecisions(of('approved', 'sent'), true, finance), {
    approve: false,
    reject: false,
    pay: false,
    payout: 'sent',
  });
  assert.deepEqual(withdrawalDecisions(of('approved', 'failed'), true, finance), {
    approve: false,
    reject: true,
    pay: false,
    payout: 'failed',
  });
  assert.equal(withdrawalDecisions(of('approved', 'failed'), true, support).reject, false);
  assert.deepEqual(withdrawalDecisions(of('paid', 'confirmed'), true, finance), {
    approve: false,
    reject: false,
    pay: false,
    payout: 'confirmed',
  });
  assert.equal(withdrawalDecisions(of('rejected', 'failed'), true, finance).payout, 'failed');
});

test('deposits are recorded by hand only on the networks the watcher does not serve', () => {
  assert.deepEqual(manualDepositChains(chains), ['TRC20']);
  assert.deepEqual(manualDepositChains(chains.map((status) => ({ ...status, served: true }))), []);
});
