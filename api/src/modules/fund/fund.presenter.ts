import type {
  FundDetail,
  FundHoldings,
  FundOrder,
  FundOrderDetail,
  FundSummary,
  IncomeEstimate,
  TrialQuota,
} from './fund.contract.ts';
import type { Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type { FundOrderService, OrderView, ScheduleItem } from './fund-order.service.ts';
import type { TrialQuotaView } from './trial-quota.service.ts';
import {
  DAY_MS,
  FEE_PERCENT,
  formatBps,
  formatNav,
  MEMBER_PERCENT,
  memberRateBps,
  DIVIDEND_PERCENT,
} from './fund-split.ts';
import { progressBps, type Estimate, type FundView } from './fund.service.ts';

const inr = (amount: bigint) => formatAmount(amount, 'INR');

/** The order number a member sees: `FD` + purchase day (UTC) + the id, 8 digits. */
export const orderNumber = (order: Pick<OrderView, 'id' | 'purchasedAt'>) =>
  `FD${order.purchasedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(order.id).padStart(8, '0')}`;

export const presentFundSummary = (fund: FundView, lang: Lang, dayIncreaseRate: string): FundSummary => ({
  id: fund.id,
  name: fund.name[lang],
  description: fund.description[lang],
  cycleDays: fund.cycleDays,
  monthlyRatePercent: formatBps(fund.monthlyRateBps),
  memberMonthlyRatePercent: formatBps(memberRateBps(fund.monthlyRateBps)),
  minimum: inr(fund.minimum),
  maximumPerMember: inr(fund.maximumPerMember),
  totalSize: inr(fund.totalSize),
  sold: inr(fund.sold),
  progressPercent: formatBps(progressBps(fund)),
  status: fund.status,
  dayIncreaseRate,
});

export const presentTrialQuota = (quota: TrialQuotaView): TrialQuota => ({
  id: quota.id,
  amount: inr(quota.amount),
  fundId: quota.fundId,
  expiresAt: quota.expiresAt?.toISOString() ?? null,
});

export const presentFundDetail = (
  fund: FundView,
  lang: Lang,
  market: { rate: string; nav: bigint | undefined },
  member: { principal: bigint; quotas: TrialQuotaView[] },
): FundDetail => ({
  ...presentFundSummary(fund, lang, market.rate),
  nav: market.nav === undefined ? null : formatNav(market.nav),
  fees: {
    managementFeePercent: String(FEE_PERCENT) as '5',
    platformDividendPercent: String(DIVIDEND_PERCENT) as '50',
    memberPercent: String(MEMBER_PERCENT) as '45',
  },
  myPrincipal: inr(member.principal),
  trialQuotas: member.quotas.map(presentTrialQuota),
});

export const presentEstimate = (estimate: Estimate): IncomeEstimate => ({
  grossDaily: inr(estimate.gross),
  memberDaily: inr(estimate.member),
  managementFeeDaily: inr(estimate.fee),
  platformDividendDaily: inr(estimate.dividend),
  memberTotal: inr(estimate.memberTotal),
  payouts: estimate.payouts,
  firstIncomeAt: estimate.firstIncomeAt.toISOString(),
  maturityAt: estimate.maturityAt.toISOString(),
});

export const presentFundOrder = (order: OrderView, fundName: string): FundOrder => ({
  id: order.id,
  orderNo: orderNumber(order),
  fundId: order.fundId,
  fundName,
  amount: inr(order.amount),
  isTrial: order.isTrial,
  cycleDays: order.cycleDays,
  monthlyRatePercent: formatBps(order.monthlyRateBps),
  memberMonthlyRatePercent: formatBps(memberRateBps(order.monthlyRateBps)),
  expectedIncome: inr(order.memberDaily * BigInt(order.cycleDays)),
  purchasedAt: order.purchasedAt.toISOString(),
  state: order.state,
  todayIncome: inr(order.todayIncome),
  cumulativeIncome: inr(order.cumulativeIncome),
  pendingIncome: inr(order.pendingIncome),
  paidPeriods: order.paidPeriods,
  nextIncomeAt: order.state === 'in_progress' && order.nextDueAt ? order.nextDueAt.toISOString() : null,
});

export const presentOrderDetail = (
  order: OrderView,
  fundName: string,
  schedule: ScheduleItem[],
): FundOrderDetail => ({
  ...presentFundOrder(order, fundName),
  schedule: schedule.map((item) => ({
    period: item.period,
    dueAt: item.dueAt.toISOString(),
    amount: inr(item.amount),
    state: item.state,
    paidAt: item.paidAt?.toISOString() ?? null,
  })),
  maturityAt: new Date(order.purchasedAt.getTime() + order.cycleDays * DAY_MS).toISOString(),
});

/** The member's funds with principal in progress (`pages/property/fund`). */
export const presentHoldings = (
  holdings: Awaited<ReturnType<FundOrderService['holdings']>>,
  lang: Lang,
): FundHoldings => ({
  totalPrincipal: inr(holdings.totalPrincipal),
  totalIncome: inr(holdings.totalIncome),
  todayIncome: inr(holdings.todayIncome),
  list: holdings.list.map((item) => ({
    fundId: item.fund.id,
    fundName: item.fund.name[lang],
    principal: inr(item.principal),
    cumulativeIncome: inr(item.cumulativeIncome),
    orders: item.orders,
  })),
});
