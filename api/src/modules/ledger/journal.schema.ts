import { z } from 'zod';
import { dateFrom, dateTo, optional, optionalReason, paging } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { isEntryType } from './entry-types.ts';

export const JOURNAL_SORTS = ['id', 'amount'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** An account code or the start of one: letters, digits, `_` and `:` (`member:12`, `promotions`). */
export const ACCOUNT_FILTER = /^[A-Za-z0-9_]+(:[A-Za-z0-9_]+)*$/;

/**
 * GET /api/Admin/journal: `account?` (a code, or its start: `member:12`, `promotions`),
 * `type?` (an entry type), `from?`/`to?` (ISO days in India or instants; both ends included),
 * paging, `sort` and `order`.
 */
export const JournalQuerySchema = z
  .object({
    account: optional(
      z
        .string(message('ledger.journalAccountInvalid'))
        .trim()
        .max(80, message('ledger.journalAccountInvalid'))
        .regex(ACCOUNT_FILTER, message('ledger.journalAccountInvalid')),
    ),
    type: optional(
      z
        .string(message('ledger.journalTypeInvalid'))
        .trim()
        .refine(isEntryType, message('ledger.journalTypeInvalid')),
    ),
    from: dateFrom(),
    to: dateTo(),
    ...paging,
    sort: optional(z.enum(JOURNAL_SORTS, message('ledger.journalSortInvalid'))).transform((s) => s ?? 'id'),
    order: optional(z.enum(SORT_ORDERS, message('ledger.journalOrderInvalid'))).transform((o) => o ?? 'desc'),
  })
  .refine((query) => !query.from || !query.to || query.from.getTime() < query.to.getTime(), {
    ...message('ledger.journalRangeInvalid'),
    path: ['from'],
  });

export type JournalQuery = z.output<typeof JournalQuerySchema>;

/** POST /api/Admin/ledger/audit `{ reason? }`. */
export const LedgerAuditSchema = z.object({ reason: optionalReason() });
