import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's USDT withdrawal: requested → approved → paid, or rejected, or cancelled by the
 * member while requested. The chain and address are copied, so deleting the saved address
 * changes nothing here. `amount` and `fee` are USDT minor units (10⁻⁶).
 */
export const WithdrawalSchema = defineEntity({
  name: 'Withdrawal',
  tableName: 'withdrawal',
  indexes: [{ properties: ['memberId'] }, { properties: ['state'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    addressId: p.integer(),
    chain: p.string().length(8),
    address: p.string().length(64),
    amount: p.bigint(),
    fee: p.bigint(),
    state: p.string().length(16),
    txHash: p.string().length(128).nullable().unique(),
    reason: p.string().length(255).nullable(),
  },
});

export type Withdrawal = InferEntity<typeof WithdrawalSchema>;
