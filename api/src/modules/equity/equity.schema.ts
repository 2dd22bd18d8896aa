import { z } from 'zod';
import { agree, amount, flag, id, optional, paging, paymentPassword } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { HOLDING_STATES } from './equity-holding.service.ts';
import { OFFERING_STATUSES, SERIES_TYPES } from './equity.service.ts';

export const OfferingListQuerySchema = z.object({
  ...paging,
  status: optional(z.enum(OFFERING_STATUSES, message('equity.statusInvalid'))),
});

export const OfferingIdQuerySchema = z.object({ id: id('offering') });

export const PricesQuerySchema = z.object({
  id: id('offering'),
  type: optional(z.enum(SERIES_TYPES, message('equity.seriesTypeInvalid'))).transform((t) => t ?? 'month'),
});

export const QuoteQuerySchema = z.object({ id: id('offering'), amount: amount('INR') });

export const SubscribeSchema = z.object({
  offering_id: id('offering'),
  amount: amount('INR'),
  paymentPassword: paymentPassword(),
  agree: agree('equity.termsRequired'),
});

export const HoldingsQuerySchema = z.object({
  ...paging,
  state: optional(z.enum(HOLDING_STATES, message('equity.holdingStateInvalid'))),
});

export const HoldingIdQuerySchema = z.object({ id: id('holding') });

export const BuybackSchema = z.object({ holding_id: id('holding'), paymentPassword: paymentPassword() });

export const AutoCompoundSchema = z.object({ holding_id: id('holding'), on: flag() });

export const DividendsQuerySchema = z.object({ ...paging, holding_id: id('holding') });
