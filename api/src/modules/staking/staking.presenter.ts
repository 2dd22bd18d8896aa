import type { Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import { formatBps } from '../fund/fund-split.ts';
import type { StakeOverview } from './staking-overview.ts';
import type { StakeView } from './stake.service.ts';
import { progressBps, type PlanView } from './staking-plan.service.ts';
import type { AdminStake, AdminStakingPlan, Stake, StakeEstimate, StakingPlan } from './staking.contract.ts';

/** The stake number a member sees: `ST` + the id, 8 digits. */
export const stakeNumber = (id: number) => `ST${String(id).padStart(8, '0')}`;

export const presentPlan = (plan: PlanView, lang: Lang): StakingPlan => {
  const money = (value: bigint) => formatAmount(value, plan.asset);
  return {
    id: plan.id,
    name: plan.name[lang],
    description: plan.description[lang],
    asset: plan.asset,
    termDays: plan.termDays,
    annualRatePercent: formatBps(plan.annualRateBps),
    minimum: money(plan.minimum),
    maximum: money(plan.maximum),
    totalCap: money(plan.totalCap),
    staked: money(plan.staked),
    progressPercent: formatBps(progressBps(plan)),
    claimWindowDays: plan.claimWindowDays,
    status: plan.status,
  };
};

export const presentEstimate = (
  estimate: { dailyIncome: bigint; termIncome: bigint; endAt: Date },
  plan: PlanView,
): StakeEstimate => ({
  dailyIncome: formatAmount(estimate.dailyIncome, plan.asset),
  termIncome: formatAmount(estimate.termIncome, plan.asset),
  endAt: estimate.endAt.toISOString(),
});

export const presentStake = (stake: StakeView, planName: string): Stake => {
  const money = (value: bigint) => formatAmount(value, stake.asset);
  return {
    id: stake.id,
    stakeNo: stakeNumber(stake.id),
    planId: stake.planId,
    planName,
    asset: stake.asset,
    principal: money(stake.principal),
    annualRatePercent: formatBps(stake.annualRateBps),
    term: stake.term,
    termDays: stake.termDays,
    startAt: stake.startAt.toISOString(),
    endAt: stake.endAt.toISOString(),
    income: money(stake.termIncome - stake.pendingIncome),
    expectedIncome: money(stake.dailyIncome * BigInt(stake.termDays)),
    pendingIncome: money(stake.pendingIncome),
    totalIncome: money(stake.totalIncome),
    autoCompound: stake.autoCompound,
    state: stake.state,
    claimDeadline: stake.claimDeadline?.toISOString() ?? null,
    closedAt: stake.closedAt?.toISOString() ?? null,
    paidOut: stake.paidOut === null ? null : money(stake.paidOut),
  };
};

export const presentAdminStake = (
  stake: StakeView & { memberAccount: string },
  planName: string,
): AdminStake => ({
  ...presentStake(stake, planName),
  memberId: stake.memberId,
  memberAccount: stake.memberAccount,
});

export const presentAdminPlan = (plan: StakeOverview): AdminStakingPlan => {
  const money = (value: bigint) => formatAmount(value, plan.asset);
  return {
    id: plan.id,
    name: { ...plan.name },
    description: { ...plan.description },
    asset: plan.asset,
    termDays: plan.termDays,
    annualRatePercent: formatBps(plan.annualRateBps),
    minimum: money(plan.minimum),
    maximum: money(plan.maximum),
    totalCap: money(plan.totalCap),
    staked: money(plan.staked),
    claimWindowDays: plan.claimWindowDays,
    status: plan.status,
    counts: { ...plan.counts },
    poolBalance: money(plan.poolBalance),
    owedToEndOfTerms: money(plan.owedToEndOfTerms),
    pendingIncome: money(plan.pendingIncome),
    shortfall: money(plan.shortfall),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
};
