import { z } from 'zod';
import { amount, optional, paging } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { MEMBER_ENTRY_TYPES } from './entry-types.ts';

export const PiggyMoveSchema = z.object({ amount: amount('INR') });

export const EntriesQuerySchema = z.object({
  ...paging,
  type: optional(z.enum(MEMBER_ENTRY_TYPES, message('wallet.entryTypeInvalid'))),
});
