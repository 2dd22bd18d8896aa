import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** USDT a member sent to their deposit address; credited once per transaction hash. */
export const DepositSchema = defineEntity({
  name: 'Deposit',
  tableName: 'deposit',
  indexes: [{ properties: ['memberId'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    chain: p.string().length(8),
    amount: p.bigint(),
    txHash: p.string().length(128).unique(),
    state: p.string().length(16),
    confirmedAt: p.datetime(3).nullable(),
  },
});

export type Deposit = InferEntity<typeof DepositSchema>;
