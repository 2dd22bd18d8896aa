import { z } from 'zod';
import {
  amount,
  id,
  optional,
  optionalReason,
  paging,
  paymentPassword,
  reason,
  text,
  totpCode,
} from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { CHAINS, TX_HASH, WITHDRAWAL_STATES } from './withdrawal.service.ts';

export const chain = () => z.enum(CHAINS, message('withdrawal.chainInvalid'));

export const AddAddressSchema = z.object({
  chain: chain(),
  address: text(64, { required: 'withdrawal.addressRequired', tooLong: 'withdrawal.addressRequired' }),
  label: optional(text(40, { tooLong: 'withdrawal.labelTooLong' })).transform((v) => v ?? ''),
  code: totpCode(),
});

/** `id` may be absent: the route answers "select the address to delete first" (spec §5). */
export const DeleteAddressSchema = z.object({ id: optional(id('address')) });

export const WithdrawalRequestSchema = z.object({
  addressId: optional(id('address')),
  amount: amount('USDT'),
  paymentPassword: paymentPassword(),
  code: totpCode(),
});

export const WithdrawalIdSchema = z.object({ id: id('withdrawal') });

const txHash = () =>
  z.string(message('operator.txHashInvalid')).trim().regex(TX_HASH, message('operator.txHashInvalid'));

export const QueueQuerySchema = z.object({
  state: optional(z.enum(WITHDRAWAL_STATES, message('operator.stateInvalid'))),
  ...paging,
});

/** An operator's decision on one withdrawal; `reason` is kept in the operator's audit. */
export const ApproveSchema = z.object({ id: id('withdrawal'), reason: optionalReason() });

/** The reason of a rejection is shown to the member as well. */
export const RejectSchema = z.object({ id: id('withdrawal'), reason: reason() });

export const PaySchema = z.object({ id: id('withdrawal'), txHash: txHash(), reason: optionalReason() });

/** A USDT amount that may be zero (the fee). */
const usdtOrZero = () =>
  z.string(message('wallet.amountInvalid')).transform((value, ctx) => {
    if (/^0+(\.0{1,6})?$/.test(value.trim())) return 0n;
    const parsed = amount('USDT').safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    return z.NEVER;
  });

export const WithdrawalSettingsSchema = z.object({
  minimum: amount('USDT'),
  maximum: amount('USDT'),
  dailyLimit: amount('USDT'),
  fee: usdtOrZero(),
  reason: optionalReason(),
});
