import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel, type Actor, type MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { EntryType } from '../ledger/entry-types.ts';
import { accountCode, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService, PostLine } from '../ledger/ledger.service.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import {
  DAY_MS,
  feeOf,
  formatShares,
  inr,
  MAX_APPLICATION,
  MIN_APPLICATION,
  sharesFor,
  SHARE_UNIT,
  valueOf,
} from './equity-math.ts';
import type { DayPrice, EquityService, OfferingView } from './equity.service.ts';

/** What the member sees of a holding's state; `held` reads as locked or expired by the date. */
export const HOLDING_STATES = [
  'locked',
  'expired',
  'buyback_pending',
  'bought_back',
  'force_bought_back',
] as const;
export type HoldingState = (typeof HOLDING_STATES)[number];

export type BuybackKind = 'early' | 'expired' | 'forced';

/** A holding as the services use it (paise, micro-shares). */
export type HoldingView = {
  id: number;
  memberId: number;
  offeringId: number;
  amount: bigint;
  fee: bigint;
  shares: bigint;
  subscriptionPrice: bigint;
  subscribedAt: Date;
  expiresAt: Date;
  autoCompound: boolean;
  state: 'held' | 'buyback_pending' | 'bought_back';
  buybackKind: BuybackKind | null;
  buybackRequestedAt: Date | null;
  buybackPrice: bigint | null;
  buybackAmount: bigint | null;
  buybackAt: Date | null;
  buybackReason: string | null;
  dividendsPaid: bigint;
  dividendsReinvested: bigint;
};

export const HOLDING_COLUMNS = `id, member_id, offering_id, amount, fee, shares, subscription_price, subscribed_at,
  expires_at, auto_compound, state, buyback_kind, buyback_requested_at, buyback_price, buyback_amount, buyback_at,
  buyback_reason, dividends_paid, dividends_reinvested`;

const dateOrNull = (value: unknown) => (value == null ? null : toDate(value));
const bigOrNull = (value: unknown) => (value == null ? null : toBigInt(value));

export const holdingOf = (row: Record<string, unknown>): HoldingView => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  offeringId: Number(row.offering_id),
  amount: toBigInt(row.amount),
  fee: toBigInt(row.fee),
  shares: toBigInt(row.shares),
  subscriptionPrice: toBigInt(row.subscription_price),
  subscribedAt: toDate(row.subscribed_at),
  expiresAt: toDate(row.expires_at),
  autoCompound: Boolean(Number(row.auto_compound)),
  state: String(row.state) as HoldingView['state'],
  buybackKind: (row.buyback_kind ?? null) as BuybackKind | null,
  buybackRequestedAt: dateOrNull(row.buyback_requested_at),
  buybackPrice: bigOrNull(row.buyback_price),
  buybackAmount: bigOrNull(row.buyback_amount),
  buybackAt: dateOrNull(row.buyback_at),
  buybackReason: row.buyback_reason == null ? null : String(row.buyback_reason),
  dividendsPaid: toBigInt(row.dividends_paid),
  dividendsReinvested: toBigInt(row.dividends_reinvested),
});

/** The member's reading of a holding's state at `now`. */
export function holdingState(holding: HoldingView, now: Date): HoldingState {
  if (holding.state === 'buyback_pending') return 'buyback_pending';
  if (holding.state === 'bought_back')
    return holding.buybackKind === 'forced' ? 'force_bought_back' : 'bought_back';
  return holding.expiresAt.getTime() <= now.getTime() ? 'expired' : 'locked';
}

/** The cost of one share of a holding (what an early buyback pays a share), rounded down. */
export const costPerShare = (holding: Pick<HoldingView, 'amount' | 'shares'>) =>
  holding.shares > 0n ? (holding.amount * SHARE_UNIT) / holding.shares : 0n;

/** What a buyback asked for at `now` pays, per share and in all: the cost before expiry, the value at the price after. */
export function buybackTerms(holding: HoldingView, price: bigint, now: Date) {
  const expired = holding.expiresAt.getTime() <= now.getTime();
  return expired
    ? { expired, price, value: valueOf(holding.shares, price) }
    : { expired, price: costPerShare(holding), value: holding.amount };
}

/** A subscription of `amount` at `price`: its fee, shares, total and expiry. */
export function quoteOf(offering: OfferingView, price: DayPrice | undefined, amount: bigint, now: Date) {
  if (offering.status !== 'subscribing') throw new ApiError(422, 'equity.notSubscribing');
  if (!price) throw new ApiError(422, 'equity.noPrice');
  if (amount < MIN_APPLICATION)
    throw new ApiError(422, 'equity.belowMinimum', { params: { amount: inr(MIN_APPLICATION) } });
  if (amount > MAX_APPLICATION)
    throw new ApiError(422, 'equity.aboveMaximum', { params: { amount: inr(MAX_APPLICATION) } });
  const shares = sharesFor(amount, price.price);
  const left = offering.totalShares - offering.sharesSold;
  if (shares > left) {
    if (left <= 0n) throw new ApiError(422, 'equity.soldOut');
    throw new ApiError(422, 'equity.notEnoughShares', { params: { shares: formatShares(left) } });
  }
  const fee = feeOf(amount, offering.feeRateBps);
  return {
    amount,
    fee,
    total: amount + fee,
    price: price.price,
    shares,
    expiresAt: new Date(now.getTime() + offering.lockDays * DAY_MS),
  };
}

export type Quote = ReturnType<typeof quoteOf>;

/** A holding bought back or waiting already: nothing to do (a forced buyback of a whole offering). */
const skipTaken = (error: unknown) => {
  if (error instanceof ApiError && error.httpStatus === 422) return undefined;
  throw error;
};

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

type Deps = { clock: Clock; dialect: Dialect; ledger: LedgerService; offerings: EquityService };

/** Members' holdings: subscriptions, buybacks (early, after expiry, forced) and auto-compounding. */
export function createEquityHoldingService({ clock, dialect, ledger, offerings }: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';

  async function find(em: EntityManager, id: number, lock = false): Promise<HoldingView | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select ${HOLDING_COLUMNS} from equity_holding where id = ?${lock ? forUpdate : ''}`,
      [id],
    );
    return row ? holdingOf(row) : null;
  }

  async function lockedBalance(tx: EntityManager, code: string): Promise<bigint> {
    const [row] = await queryRows<{ balance: unknown }>(
      tx,
      `select balance from ledger_account where code = ?${forUpdate}`,
      [code],
    );
    return toBigInt(row?.balance ?? 0);
  }

  const nonZero = (lines: PostLine[]) => lines.filter((line) => line.amount !== 0n);

  /**
   * Pays a buyback of a locked holding at `price` now: before expiry the cost back from the
   * equity account; after it, the value from the buyback pool, which takes the cost. Answers
   * false (nothing moved) when the pool cannot pay.
   */
  async function payBuyback(
    tx: EntityManager,
    holding: HoldingView,
    terms: { expired: boolean; price: bigint; value: bigint },
    type: EntryType,
    actor: string,
  ): Promise<boolean> {
    const equity = memberAccount(holding.memberId, 'equity');
    const balance = memberAccount(holding.memberId, 'balance');
    if (!terms.expired) {
      await ledger.post(tx, {
        type,
        actor,
        memo: `equity holding #${holding.id} bought back at cost`,
        lines: [
          { account: equity, amount: -holding.amount },
          { account: balance, amount: holding.amount },
        ],
      });
      return true;
    }
    const pool = platformAccount('equity_buyback_pool', 'INR', holding.offeringId);
    const net = holding.amount - terms.value;
    if (net < 0n && (await lockedBalance(tx, accountCode(pool))) + net < 0n) return false;
    await ledger.post(tx, {
      type,
      actor,
      memo: `equity holding #${holding.id} bought back at ${inr(terms.price)} a share`,
      lines: nonZero([
        { account: equity, amount: -holding.amount },
        { account: pool, amount: net },
        { account: balance, amount: terms.value },
      ]),
    });
    return true;
  }

  /** A page of holdings of a member by `where`, newest first. */
  async function page(
    em: EntityManager,
    where: string,
    params: unknown[],
    query: { page: number; rows: number },
  ): Promise<{ list: HoldingView[]; total: number }> {
    const [count] = await queryRows<{ total: unknown }>(
      em,
      `select count(*) as total from equity_holding where ${where}`,
      params,
    );
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select ${HOLDING_COLUMNS} from equity_holding where ${where} order by id desc limit ? offset ?`,
      [...params, query.rows, (query.page - 1) * query.rows],
    );
    return { list: rows.map(holdingOf), total: Number(count?.total ?? 0) };
  }

  /** The SQL condition of a member state at `now`. */
  const stateCondition = (state: HoldingState | undefined, now: Date): { sql: string; params: unknown[] } => {
    switch (state) {
      case undefined:
        return { sql: "state <> 'bought_back'", params: [] };
      case 'locked':
        return { sql: "state = 'held' and expires_at > ?", params: [now] };
      case 'expired':
        return { sql: "state = 'held' and expires_at <= ?", params: [now] };
      case 'buyback_pending':
        return { sql: "state = 'buyback_pending'", params: [] };
      case 'bought_back':
        return { sql: "state = 'bought_back' and buyback_kind <> 'forced'", params: [] };
      case 'force_bought_back':
        return { sql: "state = 'bought_back' and buyback_kind = 'forced'", params: [] };
    }
  };

  /** Refuses a buyback of a holding that is not held: waiting, or bought back already. */
  function assertHeld(holding: HoldingView) {
    if (holding.state === 'buyback_pending') throw new ApiError(422, 'equity.buybackWaiting');
    if (holding.state === 'bought_back') throw new ApiError(422, 'equity.alreadyBoughtBack');
  }

  const service = {
    find,
    stateCondition,
    page,
    assertHeld,

    /** The member's holdings not bought back (or of one state), and totals over all not bought back. */
    async holdings(
      em: EntityManager,
      actor: MemberActor,
      query: { page: number; rows: number; state?: HoldingState | undefined },
    ) {
      const condition = stateCondition(query.state, clock.now());
      const found = await page(
        em,
        `member_id = ? and ${condition.sql}`,
        [actor.id, ...condition.params],
        query,
      );
      const open = (
        await queryRows<Record<string, unknown>>(
          em,
          `select ${HOLDING_COLUMNS} from equity_holding where member_id = ? and state <> 'bought_back'`,
          [actor.id],
        )
      ).map(holdingOf);
      const prices = await offerings.pricesOn(
        em,
        open.map((h) => h.offeringId),
      );
      const totals = open.reduce(
        (sum, h) => ({
          shares: sum.shares + h.shares,
          amount: sum.amount + h.amount,
          currentValue: sum.currentValue + valueOf(h.shares, prices.get(h.offeringId)?.price ?? 0n),
          fees: sum.fees + h.fee,
          dividends: sum.dividends + h.dividendsPaid + h.dividendsReinvested,
        }),
        { shares: 0n, amount: 0n, currentValue: 0n, fees: 0n, dividends: 0n },
      );
      return { ...found, totals };
    },

    /** Every application of the member, newest first. */
    subscriptions: (em: EntityManager, actor: MemberActor, query: { page: number; rows: number }) =>
      page(em, 'member_id = ?', [actor.id], query),

    /**
     * A buyback (in the caller's transaction) of a holding the caller may touch: the member's
     * request, or an operator's forced one with its reason. Before expiry the cost comes back;
     * after it the value at today's price, from the buyback pool, or the holding waits
     * (`buyback_pending`) when the pool cannot pay. Answers the holding and whether it waits.
     */
    async buyback(
      tx: EntityManager,
      holdingId: number,
      by: { actor: Actor; forced: false } | { actor: Actor; forced: true; acted: ActedBy },
    ): Promise<{ holding: HoldingView; waiting: boolean; paid: bigint }> {
      const holding = await find(tx, holdingId, true);
      if (!holding) throw new ApiError(404, 'equity.holdingNotFound');
      assertHeld(holding);
      const now = clock.now();
      const price = (await offerings.priceOn(tx, holding.offeringId))?.price ?? holding.subscriptionPrice;
      const terms = buybackTerms(holding, price, now);
      const kind: BuybackKind = by.forced ? 'forced' : terms.expired ? 'expired' : 'early';
      const type: EntryType = by.forced
        ? 'equity_forced_buyback'
        : terms.expired
          ? 'equity_buyback'
          : 'equity_early_buyback';
      const paid = await payBuyback(tx, holding, terms, type, actorLabel(by.actor));
      const reason = by.forced ? (by.acted.reason ?? null) : null;
      await runStatement(
        tx,
        `update equity_holding set state = ?, buyback_kind = ?, buyback_requested_at = ?, buyback_price = ?,
           buyback_amount = ?, buyback_at = ?, buyback_reason = ?, updated_at = ? where id = ?`,
        [
          paid ? 'bought_back' : 'buyback_pending',
          kind,
          now,
          terms.price,
          terms.value,
          paid ? now : null,
          reason,
          now,
          holding.id,
        ],
      );
      if (by.forced)
        await recordOperatorAction(tx, clock, {
          ...by.acted,
          action: 'equity_force_buyback',
          detail: {
            holdingId: holding.id,
            memberId: holding.memberId,
            offeringId: holding.offeringId,
            price: inr(terms.price),
            amount: inr(terms.value),
            waiting: !paid,
          },
        });
      return { holding: (await find(tx, holding.id))!, waiting: !paid, paid: paid ? terms.value : 0n };
    },

    /**
     * Pays waiting buybacks, oldest first, while the buyback pools cover them, at the price of
     * the day each was asked for (in the caller's transaction; at most `limit`). A buyback that
     * does not fit stops its offering's queue. Answers how many were paid.
     */
    async payWaiting(tx: EntityManager, limit: number): Promise<number> {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        `select ${HOLDING_COLUMNS} from equity_holding where state = 'buyback_pending'
         order by buyback_requested_at, id limit ?`,
        [limit],
      );
      const blocked = new Set<number>();
      let paid = 0;
      const now = clock.now();
      for (const candidate of rows.map(holdingOf)) {
        if (blocked.has(candidate.offeringId)) continue;
        const holding = await find(tx, candidate.id, true);
        if (holding?.state !== 'buyback_pending') continue;
        const terms = { expired: true, price: holding.buybackPrice!, value: holding.buybackAmount! };
        const type: EntryType = holding.buybackKind === 'forced' ? 'equity_forced_buyback' : 'equity_buyback';
        if (!(await payBuyback(tx, holding, terms, type, 'system:equity'))) {
          blocked.add(holding.offeringId);
          continue;
        }
        await runStatement(
          tx,
          `update equity_holding set state = 'bought_back', buyback_at = ?, updated_at = ? where id = ?`,
          [now, now, holding.id],
        );
        paid += 1;
      }
      return paid;
    },

    /** Turns auto-compounding of a held holding on or off. */
    async setAutoCompound(em: EntityManager, holdingId: number, on: boolean) {
      const updated = await runStatement(
        em,
        `update equity_holding set auto_compound = ?, updated_at = ? where id = ? and state = 'held'`,
        [on, clock.now(), holdingId],
      );
      if (updated.affectedRows !== 1) throw new ApiError(422, 'equity.notHeld');
      return (await find(em, holdingId))!;
    },

    /** A holding's dividends, newest first. */
    async dividends(em: EntityManager, holdingId: number, query: { page: number; rows: number }) {
      const [count] = await queryRows<{ total: unknown }>(
        em,
        'select count(*) as total from equity_dividend_payout where holding_id = ?',
        [holdingId],
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select d.period, d.per_share, p.amount, p.reinvest, p.shares_added, p.state, p.paid_at
         from equity_dividend_payout p join equity_dividend d on d.id = p.dividend_id
         where p.holding_id = ? order by p.id desc limit ? offset ?`,
        [holdingId, query.rows, (query.page - 1) * query.rows],
      );
      return {
        total: Number(count?.total ?? 0),
        list: rows.map((row) => ({
          period: String(row.period),
          perShare: toBigInt(row.per_share),
          amount: toBigInt(row.amount),
          reinvested: Boolean(Number(row.reinvest)),
          sharesAdded: toBigInt(row.shares_added),
          state: String(row.state) === 'paid' ? ('paid' as const) : ('pending' as const),
          paidAt: dateOrNull(row.paid_at),
        })),
      };
    },

    /**
     * Forced buybacks by an operator (each holding its own transaction): one holding, or every
     * expired holding of an offering. Answers how many were bought back, waited and what was paid.
     */
    async forceBuyback(
      em: EntityManager,
      target: { holdingId: number } | { offeringId: number },
      actor: Actor,
      acted: ActedBy,
    ) {
      if (!acted.reason?.trim()) throw new ApiError(422, 'operator.reasonRequired');
      let ids: number[];
      if ('holdingId' in target) ids = [target.holdingId];
      else {
        await offerings.get(em, target.offeringId);
        ids = (
          await queryRows<{ id: unknown }>(
            em,
            `select id from equity_holding where offering_id = ? and state = 'held' and expires_at <= ? order by id`,
            [target.offeringId, clock.now()],
          )
        ).map((row) => Number(row.id));
      }
      const result = { boughtBack: 0, waiting: 0, paid: 0n };
      for (const id of ids) {
        const buyback = em
          .fork()
          .transactional((tx) => service.buyback(tx, id, { actor, forced: true, acted }));
        // Every expired holding: one its member bought back meanwhile is not the operator's to buy.
        const done = 'holdingId' in target ? await buyback : await buyback.catch(skipTaken);
        if (!done) continue;
        if (done.waiting) result.waiting += 1;
        else result.boughtBack += 1;
        result.paid += done.paid;
      }
      return result;
    },

    /** Holdings for operators, newest first, filtered by offering, member and state. */
    async adminList(
      em: EntityManager,
      query: {
        page: number;
        rows: number;
        offeringId?: number | undefined;
        memberId?: number | undefined;
        state?: HoldingState | undefined;
      },
    ) {
      const filters = ['1 = 1'];
      const params: unknown[] = [];
      if (query.offeringId !== undefined) {
        filters.push('h.offering_id = ?');
        params.push(query.offeringId);
      }
      if (query.memberId !== undefined) {
        filters.push('h.member_id = ?');
        params.push(query.memberId);
      }
      if (query.state !== undefined) {
        const condition = stateCondition(query.state, clock.now());
        filters.push(condition.sql.replace(/\b(state|expires_at|buyback_kind)\b/g, 'h.$1'));
        params.push(...condition.params);
      }
      const where = filters.join(' and ');
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from equity_holding h where ${where}`,
        params,
      );
      const columns = HOLDING_COLUMNS.split(',')
        .map((c) => `h.${c.trim()}`)
        .join(', ');
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${columns}, m.mailbox as member_account from equity_holding h join member m on m.id = h.member_id
         where ${where} order by h.id desc limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      return {
        list: rows.map((row) => ({ ...holdingOf(row), memberAccount: String(row.member_account) })),
        total: Number(count?.total ?? 0),
      };
    },

    /** Holdings of several members by id, for the operators' list. */
    async byIds(em: EntityManager, ids: number[]) {
      if (!ids.length) return [];
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${HOLDING_COLUMNS} from equity_holding where id in (${placeholders(ids)})`,
        ids,
      );
      return rows.map(holdingOf);
    },
  };
  return service;
}

export type EquityHoldingService = ReturnType<typeof createEquityHoldingService>;
