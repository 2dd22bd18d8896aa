import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import type { LocalizedText } from '../fund/fund.service.ts';
import { dayBefore, formatShares, inr, percent, platformDay } from './equity-math.ts';

export const OFFERING_STATUSES = ['subscribing', 'closed'] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

export const SERIES_TYPES = ['week', 'month', 'all'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

/** An offering as the services use it (micro-shares, the fee in basis points). */
export type OfferingView = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  feeRateBps: number;
  lockDays: number;
  totalShares: bigint;
  sharesSold: bigint;
  status: OfferingStatus;
  createdAt: Date;
  updatedAt: Date;
};

/** The price of a day: the latest published on or before it, and the one before that. */
export type DayPrice = { price: bigint; date: string; previous: bigint | undefined };

export type NewOffering = Pick<
  OfferingView,
  'name' | 'description' | 'feeRateBps' | 'lockDays' | 'totalShares' | 'status'
> & { sharePrice: bigint };

export type OfferingChanges = Partial<
  Pick<OfferingView, 'name' | 'description' | 'feeRateBps' | 'lockDays' | 'totalShares'>
>;

const actedAs = (by: ActedBy | string): ActedBy => (typeof by === 'string' ? { actor: by } : by);

/** The terms every offering keeps, whoever writes them: a fee of 0–50 %, 1–3650 days, shares on offer. */
export function checkOfferingTerms(offering: Pick<OfferingView, 'feeRateBps' | 'lockDays' | 'totalShares'>) {
  if (!Number.isInteger(offering.feeRateBps) || offering.feeRateBps < 0 || offering.feeRateBps > 5000)
    throw new ApiError(422, 'equity.feeInvalid');
  if (!Number.isInteger(offering.lockDays) || offering.lockDays < 1 || offering.lockDays > 3650)
    throw new ApiError(422, 'equity.lockDaysInvalid');
  if (offering.totalShares <= 0n) throw new ApiError(422, 'equity.totalSharesInvalid');
}

const COLUMNS = `id, name_hi_in, name_en_us, name_zh_cn, description_hi_in, description_en_us, description_zh_cn,
  fee_rate_bps, lock_days, total_shares, shares_sold, status, created_at, updated_at`;

export const offeringOf = (row: Record<string, unknown>): OfferingView => ({
  id: Number(row.id),
  name: {
    'hi-in': String(row.name_hi_in),
    'en-us': String(row.name_en_us),
    'zh-cn': String(row.name_zh_cn),
  },
  description: {
    'hi-in': String(row.description_hi_in),
    'en-us': String(row.description_en_us),
    'zh-cn': String(row.description_zh_cn),
  },
  feeRateBps: Number(row.fee_rate_bps),
  lockDays: Number(row.lock_days),
  totalShares: toBigInt(row.total_shares),
  sharesSold: toBigInt(row.shares_sold),
  status: String(row.status) as OfferingStatus,
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
});

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/** The offerings by id, in id order, locked when `lock` (MySQL). */
export const offeringsStatement = (ids: number[], lock: boolean) => ({
  sql: `select ${COLUMNS} from equity_offering where id in (${placeholders(ids)}) order by id${lock ? ' for update' : ''}`,
  params: ids as unknown[],
});

/** An offering's two latest prices on or before `day`, for `dayPriceOf`. */
export const dayPriceStatement = (id: number, day: string) => ({
  sql: 'select price_date, price from equity_price where offering_id = ? and price_date <= ? order by price_date desc limit 2',
  params: [id, day] as unknown[],
});

/** The price of a day from `dayPriceStatement`'s rows: undefined before the first one was published. */
export function dayPriceOf(rows: Record<string, unknown>[]): DayPrice | undefined {
  const [latest, previous] = rows;
  return latest
    ? {
        price: toBigInt(latest.price),
        date: String(latest.price_date),
        previous: previous ? toBigInt(previous.price) : undefined,
      }
    : undefined;
}

/** An offering's field as its audit records it. */
const audited = (field: keyof OfferingChanges, value: unknown) => {
  if (field === 'feeRateBps') return percent(value as number);
  if (field === 'totalShares') return formatShares(value as bigint);
  return value;
};

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value)
    : a === b;

type Deps = { clock: Clock };

/** Equity offerings, their share prices and the operator's changes to them (ADR 0024). */
export function createEquityService({ clock }: Deps) {
  const today = () => platformDay(clock.now());

  async function find(em: EntityManager, id: number): Promise<OfferingView | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select ${COLUMNS} from equity_offering where id = ?`,
      [id],
    );
    return row ? offeringOf(row) : undefined;
  }

  async function get(em: EntityManager, id: number): Promise<OfferingView> {
    const offering = await find(em, id);
    if (!offering) throw new ApiError(404, 'equity.notFound');
    return offering;
  }

  async function byIds(em: EntityManager, ids: number[]): Promise<Map<number, OfferingView>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select ${COLUMNS} from equity_offering where id in (${placeholders(unique)})`,
      unique,
    );
    return new Map(rows.map((row) => [Number(row.id), offeringOf(row)]));
  }

  /** Each offering's price of `day` (today by default); offerings without one are left out. */
  async function pricesOn(em: EntityManager, ids: number[], day = today()): Promise<Map<number, DayPrice>> {
    const prices = new Map<number, DayPrice>();
    for (const id of new Set(ids)) {
      const statement = dayPriceStatement(id, day);
      const price = dayPriceOf(await queryRows(em, statement.sql, statement.params));
      if (price) prices.set(id, price);
    }
    return prices;
  }

  async function priceOn(em: EntityManager, id: number, day = today()): Promise<DayPrice | undefined> {
    return (await pricesOn(em, [id], day)).get(id);
  }

  /** Every published price of an offering, oldest first (future days too: operators see them). */
  const prices = async (em: EntityManager, id: number) =>
    (
      await queryRows<{ price_date: string; price: unknown }>(
        em,
        'select price_date, price from equity_price where offering_id = ? order by price_date',
        [id],
      )
    ).map((row) => ({ date: String(row.price_date), price: toBigInt(row.price) }));

  return {
    find,
    get,
    byIds,
    pricesOn,
    priceOn,
    prices,
    today,

    /** Offerings subscribing first, then closed; optionally of one status. */
    async list(
      em: EntityManager,
      query: { page: number; rows: number; status?: OfferingStatus | undefined },
    ) {
      const where = query.status ? 'where status = ?' : '';
      const params: unknown[] = query.status ? [query.status] : [];
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from equity_offering ${where}`,
        params,
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from equity_offering ${where}
         order by case status when 'subscribing' then 0 else 1 end, id limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      return { list: rows.map(offeringOf), total: Number(count?.total ?? 0) };
    },

    /** The chart: the last 7 days (`week`), 30 days (`month`) or every price up to today, oldest first. */
    async series(em: EntityManager, id: number, type: SeriesType) {
      await get(em, id);
      const day = today();
      const from = type === 'week' ? dayBefore(day, 6) : type === 'month' ? dayBefore(day, 29) : '0000-00-00';
      const rows = await queryRows<{ price_date: string; price: unknown }>(
        em,
        'select price_date, price from equity_price where offering_id = ? and price_date >= ? and price_date <= ? order by price_date',
        [id, from, day],
      );
      return rows.map((row) => ({ date: String(row.price_date), price: toBigInt(row.price) }));
    },

    /** Creates an offering with its first share price (today), audited. */
    async create(em: EntityManager, input: NewOffering, by: ActedBy | string): Promise<number> {
      checkOfferingTerms(input);
      if (input.sharePrice <= 0n) throw new ApiError(422, 'equity.priceInvalid');
      return em.transactional(async (tx) => {
        const now = clock.now();
        const inserted = await runStatement(
          tx,
          `insert into equity_offering (created_at, updated_at, name_hi_in, name_en_us, name_zh_cn,
             description_hi_in, description_en_us, description_zh_cn, fee_rate_bps, lock_days, total_shares,
             shares_sold, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
          [
            now,
            now,
            input.name['hi-in'],
            input.name['en-us'],
            input.name['zh-cn'],
            input.description['hi-in'],
            input.description['en-us'],
            input.description['zh-cn'],
            input.feeRateBps,
            input.lockDays,
            input.totalShares,
            input.status,
          ],
        );
        const id = Number(inserted.insertId);
        await runStatement(
          tx,
          'insert into equity_price (created_at, updated_at, offering_id, price_date, price) values (?, ?, ?, ?, ?)',
          [now, now, id, today(), input.sharePrice],
        );
        await recordOperatorAction(tx, clock, {
          ...actedAs(by),
          action: 'equity_offering_create',
          detail: {
            offeringId: id,
            name: input.name,
            feeRatePercent: percent(input.feeRateBps),
            lockDays: input.lockDays,
            totalShares: formatShares(input.totalShares),
            sharePrice: inr(input.sharePrice),
            status: input.status,
          },
        });
        return id;
      });
    },

    /**
     * Changes an offering's texts and terms, audited with what changed from what. Holdings keep
     * the fee and expiry they were subscribed with; the shares on offer never go below those sold.
     */
    async update(
      em: EntityManager,
      id: number,
      changes: OfferingChanges,
      by: ActedBy,
    ): Promise<OfferingView> {
      return em.transactional(async (tx) => {
        await runStatement(tx, 'update equity_offering set status = status where id = ?', [id]);
        const offering = await get(tx, id);
        const changed = (Object.keys(changes) as (keyof OfferingChanges)[]).filter(
          (field) => changes[field] !== undefined && !same(changes[field], offering[field]),
        );
        if (!changed.length) return offering;
        const next: OfferingView = {
          ...offering,
          ...Object.fromEntries(changed.map((f) => [f, changes[f]])),
        };
        checkOfferingTerms(next);
        if (next.totalShares < offering.sharesSold)
          throw new ApiError(422, 'equity.totalBelowSold', {
            params: { shares: formatShares(offering.sharesSold) },
          });
        await runStatement(
          tx,
          `update equity_offering set name_hi_in = ?, name_en_us = ?, name_zh_cn = ?, description_hi_in = ?,
             description_en_us = ?, description_zh_cn = ?, fee_rate_bps = ?, lock_days = ?, total_shares = ?,
             updated_at = ? where id = ?`,
          [
            next.name['hi-in'],
            next.name['en-us'],
            next.name['zh-cn'],
            next.description['hi-in'],
            next.description['en-us'],
            next.description['zh-cn'],
            next.feeRateBps,
            next.lockDays,
            next.totalShares,
            clock.now(),
            id,
          ],
        );
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'equity_offering_update',
          detail: {
            offeringId: id,
            changes: Object.fromEntries(
              changed.map((field) => [
                field === 'feeRateBps' ? 'feeRatePercent' : field,
                { from: audited(field, offering[field]), to: audited(field, next[field]) },
              ]),
            ),
          },
        });
        return { ...next, updatedAt: clock.now() };
      });
    },

    /** Opens or closes subscriptions, audited with the reason it needs. */
    async setStatus(em: EntityManager, id: number, status: OfferingStatus, by: ActedBy) {
      if (!by.reason?.trim()) throw new ApiError(422, 'operator.reasonRequired');
      await em.transactional(async (tx) => {
        const offering = await get(tx, id);
        await runStatement(tx, 'update equity_offering set status = ?, updated_at = ? where id = ?', [
          status,
          clock.now(),
          id,
        ]);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'equity_offering_status',
          detail: { offeringId: id, from: offering.status, to: status },
        });
      });
    },

    /** Publishes the share price of a day (replacing that day's), audited. */
    async publishPrice(em: EntityManager, id: number, date: string, price: bigint, by: ActedBy | string) {
      if (price <= 0n) throw new ApiError(422, 'equity.priceInvalid');
      await em.transactional(async (tx) => {
        await get(tx, id);
        const now = clock.now();
        const updated = await runStatement(
          tx,
          'update equity_price set price = ?, updated_at = ? where offering_id = ? and price_date = ?',
          [price, now, id, date],
        );
        if (updated.affectedRows === 0)
          await runStatement(
            tx,
            'insert into equity_price (created_at, updated_at, offering_id, price_date, price) values (?, ?, ?, ?, ?)',
            [now, now, id, date, price],
          );
        await recordOperatorAction(tx, clock, {
          ...actedAs(by),
          action: 'equity_price_set',
          detail: { offeringId: id, date, price: inr(price) },
        });
      });
    },
  };
}

export type EquityService = ReturnType<typeof createEquityService>;
