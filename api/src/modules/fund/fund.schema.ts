import { z } from 'zod';
import { intParam, message } from '../../platform/validate.ts';
import { amountParam } from '../ledger/wallet.schema.ts';
import { ORDER_STATES } from './fund-order.service.ts';
import { FUND_STATUSES, KLINE_TYPES } from './fund.service.ts';

const id = () => intParam().pipe(z.number().int().min(1));
const page = () => intParam().pipe(z.number().min(1)).default(1);
const rows = () => intParam().pipe(z.number().min(1).max(100)).default(20);
/** An optional filter: absent or empty is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const FundListQuerySchema = z.object({
  page: page(),
  rows: rows(),
  status: optional(z.enum(FUND_STATUSES, message('fund.statusInvalid'))),
});

export const FundIdQuerySchema = z.object({ id: id() });

export const KlineQuerySchema = z.object({
  type: z.enum(KLINE_TYPES, message('fund.klineTypeInvalid')),
  fund_id: id(),
});

export const EstimateQuerySchema = z.object({ fund_id: id(), amount: amountParam('INR') });

export const PurchaseSchema = z.object({
  fund_id: id(),
  amount: amountParam('INR'),
  paymentPassword: z
    .string(message('security.paymentPasswordRequired'))
    .min(1, message('security.paymentPasswordRequired'))
    .regex(/^\d{6}$/, message('security.paymentPasswordFormat')),
  trialQuotaId: optional(id()),
  agree: z.unknown(),
});

/** The terms checkbox as a form or JSON sends it. */
export const agreed = (value: unknown) => value === '1' || value === 1 || value === true || value === 'true';

export const PageQuerySchema = z.object({ page: page(), rows: rows() });

export const OrderListQuerySchema = z.object({
  page: page(),
  rows: rows(),
  state: optional(z.enum(ORDER_STATES, message('fund.orderStateInvalid'))),
});

export const OrderIdQuerySchema = z.object({ id: id() });

export const HoldingQuerySchema = z.object({ fund_id: id() });
