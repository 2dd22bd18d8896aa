import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.ts';
import { USDT_INR_SCALE as SCALE, type MoneyAsset } from '../ledger/money.ts';
import { queryRows, type Statement } from '../ledger/sql.ts';
import { saveSetting } from '../withdrawal/platform-setting.entity.ts';
import { ConversionSchema, type Conversion } from './conversion.entity.ts';

export const QUOTE_TTL_MS = 30_000;
const RATE_KEY = 'fx_rate';

/** The published rate: INR per USDT × 10⁶ and the spread in basis points (1/100 %). */
export type FxRate = { rateMicro: bigint; spreadBps: number; publishedAt: Date };

/** The published rate's setting, for `rateOf()`: read alone, or with other statements in one round trip. */
export const rateStatement: Statement = {
  sql: 'select value from platform_setting where setting_key = ?',
  params: [RATE_KEY],
};

/** The published rate from `rateStatement`'s rows; null before the first one. */
export function rateOf(rows: Record<string, unknown>[]): FxRate | null {
  const [row] = rows;
  if (!row) return null;
  const stored = JSON.parse(String(row.value)) as {
    rateMicro: string;
    spreadBps: number;
    publishedAt: string;
  };
  return {
    rateMicro: BigInt(stored.rateMicro),
    spreadBps: stored.spreadBps,
    publishedAt: new Date(stored.publishedAt),
  };
}

/** The widest spread an operator may publish: 50 %. */
export const MAX_SPREAD_BPS = 5_000;

/** `"83.25"` (INR per USDT) → 83 250 000; undefined unless a decimal with at most 6 decimals. */
export function parseRateMicro(text: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  return match ? BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0')) : undefined;
}

/** `"0.5"` (percent) → 50 basis points; undefined unless a percent with at most 2 decimals. */
export function parseSpreadBps(text: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

/**
 * What a member receives for `amount` (minor units of `from`), rounded down: the platform never
 * pays a fraction it does not owe. `fee` is the spread's share: the unspread amount (also rounded
 * down) minus `receive`.
 */
export function quoteAmounts(from: MoneyAsset, amount: bigint, rate: FxRate) {
  const keep = BigInt(10_000 - rate.spreadBps);
  const [numerator, denominator] =
    from === 'INR' ? [amount * SCALE, rate.rateMicro] : [amount * rate.rateMicro, SCALE];
  const gross = numerator / denominator;
  const receive = (numerator * keep) / (denominator * 10_000n);
  return { receive, fee: gross - receive };
}

type Deps = { clock: Clock; ledger: LedgerService };

/** INR ↔ USDT at the operator's rate: a quote kept 30 s, confirmed once against `fx_treasury`. */
export function createConversionService({ clock, ledger }: Deps) {
  const rate = async (em: EntityManager): Promise<FxRate | null> =>
    rateOf(await queryRows(em, rateStatement.sql, rateStatement.params));

  return {
    rate,

    /** Publishes the rate (audited): greater than zero, the spread at most 50 %. */
    async setRate(
      em: EntityManager,
      input: { rateMicro: bigint; spreadBps: number },
      by: ActedBy,
    ): Promise<FxRate> {
      if (input.rateMicro <= 0n) throw new ApiError(422, 'conversion.rateInvalid');
      if (!Number.isInteger(input.spreadBps) || input.spreadBps < 0 || input.spreadBps > MAX_SPREAD_BPS)
        throw new ApiError(422, 'conversion.spreadInvalid');
      const now = clock.now();
      await em.transactional(async (tx) => {
        const value = JSON.stringify({
          rateMicro: String(input.rateMicro),
          spreadBps: input.spreadBps,
          publishedAt: now.toISOString(),
        });
        await saveSetting(tx, RATE_KEY, value, now);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'fx_rate_set',
          detail: { rateMicro: String(input.rateMicro), spreadBps: input.spreadBps },
        });
      });
      return { ...input, publishedAt: now };
    },

    async quote(
      em: EntityManager,
      actor: MemberActor,
      from: MoneyAsset,
      amount: bigint,
    ): Promise<Conversion> {
      const current = await rate(em);
      if (!current) throw new ApiError(503, 'conversion.noRate');
      const { receive, fee } = quoteAmounts(from, amount, current);
      if (receive <= 0n) throw new ApiError(422, 'conversion.tooSmall');
      const now = clock.now();
      const quote = em.create(ConversionSchema, {
        memberId: actor.id,
        fromAsset: from,
        toAsset: from === 'INR' ? 'USDT' : 'INR',
        amount,
        receive,
        fee,
        rateMicro: current.rateMicro,
        spreadBps: current.spreadBps,
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
        state: 'quoted',
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return quote;
    },

    /** A quote by id, whoever's it is: the route authorizes it (`quotePolicy`). */
    findQuote: (em: EntityManager, quoteId: number) =>
      em.findOne(ConversionSchema, { id: quoteId }, { disableIdentityMap: true }),

    /** Checks that a quote is unused and not expired (before the payment password). */
    assertUsable(quote: Conversion) {
      if (quote.state !== 'quoted') throw new ApiError(409, 'conversion.quoteUsed');
      if (quote.expiresAt <= clock.now()) throw new ApiError(410, 'conversion.quoteExpired');
    },

    /**
     * Uses a quote once (a conditional update on its state and expiry) and moves the money in the
     * same transaction: member `from` → treasury, treasury `to` → member. Refused, with nothing
     * changed, when the member or the treasury holds too little.
     */
    async confirm(tx: EntityManager, actor: MemberActor, quoteId: number): Promise<Conversion> {
      const now = clock.now();
      const memberId = actor.id;
      const used = await tx.nativeUpdate(
        ConversionSchema,
        { id: quoteId, memberId, state: 'quoted', expiresAt: { $gt: now } },
        { state: 'done', updatedAt: now },
      );
      if (used !== 1) {
        const quote = await tx.findOne(
          ConversionSchema,
          { id: quoteId, memberId },
          { disableIdentityMap: true },
        );
        if (!quote) throw new ApiError(404, 'conversion.quoteNotFound');
        this.assertUsable(quote);
        throw new ApiError(409, 'conversion.quoteUsed');
      }
      const quote = await tx.findOneOrFail(ConversionSchema, { id: quoteId }, { disableIdentityMap: true });
      const from = quote.fromAsset as MoneyAsset;
      const to = quote.toAsset as MoneyAsset;
      const memberOf = (asset: MoneyAsset) => memberAccount(memberId, asset === 'INR' ? 'balance' : 'usdt');
      try {
        await ledger.post(tx, {
          type: 'conversion',
          actor: actorLabel(actor),
          memo: `conversion #${quote.id}`,
          lines: [
            { account: memberOf(from), amount: -BigInt(quote.amount) },
            { account: platformAccount('fx_treasury', from), amount: BigInt(quote.amount) },
            { account: platformAccount('fx_treasury', to), amount: -BigInt(quote.receive) },
            { account: memberOf(to), amount: BigInt(quote.receive) },
          ],
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError && error.account.startsWith('platform:'))
          throw new ApiError(503, 'conversion.unavailable');
        throw error;
      }
      return quote;
    },

    async list(em: EntityManager, actor: MemberActor, query: { page: number; rows: number }) {
      const [list, total] = await em.findAndCount(
        ConversionSchema,
        { memberId: actor.id, state: 'done' },
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list, total };
    },
  };
}

export type ConversionService = ReturnType<typeof createConversionService>;
