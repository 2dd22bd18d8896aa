import { z } from 'zod';
import { intParam, message } from '../../platform/validate.ts';
import { amountParam } from '../ledger/wallet.schema.ts';
import { CHAINS } from './withdrawal.service.ts';

const totpCode = () =>
  z
    .string(message('security.totpRequired'))
    .trim()
    .min(1, message('security.totpRequired'))
    .regex(/^\d{6}$/, message('security.totpFormat'));

const paymentPassword = () =>
  z
    .string(message('security.paymentPasswordRequired'))
    .min(1, message('security.paymentPasswordRequired'))
    .regex(/^\d{6}$/, message('security.paymentPasswordFormat'));

/** An optional id: absent or empty is undefined (so the route can answer its own message). */
const optionalId = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    intParam().pipe(z.number().int().min(1)).optional(),
  );

export const AddAddressSchema = z.object({
  chain: z.enum(CHAINS, message('withdrawal.chainInvalid')),
  address: z
    .string(message('withdrawal.addressRequired'))
    .trim()
    .min(1, message('withdrawal.addressRequired'))
    .max(64, message('withdrawal.addressRequired')),
  label: z
    .string()
    .trim()
    .max(40, message('withdrawal.labelTooLong'))
    .optional()
    .transform((v) => v ?? ''),
  code: totpCode(),
});

export const DeleteAddressSchema = z.object({ id: optionalId() });

export const WithdrawalRequestSchema = z.object({
  addressId: optionalId(),
  amount: amountParam('USDT'),
  paymentPassword: paymentPassword(),
  code: totpCode(),
});

export const WithdrawalIdSchema = z.object({ id: intParam().pipe(z.number().int().min(1)) });

export const PageQuerySchema = z.object({
  page: intParam().pipe(z.number().min(1)).default(1),
  rows: intParam().pipe(z.number().min(1).max(100)).default(20),
});
