import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** One money move: its lines sum to zero per asset. Indexed by type for the operators' journal. */
export const JournalEntrySchema = defineEntity({
  name: 'JournalEntry',
  tableName: 'journal_entry',
  indexes: [{ properties: ['type'] }],
  properties: {
    ...baseProperties,
    type: p.string().length(40),
    memo: p.string().length(255),
    /** Who caused it: `member:<id>`, `cli:<os user>`, `system`. */
    actor: p.string().length(80),
    /** Set when the caller wants the move made at most once under this key. */
    idempotencyKey: p.string().length(160).nullable().unique(),
  },
});

export type JournalEntry = InferEntity<typeof JournalEntrySchema>;
