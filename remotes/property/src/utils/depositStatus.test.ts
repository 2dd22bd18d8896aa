import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Deposit } from '../api/walletTypes.ts';
import { depositDetail, withLiveDeposits } from './depositStatus.ts';

const deposit = (id: number, changes: Partial<Deposit> = {}): Deposit => ({
  id,
  chain: 'ERC20',
  amount: '25.000000',
  txHash: `0x${String(id).padStart(64, 'a')}`,
  state: 'confirming',
  confirmations: 3,
  requiredConfirmations: 12,
  createdAt: '2026-11-27T10:00:00.000Z',
  confirmedAt: null,
  ...changes,
});

test('a confirming deposit says n of N confirmations, never more than N', () => {
  assert.deepEqual(depositDetail(deposit(1), '1.000000'), {
    key: 'deposits.confirmations',
    values: { confirmed: 3, required: 12 },
  });
  assert.deepEqual(depositDetail(deposit(1, { confirmations: 14 }), null)?.values, {
    confirmed: 12,
    required: 12,
  });
});

test('below the minimum names the minimum when it is known; dropped is explained; credited needs no line', () => {
  const below = deposit(1, { state: 'below_minimum' });
  assert.deepEqual(depositDetail(below, '1.000000'), {
    key: 'deposits.belowMinimum',
    values: { minimum: '1.000000' },
  });
  assert.equal(depositDetail(below, null)?.key, 'deposits.belowMinimumUnknown');
  assert.equal(depositDetail(deposit(1, { state: 'dropped' }), '1')?.key, 'deposits.dropped');
  assert.equal(depositDetail(deposit(1, { state: 'credited' }), '1'), null);
});

test('the socket’s news replaces a listed deposit and puts a new one on top', () => {
  const listed = [deposit(2), deposit(1, { state: 'credited' })];
  const live = new Map([
    [2, deposit(2, { confirmations: 4 })],
    [4, deposit(4)],
    [3, deposit(3)],
  ]);
  const shown = withLiveDeposits(listed, live);
  assert.deepEqual(
    shown.map((item) => [item.id, item.confirmations]),
    [
      [4, 3],
      [3, 3],
      [2, 4],
      [1, 3],
    ],
  );
  assert.deepEqual(withLiveDeposits(listed, new Map()), listed);
});
