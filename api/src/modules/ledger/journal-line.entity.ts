import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * One account's share of a journal entry, with the account's balance right after it. Besides an
 * account's lines in order and an entry's lines, the indexes serve the operators' journal: a
 * period (`createdAt`), and an account's lines by amount.
 */
export const JournalLineSchema = defineEntity({
  name: 'JournalLine',
  tableName: 'journal_line',
  indexes: [
    { properties: ['accountId', 'id'] },
    { properties: ['entryId'] },
    { properties: ['createdAt'] },
    { properties: ['accountId', 'amount'] },
  ],
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
