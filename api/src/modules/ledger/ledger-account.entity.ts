import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * One account of the ledger: a member's balance, USDT, piggy bank or locked amount, a platform
 * account, or the external capital account operator top-ups come from. `balance` is the sum of
 * the account's journal lines, kept up to date in the same transaction as each entry.
 */
export const LedgerAccountSchema = defineEntity({
  name: 'LedgerAccount',
  tableName: 'ledger_account',
  indexes: [{ properties: ['memberId'] }],
  // The database itself refuses a balance below zero where it is not allowed, so a failed
  // guard anywhere above it can never leave a member overdrawn.
  checks: [{ name: 'ledger_account_not_negative', expression: 'allow_negative = 1 or balance >= 0' }],
  properties: {
    ...baseProperties,
    code: p.string().length(80).unique(),
    owner: p.string().length(16),
    memberId: p.integer().nullable(),
    kind: p.string().length(40),
    asset: p.string().length(8),
    /** Only external accounts may go below zero. */
    allowNegative: p.boolean().default(false),
    balance: p.bigint().default(0),
  },
});

export type LedgerAccount = InferEntity<typeof LedgerAccountSchema>;
