import type { EntityManager } from '@mikro-orm/core';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { STAKE_STATES, type StakeState } from './stake.service.ts';
import type { PlanView, StakingPlanService } from './staking-plan.service.ts';

/**
 * A plan as operators watch it: its stakes by state, what its pool holds, what it owes to the
 * end of every running term (the days not recorded yet, plus the income recorded and waiting),
 * what waits now, and the shortfall: what the pool lacks to pay all it owes ("0" when it holds
 * enough).
 */
export type StakeOverview = PlanView & {
  counts: Record<StakeState, number>;
  poolBalance: bigint;
  owedToEndOfTerms: bigint;
  pendingIncome: bigint;
  shortfall: bigint;
};

type Row = Record<string, unknown>;

/** Every plan (or those of `planIds`), by id, with its stakes, pool and what it owes. */
export async function stakingOverview(
  em: EntityManager,
  plans: StakingPlanService,
  planIds?: number[],
): Promise<StakeOverview[]> {
  const list = await plans.all(em, planIds);
  if (!list.length) return [];
  const ids = list.map((plan) => plan.id);
  const inIds = `(${ids.map(() => '?').join(', ')})`;
  const states = await queryRows<Row>(
    em,
    `select plan_id, state, count(*) as n from stake where plan_id in ${inIds} group by plan_id, state`,
    ids,
  );
  const owed = await queryRows<Row>(
    em,
    `select plan_id, coalesce(sum(daily_income * (term_days - next_day + 1)), 0) as owed from stake
     where plan_id in ${inIds} and state = 'in_progress' group by plan_id`,
    ids,
  );
  const pending = await queryRows<Row>(
    em,
    `select plan_id, coalesce(sum(amount), 0) as pending from stake_income
     where state = 'pending' and plan_id in ${inIds} group by plan_id`,
    ids,
  );
  const codes = list.map((plan) => accountCode(platformAccount('staking_pool', plan.asset, plan.id)));
  const pools = await queryRows<Row>(
    em,
    `select code, balance from ledger_account where code in (${codes.map(() => '?').join(', ')})`,
    codes,
  );
  const poolOf = new Map(pools.map((row) => [String(row.code), toBigInt(row.balance)]));
  const owedOf = new Map(owed.map((row) => [Number(row.plan_id), toBigInt(row.owed)]));
  const pendingOf = new Map(pending.map((row) => [Number(row.plan_id), toBigInt(row.pending)]));
  return list.map((plan, i) => {
    const counts = Object.fromEntries(STAKE_STATES.map((state) => [state, 0])) as Record<StakeState, number>;
    for (const row of states)
      if (Number(row.plan_id) === plan.id) counts[String(row.state) as StakeState] = Number(row.n);
    const poolBalance = poolOf.get(codes[i]!) ?? 0n;
    const pendingIncome = pendingOf.get(plan.id) ?? 0n;
    const owedToEndOfTerms = (owedOf.get(plan.id) ?? 0n) + pendingIncome;
    return {
      ...plan,
      counts,
      poolBalance,
      owedToEndOfTerms,
      pendingIncome,
      shortfall: owedToEndOfTerms > poolBalance ? owedToEndOfTerms - poolBalance : 0n,
    };
  });
}
