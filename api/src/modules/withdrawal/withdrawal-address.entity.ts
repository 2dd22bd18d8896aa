import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A member's saved withdrawal address on one chain. */
export const WithdrawalAddressSchema = defineEntity({
  name: 'WithdrawalAddress',
  tableName: 'withdrawal_address',
  uniques: [{ properties: ['memberId', 'chain', 'address'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    chain: p.string().length(8),
    address: p.string().length(64),
    label: p.string().length(40),
  },
});

export type WithdrawalAddress = InferEntity<typeof WithdrawalAddressSchema>;
