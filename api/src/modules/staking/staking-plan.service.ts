import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { formatAmount, toBigInt, type Asset } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { formatBps } from '../fund/fund-split.ts';
import type { LocalizedText } from '../fund/fund.service.ts';

export const PLAN_STATUSES = ['open', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const STAKING_ASSETS = ['INR', 'USDT'] as const satisfies readonly Asset[];
export type StakingAsset = (typeof STAKING_ASSETS)[number];

/** The longest term an operator may set, in days (ten years); the widest claim window. */
export const MAX_TERM_DAYS = 3650;
export const MAX_CLAIM_WINDOW_DAYS = 365;
/** 1000 % a year, in basis points. */
export const MAX_ANNUAL_BPS = 100_000;

/** A plan as the services use it: money in the asset's minor units, the rate in basis points a year. */
export type PlanView = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  asset: StakingAsset;
  termDays: number;
  annualRateBps: number;
  minimum: bigint;
  maximum: bigint;
  totalCap: bigint;
  staked: bigint;
  claimWindowDays: number;
  status: PlanStatus;
  createdAt: Date;
  updatedAt: Date;
};

export type NewPlan = Omit<PlanView, 'id' | 'staked' | 'createdAt' | 'updatedAt'>;

/** What an operator may change (absent: unchanged); asset, term and rate only before the first stake. */
export type PlanChanges = Partial<
  Pick<
    PlanView,
    | 'name'
    | 'description'
    | 'asset'
    | 'termDays'
    | 'annualRateBps'
    | 'minimum'
    | 'maximum'
    | 'totalCap'
    | 'claimWindowDays'
  >
>;

const COLUMNS = `id, created_at, updated_at, name_hi_in, name_en_us, name_zh_cn, description_hi_in, description_en_us,
  description_zh_cn, asset, term_days, annual_rate_bps, minimum, maximum, total_cap, staked, claim_window_days, status`;

export const planOf = (row: Record<string, unknown>): PlanView => ({
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
  asset: String(row.asset) as StakingAsset,
  termDays: Number(row.term_days),
  annualRateBps: Number(row.annual_rate_bps),
  minimum: toBigInt(row.minimum),
  maximum: toBigInt(row.maximum),
  totalCap: toBigInt(row.total_cap),
  staked: toBigInt(row.staked),
  claimWindowDays: Number(row.claim_window_days),
  status: String(row.status) as PlanStatus,
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
});

/** A day's income of a principal at a yearly rate: `⌊principal × rate ÷ (10⁴ × 365)⌋` (ADR 0024). */
export const dailyIncomeOf = (principal: bigint, annualRateBps: number) =>
  (principal * BigInt(annualRateBps)) / 3_650_000n;

/** Staked against the cap in percent with two decimals, at most 100. */
export function progressBps(plan: Pick<PlanView, 'staked' | 'totalCap'>): bigint {
  if (plan.totalCap <= 0n) return 10_000n;
  const bps = (plan.staked * 10_000n) / plan.totalCap;
  return bps > 10_000n ? 10_000n : bps;
}

/**
 * The rules every plan's terms keep, whoever writes them (the operator API, the CLI, seeds): a
 * term of 1–3650 days, 0.01–1000 % a year, 0 < minimum ≤ maximum ≤ cap, a window of 1–365 days.
 */
export function checkPlanTerms(
  plan: Pick<PlanView, 'termDays' | 'annualRateBps' | 'minimum' | 'maximum' | 'totalCap' | 'claimWindowDays'>,
): void {
  if (!Number.isInteger(plan.termDays) || plan.termDays < 1 || plan.termDays > MAX_TERM_DAYS)
    throw new ApiError(422, 'staking.termInvalid');
  if (!Number.isInteger(plan.annualRateBps) || plan.annualRateBps < 1 || plan.annualRateBps > MAX_ANNUAL_BPS)
    throw new ApiError(422, 'staking.rateInvalid');
  if (
    !Number.isInteger(plan.claimWindowDays) ||
    plan.claimWindowDays < 1 ||
    plan.claimWindowDays > MAX_CLAIM_WINDOW_DAYS
  )
    throw new ApiError(422, 'staking.claimWindowInvalid');
  if (plan.minimum <= 0n) throw new ApiError(422, 'wallet.amountNotPositive');
  if (plan.maximum < plan.minimum) throw new ApiError(422, 'staking.maximumBelowMinimum');
  if (plan.totalCap < plan.maximum) throw new ApiError(422, 'staking.capBelowMaximum');
}

const actedAs = (by: ActedBy | string): ActedBy => (typeof by === 'string' ? { actor: by } : by);

/** A plan's fields as its audit records them: money and the rate as decimal strings. */
const audited = (plan: Pick<PlanView, 'asset'>, field: keyof PlanChanges, value: unknown) => {
  if (field === 'annualRateBps') return formatBps(value as number);
  if (typeof value === 'bigint') return formatAmount(value, plan.asset);
  return value;
};

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value)
    : a === b;

type Deps = { clock: Clock };

/** Staking plans: what members read, and the operator's changes (audited). */
export function createStakingPlanService({ clock }: Deps) {
  async function find(em: EntityManager, id: number, lock = false): Promise<PlanView | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select ${COLUMNS} from staking_plan where id = ?${lock ? ' for update' : ''}`,
      [id],
    );
    return row ? planOf(row) : undefined;
  }

  async function get(em: EntityManager, id: number, lock = false): Promise<PlanView> {
    const plan = await find(em, id, lock);
    if (!plan) throw new ApiError(404, 'staking.planNotFound');
    return plan;
  }

  return {
    find,
    get,

    /** Plans by id (for names beside stakes). */
    async byIds(em: EntityManager, ids: number[]): Promise<Map<number, PlanView>> {
      if (!ids.length) return new Map();
      const unique = [...new Set(ids)];
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from staking_plan where id in (${unique.map(() => '?').join(', ')})`,
        unique,
      );
      return new Map(rows.map((row) => [Number(row.id), planOf(row)]));
    },

    /** Open plans first, then closed ones, by id. */
    async list(em: EntityManager, query: { page: number; rows: number }) {
      const [count] = await queryRows<{ total: unknown }>(em, 'select count(*) as total from staking_plan');
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from staking_plan order by case status when 'open' then 0 else 1 end, id limit ? offset ?`,
        [query.rows, (query.page - 1) * query.rows],
      );
      return { list: rows.map(planOf), total: Number(count?.total ?? 0) };
    },

    /** Every plan by id (operators). */
    async all(em: EntityManager, ids?: number[]): Promise<PlanView[]> {
      if (ids && !ids.length) return [];
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from staking_plan${ids ? ` where id in (${ids.map(() => '?').join(', ')})` : ''} order by id`,
        ids ?? [],
      );
      return rows.map(planOf);
    },

    /** Creates a plan (operator), audited. */
    async create(em: EntityManager, input: NewPlan, by: ActedBy | string): Promise<number> {
      checkPlanTerms(input);
      return em.transactional(async (tx) => {
        const now = clock.now();
        const inserted = await runStatement(
          tx,
          `insert into staking_plan (created_at, updated_at, name_hi_in, name_en_us, name_zh_cn, description_hi_in,
             description_en_us, description_zh_cn, asset, term_days, annual_rate_bps, minimum, maximum, total_cap,
             staked, claim_window_days, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
          [
            now,
            now,
            input.name['hi-in'],
            input.name['en-us'],
            input.name['zh-cn'],
            input.description['hi-in'],
            input.description['en-us'],
            input.description['zh-cn'],
            input.asset,
            input.termDays,
            input.annualRateBps,
            input.minimum,
            input.maximum,
            input.totalCap,
            input.claimWindowDays,
            input.status,
          ],
        );
        const id = Number(inserted.insertId);
        await recordOperatorAction(tx, clock, {
          ...actedAs(by),
          action: 'staking_plan_create',
          detail: {
            planId: id,
            name: input.name,
            asset: input.asset,
            termDays: input.termDays,
            annualRatePercent: formatBps(input.annualRateBps),
            minimum: formatAmount(input.minimum, input.asset),
            maximum: formatAmount(input.maximum, input.asset),
            totalCap: formatAmount(input.totalCap, input.asset),
            claimWindowDays: input.claimWindowDays,
            status: input.status,
          },
        });
        return id;
      });
    },

    /**
     * Changes a plan's texts and terms (operator), audited with what changed from what. Asset,
     * term and rate only until the first stake (a stake keeps the rate of its term; a new term
     * takes the plan's rate of that day, so the rate is fixed once members hold the plan).
     * Changing nothing records nothing.
     */
    async update(em: EntityManager, planId: number, changes: PlanChanges, by: ActedBy): Promise<PlanView> {
      return em.transactional(async (tx) => {
        // Takes the plan's row first (MySQL; SQLite has one writer): stakes decide on the locked row.
        await runStatement(tx, 'update staking_plan set staked = staked where id = ?', [planId]);
        const fresh = await get(tx, planId);
        const changed = (Object.keys(changes) as (keyof PlanChanges)[]).filter(
          (field) => changes[field] !== undefined && !same(changes[field], fresh[field]),
        );
        if (!changed.length) return fresh;
        const next: PlanView = { ...fresh, ...Object.fromEntries(changed.map((f) => [f, changes[f]])) };
        if (changed.some((field) => field === 'asset' || field === 'termDays' || field === 'annualRateBps')) {
          const [staked] = await queryRows(tx, 'select 1 as found from stake where plan_id = ? limit 1', [
            planId,
          ]);
          if (staked) throw new ApiError(422, 'staking.termsLocked');
        }
        checkPlanTerms(next);
        await runStatement(
          tx,
          `update staking_plan set name_hi_in = ?, name_en_us = ?, name_zh_cn = ?, description_hi_in = ?,
             description_en_us = ?, description_zh_cn = ?, asset = ?, term_days = ?, annual_rate_bps = ?, minimum = ?,
             maximum = ?, total_cap = ?, claim_window_days = ?, updated_at = ?
           where id = ?`,
          [
            next.name['hi-in'],
            next.name['en-us'],
            next.name['zh-cn'],
            next.description['hi-in'],
            next.description['en-us'],
            next.description['zh-cn'],
            next.asset,
            next.termDays,
            next.annualRateBps,
            next.minimum,
            next.maximum,
            next.totalCap,
            next.claimWindowDays,
            clock.now(),
            planId,
          ],
        );
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'staking_plan_update',
          detail: {
            planId,
            changes: Object.fromEntries(
              changed.map((field) => [
                field === 'annualRateBps' ? 'annualRatePercent' : field,
                { from: audited(fresh, field, fresh[field]), to: audited(next, field, next[field]) },
              ]),
            ),
          },
        });
        return next;
      });
    },

    /** Opens or closes a plan (operator), audited with the reason it needs. */
    async setStatus(em: EntityManager, planId: number, status: PlanStatus, by: ActedBy) {
      if (!by.reason?.trim()) throw new ApiError(422, 'operator.reasonRequired');
      await em.transactional(async (tx) => {
        const plan = await get(tx, planId);
        await runStatement(tx, 'update staking_plan set status = ?, updated_at = ? where id = ?', [
          status,
          clock.now(),
          planId,
        ]);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'staking_plan_status',
          detail: { planId, from: plan.status, to: status },
        });
      });
    },
  };
}

export type StakingPlanService = ReturnType<typeof createStakingPlanService>;
