import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's deposit address on a chain, derived from the chain's extended public key with the
 * member id as index and kept so the watcher can tell whose a transfer is. Lower-case hex.
 */
export const DepositAddressSchema = defineEntity({
  name: 'DepositAddress',
  tableName: 'deposit_address',
  uniques: [{ properties: ['chain', 'address'] }, { properties: ['memberId', 'chain'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    chain: p.string().length(8),
    address: p.string().length(64),
    derivationIndex: p.integer(),
  },
});

export type DepositAddress = InferEntity<typeof DepositAddressSchema>;

/**
 * How far the watcher has read a chain: the next block to read and the hash of the last one read
 * (a different hash there is a reorg: it steps back). One process at a time holds the lease.
 */
export const ChainSyncSchema = defineEntity({
  name: 'ChainSync',
  tableName: 'chain_sync',
  properties: {
    ...baseProperties,
    chain: p.string().length(8).unique(),
    nextBlock: p.bigint(),
    lastHash: p.string().length(66).nullable(),
    /** The chain's head when last asked. */
    headBlock: p.bigint(),
    headSeenAt: p.datetime(3).nullable(),
    leaseOwner: p.string().length(64).nullable(),
    leaseUntil: p.datetime(3).nullable(),
    /** The last failure talking to the chain (cleared by the next good pass). */
    lastError: p.string().length(255).nullable(),
  },
});

export type ChainSync = InferEntity<typeof ChainSyncSchema>;

/**
 * The hot wallet payouts are sent from: its next nonce (taken in the same transaction that
 * records the signed payout, so two processes never share one) and its last read balances.
 */
export const HotWalletSchema = defineEntity({
  name: 'HotWallet',
  tableName: 'hot_wallet',
  properties: {
    ...baseProperties,
    chain: p.string().length(8).unique(),
    address: p.string().length(64),
    nextNonce: p.bigint(),
    /** USDT in minor units, and the chain's native coin (wei) for gas; null until first read. */
    usdtBalance: p.bigint().nullable(),
    nativeBalance: p.string().length(80).nullable(),
    balanceAt: p.datetime(3).nullable(),
  },
});

export type HotWallet = InferEntity<typeof HotWalletSchema>;

export const PAYOUT_STATES = ['sent', 'confirmed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/**
 * An approved withdrawal sent on chain: signed once with its nonce and stored before it is
 * broadcast, so a retry sends the same bytes (one transaction, never two). Confirmed by the watcher.
 */
export const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'payout',
  indexes: [{ properties: ['state'] }],
  uniques: [{ properties: ['chain', 'fromAddress', 'nonce'] }],
  properties: {
    ...baseProperties,
    withdrawalId: p.integer().unique(),
    chain: p.string().length(8),
    fromAddress: p.string().length(64),
    toAddress: p.string().length(64),
    /** USDT minor units, and the token's own integer amount sent. */
    amount: p.bigint(),
    rawAmount: p.string().length(80),
    nonce: p.bigint(),
    txHash: p.string().length(66).unique(),
    rawTx: p.text(),
    state: p.string().length(16),
    attempts: p.integer().default(0),
    lastError: p.string().length(255).nullable(),
    blockNumber: p.bigint().nullable(),
    sentAt: p.datetime(3).nullable(),
    confirmedAt: p.datetime(3).nullable(),
  },
});

export type Payout = InferEntity<typeof PayoutSchema>;

/**
 * USDT leaving a deposit address (collection to the hot or cold wallet, signed offline), seen by
 * the watcher: what is still to collect is what was credited there less what left.
 */
export const CollectionSchema = defineEntity({
  name: 'Collection',
  tableName: 'chain_collection',
  uniques: [{ properties: ['chain', 'txHash', 'logIndex'] }],
  indexes: [{ properties: ['chain', 'fromAddress'] }],
  properties: {
    ...baseProperties,
    chain: p.string().length(8),
    txHash: p.string().length(66),
    logIndex: p.integer(),
    blockNumber: p.bigint(),
    fromAddress: p.string().length(64),
    toAddress: p.string().length(64),
    amount: p.bigint(),
  },
});

export type Collection = InferEntity<typeof CollectionSchema>;
