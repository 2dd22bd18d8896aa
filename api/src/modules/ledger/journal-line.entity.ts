import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** One account's share of a journal entry, with the account's balance right after it. */
export const JournalLineSchema = defineEntity({
  name: 'JournalLine',
  tableName: 'journal_line',
  indexes: [{ properties: ['accountId', 'id'] }, { properties: ['entryId'] }],
  properties: {
    ...baseProperties,
    entryId: p.integer(),
    accountId: p.integer(),
    asset: p.string().length(8),
    amount: p.bigint(),
    balanceAfter: p.bigint(),
  },
});

export type JournalLine = InferEntity<typeof JournalLineSchema>;
