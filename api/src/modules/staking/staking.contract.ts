// Wire types of the staking module (`@h5/api/contract/staking`), shared with the front end.
// Types only. Money: decimal strings in the plan's asset (INR 2 decimals, USDT 6); rates:
// percent strings ("12.00" = 12 % a year); times: ISO 8601. Names come in the request's `Lang`.
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type { MoneyString } from '../../contract/index.ts';
import type { LocalizedTexts } from '../fund/fund.contract.ts';

export type StakingAsset = 'INR' | 'USDT';
export type StakingPlanStatus = 'open' | 'closed';

/** One of GET /api/Staking/plans?page&rows (public): open plans first. */
export type StakingPlan = {
  id: number;
  name: string;
  description: string;
  asset: StakingAsset;
  termDays: number;
  annualRatePercent: string;
  minimum: MoneyString;
  maximum: MoneyString;
  totalCap: MoneyString;
  staked: MoneyString;
  /** "0.00"–"100.00" */
  progressPercent: string;
  claimWindowDays: number;
  status: StakingPlanStatus;
};

/** GET /api/Staking/estimate?plan_id&amount (public): a term's income before staking. */
export type StakeEstimate = { dailyIncome: MoneyString; termIncome: MoneyString; endAt: string };

export type StakeState = 'in_progress' | 'completed' | 'claimable' | 'claimed' | 'expired';

/** A member's stake (GET /api/Staking/records, /api/Staking/record?id). */
export type Stake = {
  id: number;
  /** `ST` + id padded. */
  stakeNo: string;
  planId: number;
  planName: string;
  asset: StakingAsset;
  principal: MoneyString;
  annualRatePercent: string;
  term: number;
  termDays: number;
  startAt: string;
  endAt: string;
  /** Income of this term so far (paid into the stake), and what the whole term pays. */
  income: MoneyString;
  expectedIncome: MoneyString;
  /** Income of this term waiting for the plan's pool. */
  pendingIncome: MoneyString;
  /** Income of earlier terms (withdrawn or compounded). */
  totalIncome: MoneyString;
  autoCompound: boolean;
  state: StakeState;
  /** Claimable until then; after it the stake is paid back by itself. */
  claimDeadline: string | null;
  closedAt: string | null;
  /** What a claim or the expiry paid. */
  paidOut: MoneyString | null;
};

/**
 * GET /api/Staking/records?state&page&rows (`pages/property/pledge`, tabs by state, newest
 * first), with counts per state for the tabs and totals per asset of what is staked.
 */
export type StakeRecordsPage = {
  list: Stake[];
  total: number;
  counts: Record<StakeState, number>;
  totals: { asset: StakingAsset; principal: MoneyString; income: MoneyString }[];
};

/**
 * POST /api/Staking/stake `{ plan_id, amount, paymentPassword, agree: 1, autoCompound?: 0|1 }`
 * (header `Idempotency-Key`). Failures 422 localized: outside the plan's minimum/maximum (named),
 * more decimals than the asset has, plan closed or full, wrong payment password, insufficient
 * balance; no payment password: `data` `{ code: 'payment_password_unset' }`.
 */
export type StakeAnswer = { stake: Stake; summary: WalletSummary };

/**
 * POST /api/Staking/claim `{ stake_id }` and /api/Staking/continue `{ stake_id }` (header
 * `Idempotency-Key`; payment password `paymentPassword` for claim). Not claimable → 422;
 * another member's stake → 404.
 */
export type StakeActionAnswer = { stake: Stake; summary: WalletSummary };

/** POST /api/Staking/autocompound `{ stake_id, on: 0|1 }`. */
export type StakeAutoCompoundAnswer = { stake: Stake };

// Operator API (`/api/Admin/staking/...`; read: any operator, changes: finance, audited).

/** One of GET /api/Admin/staking/plans, and the answer of create/update/status. */
export type AdminStakingPlan = {
  id: number;
  name: LocalizedTexts;
  description: LocalizedTexts;
  asset: StakingAsset;
  termDays: number;
  annualRatePercent: string;
  minimum: MoneyString;
  maximum: MoneyString;
  totalCap: MoneyString;
  staked: MoneyString;
  claimWindowDays: number;
  status: StakingPlanStatus;
  /** Stakes by state. */
  counts: Record<StakeState, number>;
  /** What the pool holds, what the plan owes to the end of every running term, what waits, and the shortfall. */
  poolBalance: MoneyString;
  owedToEndOfTerms: MoneyString;
  pendingIncome: MoneyString;
  shortfall: MoneyString;
  createdAt: string;
  updatedAt: string;
};

/**
 * POST /api/Admin/staking/plans/create: names ≤ 120, descriptions ≤ 4000; `termDays` 1–3650;
 * `annualRatePercent` "0.01"–"1000"; money in the asset's decimals, minimum ≤ maximum ≤ cap;
 * `claimWindowDays` 1–365. Update: `planId` and the fields to change (asset, term and rate only
 * before the plan's first stake). Status: `{ planId, status, reason }`.
 */
export type CreateStakingPlanRequest = {
  name: LocalizedTexts;
  description: LocalizedTexts;
  asset: StakingAsset;
  termDays: number;
  annualRatePercent: string;
  minimum: string;
  maximum: string;
  totalCap: string;
  claimWindowDays: number;
  status?: StakingPlanStatus;
  reason?: string;
};

/** One of GET /api/Admin/staking/stakes?page&rows&planId&memberId&state. */
export type AdminStake = Stake & { memberId: number; memberAccount: string };
