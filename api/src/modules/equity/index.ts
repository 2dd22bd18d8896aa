import { defineModule } from '../../platform/module.ts';
import { EquityDividendPayoutSchema, EquityDividendSchema } from './equity-dividend.entity.ts';
import { EquityHoldingSchema } from './equity-holding.entity.ts';
import { EquityOfferingSchema } from './equity-offering.entity.ts';
import { EquityPriceSchema } from './equity-price.entity.ts';

/** Equity: offerings, subscriptions, buybacks, dividends and auto-compounding (ADR 0024). */
export const equityModule = defineModule({
  name: 'equity',
  entities: [
    EquityOfferingSchema,
    EquityPriceSchema,
    EquityHoldingSchema,
    EquityDividendSchema,
    EquityDividendPayoutSchema,
  ],
});
