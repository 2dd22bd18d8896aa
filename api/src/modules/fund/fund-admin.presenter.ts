import type { Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type { AdminFund, FundShortfall, TrialGrant } from './fund.contract.ts';
import type { FundOverview } from './fund-overview.ts';
import { formatBps, formatNav, memberRateBps } from './fund-split.ts';
import type { TrialQuotaView } from './trial-quota.service.ts';

const inr = (amount: bigint) => formatAmount(amount, 'INR');

export const presentAdminFund = (fund: FundOverview): AdminFund => ({
  id: fund.id,
  name: { ...fund.name },
  description: { ...fund.description },
  cycleDays: fund.cycleDays,
  monthlyRatePercent: formatBps(fund.monthlyRateBps),
  memberMonthlyRatePercent: formatBps(memberRateBps(fund.monthlyRateBps)),
  minimum: inr(fund.minimum),
  maximumPerMember: inr(fund.maximumPerMember),
  totalSize: inr(fund.totalSize),
  sold: inr(fund.sold),
  status: fund.status,
  termsEditable: fund.ordersTotal === 0,
  ordersInProgress: fund.ordersInProgress,
  ordersTotal: fund.ordersTotal,
  poolBalance: inr(fund.poolBalance),
  pendingPayouts: fund.pendingPayouts,
  pendingIncome: inr(fund.pendingIncome),
  shortfall: inr(fund.shortfall),
  latestNav: fund.latestNav ? formatNav(fund.latestNav.value) : null,
  latestNavDate: fund.latestNav?.date ?? null,
  createdAt: fund.createdAt.toISOString(),
  updatedAt: fund.updatedAt.toISOString(),
});

export const presentShortfall = (fund: FundOverview, lang: Lang): FundShortfall => ({
  fundId: fund.id,
  name: fund.name[lang],
  pendingPayouts: fund.pendingPayouts,
  pendingIncome: inr(fund.pendingIncome),
  poolBalance: inr(fund.poolBalance),
  shortfall: inr(fund.shortfall),
});

export const presentTrialGrant = (quota: TrialQuotaView & { memberId: number }): TrialGrant => ({
  id: quota.id,
  memberId: quota.memberId,
  amount: inr(quota.amount),
  fundId: quota.fundId,
  expiresAt: quota.expiresAt?.toISOString() ?? null,
});
