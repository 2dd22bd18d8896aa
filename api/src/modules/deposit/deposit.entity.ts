import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

export const DEPOSIT_STATES = ['confirming', 'credited', 'below_minimum', 'dropped'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/**
 * USDT a member sent to their deposit address, one per transfer log (chain, tx hash, log index):
 * confirming (n of N) → credited, or dropped when a reorg removed it before credit, or
 * below_minimum (recorded, never credited). A reorg after credit sets `reorgedAt` for operators
 * and reverses nothing. An operator's credit of a chain the watcher does not serve has no block
 * and log index -1.
 */
export const DepositSchema = defineEntity({
  name: 'Deposit',
  tableName: 'deposit',
  indexes: [{ properties: ['memberId'] }, { properties: ['chain', 'state', 'blockNumber'] }],
  uniques: [{ properties: ['chain', 'txHash', 'logIndex'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    chain: p.string().length(8),
    amount: p.bigint(),
    txHash: p.string().length(128),
    logIndex: p.integer().default(-1),
    blockNumber: p.bigint().nullable(),
    blockHash: p.string().length(66).nullable(),
    fromAddress: p.string().length(64).nullable(),
    toAddress: p.string().length(64).nullable(),
    /** The token's own integer amount (its decimals), as sent. */
    rawAmount: p.string().length(80).nullable(),
    confirmations: p.integer().default(0),
    requiredConfirmations: p.integer().default(0),
    state: p.string().length(16),
    /** When it was credited. */
    confirmedAt: p.datetime(3).nullable(),
    /** A reorg removed its block after it was credited: for operators to settle. */
    reorgedAt: p.datetime(3).nullable(),
  },
});

export type Deposit = InferEntity<typeof DepositSchema>;
