import type { JournalLine, LedgerAuditFinding, LedgerAuditResult } from './ledger.contract.ts';
import type { JournalLineView } from './journal.ts';
import { describeAudit, type AuditReport } from './ledger-audit.ts';
import { formatAmount, type Asset } from './money.ts';

export const presentJournalLine = (line: JournalLineView): JournalLine => ({
  lineId: line.lineId,
  entryId: line.entryId,
  createdAt: line.createdAt.toISOString(),
  type: line.type,
  memo: line.memo,
  actor: line.actor,
  account: line.account,
  asset: line.asset,
  amount: formatAmount(line.amount, line.asset),
  balanceAfter: formatAmount(line.balanceAfter, line.asset),
});

export function presentLedgerAudit(report: AuditReport, checkedAt: Date): LedgerAuditResult {
  const findings: LedgerAuditFinding[] = [
    ...report.differences.map((d): LedgerAuditFinding => ({
      kind: 'difference',
      account: d.account,
      asset: d.asset,
      stored: formatAmount(d.stored, d.asset),
      recomputed: formatAmount(d.recomputed, d.asset),
      against: d.reason,
    })),
    ...report.unbalanced.map((u): LedgerAuditFinding => ({
      kind: 'unbalanced',
      entryId: u.entryId,
      asset: u.asset,
      sum: u.asset ? formatAmount(u.sum, u.asset) : null,
    })),
    ...report.negative.map((n): LedgerAuditFinding => ({
      kind: 'negative',
      account: n.account,
      asset: n.asset,
      balance: formatAmount(n.balance, n.asset),
    })),
  ];
  const totals = (Object.entries(report.totals) as [Asset, bigint][]).map(([asset, total]) => ({
    asset,
    total: formatAmount(total, asset),
  }));
  for (const [asset, total] of Object.entries(report.totals) as [Asset, bigint][])
    if (total !== 0n) findings.push({ kind: 'total', asset, total: formatAmount(total, asset) });
  return {
    ok: report.ok,
    checkedAt: checkedAt.toISOString(),
    accounts: report.accounts,
    entries: report.entries,
    lines: report.lines,
    totals,
    findings,
    summary: describeAudit(report),
  };
}
