import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/i18n.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
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

    /** Creates a fund (operator), audited. */
    async create(em: EntityManager, input: NewFund, actor: string): Promise<number> {
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
          actor,
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

    /** Sets a fund's status (operator), audited. */
    async setStatus(em: EntityManager, fundId: number, status: FundStatus, actor: string) {
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
          actor,
          action: 'fund_status',
          detail: { fundId, from: fund.status, to: status },
        });
      });
    },

    /** Sets the NAV of one day (operator; replaces that day's value), audited. */
    async setNav(em: EntityManager, fundId: number, date: string, value: bigint, actor: string) {
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
          actor,
          action: 'fund_nav_set',
          detail: { fundId, date, value: formatNav(value) },
        });
      });
    },
  };
}

export type FundService = ReturnType<typeof createFundService>;
