import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { DAY_MS } from './fund-split.ts';
import { fundOf, type FundView } from './fund.service.ts';

export const ORDER_STATES = ['in_progress', 'completed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** An order with what its income rows say about it, ready for the presenter. */
export type OrderView = {
  id: number;
  memberId: number;
  fundId: number;
  amount: bigint;
  isTrial: boolean;
  cycleDays: number;
  monthlyRateBps: number;
  memberDaily: bigint;
  purchasedAt: Date;
  state: OrderState;
  nextDueAt: Date | null;
  todayIncome: bigint;
  cumulativeIncome: bigint;
  pendingIncome: bigint;
  paidPeriods: number;
};

export type ScheduleItem = {
  period: number;
  dueAt: Date;
  amount: bigint;
  state: 'paid' | 'pending' | 'upcoming';
  paidAt: Date | null;
};

const ORDER_COLUMNS =
  'id, member_id, fund_id, amount, is_trial, cycle_days, monthly_rate_bps, member_daily, purchased_at, state, next_due_at';

/** The start of the clock's current UTC day. */
export const utcDayStart = (now: Date) => new Date(now.getTime() - (now.getTime() % DAY_MS));

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

type Deps = { clock: Clock };

/** A member's fund orders and holdings, read with a few set queries per page. */
export function createFundOrderService({ clock }: Deps) {
  /** Orders of rows, with their paid, pending and today's income (one query for all). */
  async function withIncome(em: EntityManager, rows: Record<string, unknown>[]): Promise<OrderView[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const sums = await queryRows<Record<string, unknown>>(
      em,
      `select order_id,
         sum(case when state = 'paid' then member_amount else 0 end) as paid,
         sum(case when state = 'paid' then 1 else 0 end) as periods,
         sum(case when state = 'pending' then member_amount else 0 end) as pending,
         sum(case when state = 'paid' and paid_at >= ? then member_amount else 0 end) as today
       from fund_income where order_id in (${placeholders(ids)}) group by order_id`,
      [utcDayStart(clock.now()), ...ids],
    );
    const byOrder = new Map(sums.map((row) => [Number(row.order_id), row]));
    return rows.map((row) => {
      const income = byOrder.get(Number(row.id));
      return {
        id: Number(row.id),
        memberId: Number(row.member_id),
        fundId: Number(row.fund_id),
        amount: toBigInt(row.amount),
        isTrial: Boolean(Number(row.is_trial)),
        cycleDays: Number(row.cycle_days),
        monthlyRateBps: Number(row.monthly_rate_bps),
        memberDaily: toBigInt(row.member_daily),
        purchasedAt: toDate(row.purchased_at),
        state: String(row.state) as OrderState,
        nextDueAt: row.next_due_at == null ? null : toDate(row.next_due_at),
        todayIncome: toBigInt(income?.today ?? 0),
        cumulativeIncome: toBigInt(income?.paid ?? 0),
        pendingIncome: toBigInt(income?.pending ?? 0),
        paidPeriods: Number(income?.periods ?? 0),
      };
    });
  }

  /** The funds of some orders, by id. */
  async function fundsOf(em: EntityManager, fundIds: number[]): Promise<Map<number, FundView>> {
    const ids = [...new Set(fundIds)];
    if (!ids.length) return new Map();
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select id, name_hi_in, name_en_us, name_zh_cn, description_hi_in, description_en_us, description_zh_cn,
         cycle_days, monthly_rate_bps, minimum, maximum_per_member, total_size, sold, status
       from fund where id in (${placeholders(ids)})`,
      ids,
    );
    return new Map(rows.map((row) => [Number(row.id), fundOf(row)]));
  }

  /** A page of the member's orders, newest first (optionally of one state or fund). */
  async function list(
    em: EntityManager,
    actor: MemberActor,
    query: { page: number; rows: number; state?: OrderState | undefined; fundId?: number | undefined },
  ) {
    const conditions = ['member_id = ?'];
    const params: unknown[] = [actor.id];
    if (query.state) {
      conditions.push('state = ?');
      params.push(query.state);
    }
    if (query.fundId !== undefined) {
      conditions.push('fund_id = ?');
      params.push(query.fundId);
    }
    const where = conditions.join(' and ');
    const [count] = await queryRows<{ total: unknown }>(
      em,
      `select count(*) as total from fund_order where ${where}`,
      params,
    );
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select ${ORDER_COLUMNS} from fund_order where ${where} order by id desc limit ? offset ?`,
      [...params, query.rows, (query.page - 1) * query.rows],
    );
    const list = await withIncome(em, rows);
    return {
      list,
      total: Number(count?.total ?? 0),
      funds: await fundsOf(
        em,
        list.map((o) => o.fundId),
      ),
    };
  }

  /** An order by id, whoever's it is: the route authorizes it (`orderPolicy`); null when there is none. */
  async function find(em: EntityManager, id: number): Promise<OrderView | null> {
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select ${ORDER_COLUMNS} from fund_order where id = ?`,
      [id],
    );
    const [order] = await withIncome(em, rows);
    return order ?? null;
  }

  return {
    list,
    find,
    fundsOf,

    /** The order (authorized) with its whole income schedule: paid, pending (pool short) or upcoming. */
    async detail(em: EntityManager, order: OrderView) {
      const id = order.id;
      const incomes = await queryRows<Record<string, unknown>>(
        em,
        'select period, member_amount, state, paid_at from fund_income where order_id = ? order by period',
        [id],
      );
      const byPeriod = new Map(incomes.map((row) => [Number(row.period), row]));
      const schedule: ScheduleItem[] = Array.from({ length: order.cycleDays }, (_, i) => {
        const period = i + 1;
        const row = byPeriod.get(period);
        return {
          period,
          dueAt: new Date(order.purchasedAt.getTime() + period * DAY_MS),
          amount: row ? toBigInt(row.member_amount) : order.memberDaily,
          state: row ? (String(row.state) as 'paid' | 'pending') : 'upcoming',
          paidAt: row?.paid_at == null ? null : toDate(row.paid_at),
        };
      });
      const funds = await fundsOf(em, [order.fundId]);
      return { order, schedule, fund: funds.get(order.fundId)! };
    },

    /** Principal in progress of the member in one fund (every order, trial ones too). */
    async principalInProgress(em: EntityManager, actor: MemberActor, fundId: number): Promise<bigint> {
      const [row] = await queryRows<{ total: unknown }>(
        em,
        "select coalesce(sum(amount), 0) as total from fund_order where member_id = ? and fund_id = ? and state = 'in_progress'",
        [actor.id, fundId],
      );
      return toBigInt(row?.total ?? 0);
    },

    /** The member's funds with principal in progress, and their fund income (all time and today). */
    async holdings(em: EntityManager, actor: MemberActor) {
      const memberId = actor.id;
      const principal = await queryRows<Record<string, unknown>>(
        em,
        `select fund_id, sum(amount) as principal, count(*) as orders from fund_order
         where member_id = ? and state = 'in_progress' group by fund_id order by fund_id`,
        [memberId],
      );
      const income = await queryRows<Record<string, unknown>>(
        em,
        `select fund_id, sum(member_amount) as total,
           sum(case when paid_at >= ? then member_amount else 0 end) as today
         from fund_income where member_id = ? and state = 'paid' group by fund_id`,
        [utcDayStart(clock.now()), memberId],
      );
      const incomeOf = new Map(income.map((row) => [Number(row.fund_id), row]));
      const funds = await fundsOf(
        em,
        principal.map((row) => Number(row.fund_id)),
      );
      return {
        totalPrincipal: principal.reduce((sum, row) => sum + toBigInt(row.principal), 0n),
        totalIncome: income.reduce((sum, row) => sum + toBigInt(row.total), 0n),
        todayIncome: income.reduce((sum, row) => sum + toBigInt(row.today), 0n),
        list: principal.map((row) => ({
          fund: funds.get(Number(row.fund_id))!,
          principal: toBigInt(row.principal),
          cumulativeIncome: toBigInt(incomeOf.get(Number(row.fund_id))?.total ?? 0),
          orders: Number(row.orders),
        })),
      };
    },

    /** The member's principal in progress and all fund income paid from one fund. */
    async holding(em: EntityManager, actor: MemberActor, fundId: number) {
      const memberId = actor.id;
      const [row] = await queryRows<Record<string, unknown>>(
        em,
        `select
           (select coalesce(sum(amount), 0) from fund_order where member_id = ? and fund_id = ? and state = 'in_progress') as principal,
           (select coalesce(sum(member_amount), 0) from fund_income where member_id = ? and fund_id = ? and state = 'paid') as income`,
        [memberId, fundId, memberId, fundId],
      );
      return { principal: toBigInt(row?.principal ?? 0), cumulativeIncome: toBigInt(row?.income ?? 0) };
    },
  };
}

export type FundOrderService = ReturnType<typeof createFundOrderService>;
