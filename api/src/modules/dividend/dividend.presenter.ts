import { formatAmount } from '../ledger/money.ts';
import type { DividendPart, DividendPreview, DividendRunView, DividendSummary } from './dividend.contract.ts';
import type { DividendRunRecord, DividendService } from './dividend.service.ts';

const inr = (amount: bigint) => formatAmount(amount, 'INR');

export const presentPart = (part: { memberId: number; weight: bigint; amount: bigint }): DividendPart => ({
  memberId: part.memberId,
  weight: inr(part.weight),
  amount: inr(part.amount),
});

export const presentRun = (run: DividendRunRecord): DividendRunView => ({
  id: run.id,
  week: run.week,
  shareBps: run.shareBps,
  reserve: inr(run.reserve),
  total: inr(run.total),
  members: run.members,
  weightTotal: inr(run.weightTotal),
  entryId: run.entryId,
  actor: run.actor,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt.toISOString(),
});

export const presentPreview = (
  preview: Awaited<ReturnType<DividendService['preview']>>,
): DividendPreview => ({
  week: preview.week,
  due: preview.due,
  shareBps: preview.shareBps,
  reserve: inr(preview.reserve),
  total: inr(preview.total),
  members: preview.members.length,
  paid: preview.paid,
  weightTotal: inr(preview.weightTotal),
  top: preview.top.map(presentPart),
});

export const presentSummary = (
  summary: Awaited<ReturnType<DividendService['summary']>>,
): DividendSummary => ({
  shareBps: summary.shareBps,
  vip5: summary.vip5,
  lastRun: summary.lastRun && { ...summary.lastRun, total: inr(summary.lastRun.total) },
  mine: summary.mine && { week: summary.mine.week, amount: inr(summary.mine.amount) },
  vip5Requires: summary.vip5Requires && {
    minHeld: inr(summary.vip5Requires.minHeld),
    minDirect: summary.vip5Requires.minDirect,
    minTeamHeld: inr(summary.vip5Requires.minTeamHeld),
  },
});
