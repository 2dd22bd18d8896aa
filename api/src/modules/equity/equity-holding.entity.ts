import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * One subscription and the shares it holds. `amount` is what the shares cost (the application's
 * amount plus dividends reinvested), held in the member's `equity` account until bought back;
 * the fee went to fee income at subscription. The member sees `locked` or `expired` for a `held`
 * holding, by `expiresAt`. The account ids let dividends be paid set-based.
 */
export const EquityHoldingSchema = defineEntity({
  name: 'EquityHolding',
  tableName: 'equity_holding',
  indexes: [
    { properties: ['memberId', 'state'] },
    { properties: ['offeringId', 'state'] },
    { properties: ['state', 'buybackRequestedAt'] },
  ],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    offeringId: p.integer(),
    /** Paise: the cost of the shares held (reinvested dividends included). */
    amount: p.bigint(),
    /** Paise: the service fee paid at subscription (never refunded). */
    fee: p.bigint(),
    /** Micro-shares held. */
    shares: p.bigint(),
    /** Paise per share at subscription. */
    subscriptionPrice: p.bigint(),
    subscribedAt: p.datetime(3),
    expiresAt: p.datetime(3),
    autoCompound: p.boolean().default(false),
    /** `held` | `buyback_pending` (waits for the buyback pool) | `bought_back` */
    state: p.string().length(16),
    /** `early` | `expired` | `forced`, once a buyback is asked for or forced. */
    buybackKind: p.string().length(8).nullable(),
    buybackRequestedAt: p.datetime(3).nullable(),
    /** Paise per share the buyback is paid at (the purchase price for an early one). */
    buybackPrice: p.bigint().nullable(),
    /** Paise paid to the balance. */
    buybackAmount: p.bigint().nullable(),
    buybackAt: p.datetime(3).nullable(),
    /** The operator's reason for a forced buyback, shown to the member. */
    buybackReason: p.string().length(255).nullable(),
    /** Paise of dividends paid to the balance, and reinvested in shares. */
    dividendsPaid: p.bigint().default(0),
    dividendsReinvested: p.bigint().default(0),
    equityAccountId: p.integer(),
    balanceAccountId: p.integer(),
  },
});

export type EquityHolding = InferEntity<typeof EquityHoldingSchema>;
