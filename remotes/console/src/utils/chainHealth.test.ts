import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  depositFilterOf,
  depositQuery,
  depositsHref,
  gasCoin,
  gasEmpty,
  shortHex,
  syncLagging,
} from './chainHealth.ts';

const sync = (lag: number) => ({
  nextBlock: 101,
  syncedHeight: 100,
  head: 100 + lag,
  lag,
  headSeenAt: null,
  lastError: null,
});

test('the watcher lags when it is more blocks behind than the confirmations a deposit waits for', () => {
  assert.equal(syncLagging({ confirmations: 12, sync: sync(12) }), false);
  assert.equal(syncLagging({ confirmations: 12, sync: sync(13) }), true);
  assert.equal(syncLagging({ confirmations: 12, sync: null }), false);
  assert.equal(syncLagging({ confirmations: null, sync: sync(500) }), false);
});

test('gas is empty only when it was read as zero', () => {
  assert.equal(gasEmpty({ nativeBalance: '0' }), true);
  assert.equal(gasEmpty({ nativeBalance: '0.000001' }), false);
  assert.equal(gasEmpty({ nativeBalance: null }), false);
  assert.equal(gasEmpty(null), false);
  assert.equal(gasCoin('BEP20'), 'BNB');
  assert.equal(gasCoin('ERC20'), 'ETH');
});

test('a deposit filter goes to the deposits page address and back, and to the API query', () => {
  for (const filter of ['confirming', 'credited', 'below_minimum', 'dropped', 'reorged'] as const) {
    const search = new URLSearchParams(depositsHref(filter).split('?')[1]);
    assert.equal(depositFilterOf(search), filter);
  }
  assert.equal(depositFilterOf(new URLSearchParams('state=paid')), null);
  assert.equal(depositFilterOf(new URLSearchParams('')), null);
  assert.deepEqual(depositQuery('reorged'), { reorged: '1' });
  assert.deepEqual(depositQuery('dropped'), { state: 'dropped' });
  assert.deepEqual(depositQuery(null), {});
});

test('long hex is shortened to its ends', () => {
  assert.equal(shortHex('0x52908400098527886e0f7030069857d2e4169ee7'), '0x529084…169ee7');
  assert.equal(shortHex('0x1234'), '0x1234');
});
