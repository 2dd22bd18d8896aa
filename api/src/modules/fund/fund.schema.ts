import { z } from 'zod';
import { agree, amount, id, optional, paging, paymentPassword } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { ORDER_STATES } from './fund-order.service.ts';
import { FUND_STATUSES, KLINE_TYPES } from './fund.service.ts';

export const FundListQuerySchema = z.object({
  ...paging,
  status: optional(z.enum(FUND_STATUSES, message('fund.statusInvalid'))),
});

export const FundIdQuerySchema = z.object({ id: id('fund') });

export const KlineQuerySchema = z.object({
  type: z.enum(KLINE_TYPES, message('fund.klineTypeInvalid')),
  fund_id: id('fund'),
});

export const EstimateQuerySchema = z.object({ fund_id: id('fund'), amount: amount('INR') });

export const PurchaseSchema = z.object({
  fund_id: id('fund'),
  amount: amount('INR'),
  paymentPassword: paymentPassword(),
  trialQuotaId: optional(id('trialQuota')),
  agree: agree('fund.termsRequired'),
});

export const OrderListQuerySchema = z.object({
  ...paging,
  state: optional(z.enum(ORDER_STATES, message('fund.orderStateInvalid'))),
});

export const OrderIdQuerySchema = z.object({ id: id('order') });

export const HoldingQuerySchema = z.object({ fund_id: id('fund') });
