import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/i18n.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { DAY_MS, formatBps, formatNav, increaseRate, splitDaily, type DailySplit } from './fund-split.ts';

export const FUND_STATUSES = ['on_sale', 'sold_out', 'closed'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];

export const KLINE_TYPES = ['day', 'week', 'month', 'all'] as const;
export type KlineType = (typeof KLINE_TYPES)[number];

export type LocalizedText = Record<Lang, string>;

/** A fund as the services use it (money in paise, the rate in basis points a month). */
export type FundView = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  cycleDays: number;
  monthlyRateBps: number;
  minimum: bigint;
  maximumPerMember: bigint;
  totalSize: bigint;
  sold: bigint;
  status: FundStatus;
};

/** What an operator gives to create a fund. */
export type NewFund = Omit<FundView, 'id' | 'sold'> & { seedKey?: string };

/** What an operator may change of a fund (absent: unchanged); the status changes on its own. */
export type FundChanges = Partial<
  Pick<
    FundView,
    'name' | 'description' | 'cycleDays' | 'monthlyRateBps' | 'minimum' | 'maximumPerMember' | 'totalSize'
  >
>;

/** Who acts: an actor label (`cli:root`, seeds) or the actor with the reason given. */
const actedAs = (by: ActedBy | string): ActedBy => (typeof by === 'string' ? { actor: by } : by);

/**
 * The rules every fund's terms keep, whoever writes them (the operator API, the CLI, seeds): a
 * cycle of 1–3650 days, a rate of 0.01–100 % a month, a member maximum and a size each at least
 * the minimum purchase.
 */
export function checkFundTerms(
  fund: Pick<FundView, 'cycleDays' | 'monthlyRateBps' | 'minimum' | 'maximumPerMember' | 'totalSize'>,
): void {
  if (!Number.isInteger(fund.cycleDays) || fund.cycleDays < 1 || fund.cycleDays > 3650)
    throw new ApiError(422, 'fund.cycleInvalid');
  if (!Number.isInteger(fund.monthlyRateBps) || fund.monthlyRateBps < 1 || fund.monthlyRateBps > 10_000)
    throw new ApiError(422, 'fund.rateInvalid');
  if (fund.minimum <= 0n) throw new ApiError(422, 'wallet.amountNotPositive');
  if (fund.maximumPerMember < fund.minimum) throw new ApiError(422, 'fund.maximumBelowMinimum');
  if (fund.totalSize < fund.minimum) throw new ApiError(422, 'fund.sizeBelowMinimum');
}

/** A fund's fields as its audit records them: money and the rate as decimal strings. */
const auditedValue = (field: keyof FundChanges, value: FundChanges[keyof FundChanges]) => {
  if (field === 'monthlyRateBps') return formatBps(value as number);
  if (typeof value === 'bigint') return formatAmount(value, 'INR');
  return value;
};

/** Equal values of a fund's field: numbers, amounts, or texts in every language. */
const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value)
    : a === b;

const COLUMNS = `id, name_hi_in, name_en_us, name_zh_cn, description_hi_in, description_en_us, description_zh_cn,
  cycle_days, monthly_rate_bps, minimum, maximum_per_member, total_size, sold, status`;

/** The funds' rows (`fundOf()` reads them), in id order, locked until the transaction ends when `lock`. */
export const fundsStatement = (ids: number[], lock: boolean) => ({
  sql: `select ${COLUMNS} from fund where id in (${ids.map(() => '?').join(', ')}) order by id${lock ? ' for update' : ''}`,
  params: ids as unknown[],
});

export const fundOf = (row: Record<string, unknown>): FundView => ({
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
  cycleDays: Number(row.cycle_days),
  monthlyRateBps: Number(row.monthly_rate_bps),
  minimum: toBigInt(row.minimum),
  maximumPerMember: toBigInt(row.maximum_per_member),
  totalSize: toBigInt(row.total_size),
  sold: toBigInt(row.sold),
  status: String(row.status) as FundStatus,
});

/** Sold against size in percent with two decimals, at most 100. */
export function progressBps(fund: Pick<FundView, 'sold' | 'totalSize'>): bigint {
  if (fund.totalSize <= 0n) return 10_000n;
  const bps = (fund.sold * 10_000n) / fund.totalSize;
  return bps > 10_000n ? 10_000n : bps;
}

/** The income a principal would earn in a fund: the daily split and its whole cycle. */
export type Estimate = DailySplit & {
  memberTotal: bigint;
  payouts: number;
  firstIncomeAt: Date;
  maturityAt: Date;
};

export function estimateIncome(fund: FundView, principal: bigint, from: Date): Estimate {
  const split = splitDaily(principal, fund.monthlyRateBps);
  return {
    ...split,
    memberTotal: split.member * BigInt(fund.cycleDays),
    payouts: fund.cycleDays,
    firstIncomeAt: new Date(from.getTime() + DAY_MS),
    maturityAt: new Date(from.getTime() + fund.cycleDays * DAY_MS),
  };
}

type Nav = { date: string; value: bigint };

/** The series of a k-line type (ADR 0013): points oldest first, labelled by date or month. */
export function klineSeries(navs: Nav[], type: KlineType): Record<string, string> {
  const lastOfEach = (
    keyOf: (date: string) => string,
    keep: number,
    label: (nav: Nav, key: string) => string,
  ) => {
    const buckets = new Map<string, Nav>();
    for (const nav of navs) buckets.set(keyOf(nav.date), nav);
    return [...buckets.entries()].slice(-keep).map(([key, nav]) => [label(nav, key), nav] as const);
  };
  let points: (readonly [string, Nav])[];
  switch (type) {
    case 'day':
      points = navs.slice(-30).map((nav) => [nav.date, nav] as const);
      break;
    case 'week':
      // Weeks start on Monday (UTC); each is shown by its last NAV's date.
      points = lastOfEach(
        (date) => {
          const day = new Date(`${date}T00:00:00Z`);
          const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS;
          return new Date(monday).toISOString().slice(0, 10);
        },
        26,
        (nav) => nav.date,
      );
      break;
    case 'month':
      points = lastOfEach(
        (date) => date.slice(0, 7),
        12,
        (_nav, key) => key,
      );
      break;
    case 'all':
      points = navs.map((nav) => [nav.date, nav] as const);
      break;
  }
  return Object.fromEntries(points.map(([label, nav]) => [label, formatNav(nav.value)]));
}

type Deps = { clock: Clock };

/** Fund products, their NAV series and the operator's changes to them. */
export function createFundService({ clock }: Deps) {
  async function find(em: EntityManager, id: number): Promise<FundView | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(em, `select ${COLUMNS} from fund where id = ?`, [
      id,
    ]);
    return row ? fundOf(row) : undefined;
  }

  async function get(em: EntityManager, id: number): Promise<FundView> {
    const fund = await find(em, id);
    if (!fund) throw new ApiError(404, 'fund.notFound');
    return fund;
  }

  /** The fund's NAVs, oldest first. */
  const navs = async (em: EntityManager, fundId: number): Promise<Nav[]> =>
    (
      await queryRows<{ nav_date: string; value: unknown }>(
        em,
        'select nav_date, value from fund_nav where fund_id = ? order by nav_date',
        [fundId],
      )
    ).map((row) => ({ date: String(row.nav_date), value: toBigInt(row.value) }));

  /** Latest NAV against the one before it, per fund. */
  async function dayIncreaseRates(em: EntityManager, fundIds: number[]) {
    const rates = new Map<number, { rate: string; nav: bigint | undefined }>();
    for (const fundId of fundIds) {
      const rows = await queryRows<{ value: unknown }>(
        em,
        'select value from fund_nav where fund_id = ? order by nav_date desc limit 2',
        [fundId],
      );
      const [latest, previous] = rows.map((row) => toBigInt(row.value));
      rates.set(fundId, { rate: increaseRate(latest, previous), nav: latest });
    }
    return rates;
  }

  return {
    find,
    get,
    navs,
    dayIncreaseRates,

    /** Funds on sale first, then sold out, then closed; optionally of one status. */
    async list(em: EntityManager, query: { page: number; rows: number; status?: FundStatus | undefined }) {
      const where = query.status ? 'where status = ?' : '';
      const params: unknown[] = query.status ? [query.status] : [];
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from fund ${where}`,
        params,
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from fund ${where}
         order by case status when 'on_sale' then 0 when 'sold_out' then 1 else 2 end, id
         limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      return { list: rows.map(fundOf), total: Number(count?.total ?? 0) };
    },

    async kline(em: EntityManager, fundId: number, type: KlineType) {
      await get(em, fundId);
      const series = await navs(em, fundId);
      const [previous, latest] = series.slice(-2).map((nav) => nav.value);
      return {
        list: klineSeries(series, type),
        day_increase_rate: latest === undefined ? '0.00' : increaseRate(latest, previous),
      };
    },

    estimate: async (em: EntityManager, fundId: number, principal: bigint) =>
      estimateIncome(await get(em, fundId), principal, clock.now()),

    /** Creates a fund (operator), audited; refuses terms that break `checkFundTerms()`. */
    async create(em: EntityManager, input: NewFund, by: ActedBy | string): Promise<number> {
      checkFundTerms(input);
      return em.transactional(async (tx) => {
        const now = clock.now();
        const inserted = await runStatement(
          tx,
          `insert into fund (created_at, updated_at, seed_key, name_hi_in, name_en_us, name_zh_cn,
             description_hi_in, description_en_us, description_zh_cn, cycle_days, monthly_rate_bps,
             minimum, maximum_per_member, total_size, sold, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
          [
            now,
            now,
            input.seedKey ?? null,
            input.name['hi-in'],
            input.name['en-us'],
            input.name['zh-cn'],
            input.description['hi-in'],
            input.description['en-us'],
            input.description['zh-cn'],
            input.cycleDays,
            input.monthlyRateBps,
            input.minimum,
            input.maximumPerMember,
            input.totalSize,
            input.status,
          ],
        );
        const id = Number(inserted.insertId);
        await recordOperatorAction(tx, clock, {
          ...actedAs(by),
          action: 'fund_create',
          detail: {
            fundId: id,
            name: input.name,
            cycleDays: input.cycleDays,
            monthlyRatePercent: formatBps(input.monthlyRateBps),
            minimum: formatAmount(input.minimum, 'INR'),
            maximumPerMember: formatAmount(input.maximumPerMember, 'INR'),
            totalSize: formatAmount(input.totalSize, 'INR'),
            status: input.status,
          },
        });
        return id;
      });
    },

    /**
     * Changes a fund's texts and terms (operator), audited with what changed from what. Names,
     * descriptions, the minimum, the member maximum and the size may change at any time (the size
     * never below what is sold; a fund on sale whose size is then all sold is sold out); the cycle
     * and the rate only until the first order: each order keeps the terms it was bought at, and a
     * fund's members see its terms beside their orders, so new terms are a new fund. Changing
     * nothing records nothing.
     */
    async update(em: EntityManager, fundId: number, changes: FundChanges, by: ActedBy): Promise<FundView> {
      return em.transactional(async (tx) => {
        // Takes the fund's row first (MySQL; SQLite has one writer): purchases decide on the locked
        // row, so nothing sells or orders while the rules below are checked.
        await runStatement(tx, 'update fund set status = status where id = ?', [fundId]);
        const fund = await get(tx, fundId);
        const changed = (Object.keys(changes) as (keyof FundChanges)[]).filter(
          (field) => changes[field] !== undefined && !same(changes[field], fund[field]),
        );
        const next: FundView = { ...fund, ...Object.fromEntries(changed.map((f) => [f, changes[f]])) };
        if (!changed.length) return fund;
        if (changed.includes('cycleDays') || changed.includes('monthlyRateBps')) {
          const [ordered] = await queryRows(
            tx,
            'select 1 as found from fund_order where fund_id = ? limit 1',
            [fundId],
          );
          if (ordered) throw new ApiError(422, 'fund.termsLocked');
        }
        checkFundTerms(next);
        if (next.totalSize < fund.sold)
          throw new ApiError(422, 'fund.sizeBelowSold', {
            params: { amount: formatAmount(fund.sold, 'INR') },
          });
        if (next.status === 'on_sale' && next.sold >= next.totalSize) next.status = 'sold_out';
        await runStatement(
          tx,
          `update fund set name_hi_in = ?, name_en_us = ?, name_zh_cn = ?, description_hi_in = ?,
             description_en_us = ?, description_zh_cn = ?, cycle_days = ?, monthly_rate_bps = ?, minimum = ?,
             maximum_per_member = ?, total_size = ?, status = ?, updated_at = ?
           where id = ?`,
          [
            next.name['hi-in'],
            next.name['en-us'],
            next.name['zh-cn'],
            next.description['hi-in'],
            next.description['en-us'],
            next.description['zh-cn'],
            next.cycleDays,
            next.monthlyRateBps,
            next.minimum,
            next.maximumPerMember,
            next.totalSize,
            next.status,
            clock.now(),
            fundId,
          ],
        );
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'fund_update',
          detail: {
            fundId,
            changes: Object.fromEntries(
              changed.map((field) => [
                field === 'monthlyRateBps' ? 'monthlyRatePercent' : field,
                { from: auditedValue(field, fund[field]), to: auditedValue(field, next[field]) },
              ]),
            ),
            ...(next.status !== fund.status && { status: { from: fund.status, to: next.status } }),
          },
        });
        return next;
      });
    },

    /** Sets a fund's status (operator), audited with the reason it needs. */
    async setStatus(em: EntityManager, fundId: number, status: FundStatus, by: ActedBy) {
      if (!by.reason?.trim()) throw new ApiError(422, 'operator.reasonRequired');
      await em.transactional(async (tx) => {
        const fund = await get(tx, fundId);
        // Decided on the row as it is when written: purchases may sell the last of it meanwhile.
        const updated = await runStatement(
          tx,
          `update fund set status = ?, updated_at = ? where id = ? and (? <> 'on_sale' or sold < total_size)`,
          [status, clock.now(), fundId, status],
        );
        if (updated.affectedRows !== 1) throw new ApiError(422, 'fund.cannotReopen');
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'fund_status',
          detail: { fundId, from: fund.status, to: status },
        });
      });
    },

    /** Sets the NAV of one day (operator; replaces that day's value), audited. */
    async setNav(em: EntityManager, fundId: number, date: string, value: bigint, by: ActedBy) {
      await em.transactional(async (tx) => {
        await get(tx, fundId);
        const now = clock.now();
        const [existing] = await queryRows<{ id: unknown }>(
          tx,
          'select id from fund_nav where fund_id = ? and nav_date = ?',
          [fundId, date],
        );
        if (existing)
          await runStatement(tx, 'update fund_nav set value = ?, updated_at = ? where id = ?', [
            value,
            now,
            Number(existing.id),
          ]);
        else
          await runStatement(
            tx,
            'insert into fund_nav (created_at, updated_at, fund_id, nav_date, value) values (?, ?, ?, ?, ?)',
            [now, now, fundId, date, value],
          );
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'fund_nav_set',
          detail: { fundId, date, value: formatNav(value) },
        });
      });
    },
  };
}

export type FundService = ReturnType<typeof createFundService>;
