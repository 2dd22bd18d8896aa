import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { queryRows } from './sql.ts';
import { formatAmount, isAsset, toBigInt, type Asset } from './money.ts';

export type BalanceDifference = { account: string; asset: Asset; stored: bigint; recomputed: bigint };
export type AuditReport = {
  accounts: number;
  entries: number;
  lines: number;
  /** Stored balance ≠ sum of the account's lines, or ≠ the balance after its last line. */
  differences: (BalanceDifference & { reason: 'sum' | 'last_line' })[];
  /** Entries whose lines do not sum to zero in an asset, or that have fewer than two lines. */
  unbalanced: { entryId: number; asset: Asset | null; sum: bigint }[];
  /** Accounts below zero that may not be. */
  negative: { account: string; asset: Asset; balance: bigint }[];
  /** Σ of all stored balances per asset (zero when the ledger is whole). */
  totals: Partial<Record<Asset, bigint>>;
  ok: boolean;
};

type Row = Record<string, unknown>;

const assetOf = (value: unknown): Asset => {
  if (!isAsset(value)) throw new Error(`unknown asset ${String(value)}`);
  return value;
};

/**
 * Recomputes every balance from the journal and checks the ledger's rules: each entry sums to
 * zero per asset, each stored balance equals its lines, no account that may not go negative is.
 */
export async function auditLedger(em: EntityManager): Promise<AuditReport> {
  const run = (sql: string) => queryRows<Row>(em, sql, []);
  const accounts = await run(
    `select a.id, a.code, a.asset, a.balance, a.allow_negative, coalesce(s.total, 0) as recomputed,
       (select l.balance_after from journal_line l where l.account_id = a.id order by l.id desc limit 1) as last_after
     from ledger_account a
     left join (select account_id, sum(amount) as total, count(*) as line_total from journal_line group by account_id) s
       on s.account_id = a.id
     order by a.id`,
  );
  const report: AuditReport = {
    accounts: accounts.length,
    entries: 0,
    lines: 0,
    differences: [],
    unbalanced: [],
    negative: [],
    totals: {},
    ok: true,
  };
  for (const row of accounts) {
    const asset = assetOf(row.asset);
    const account = String(row.code);
    const stored = toBigInt(row.balance);
    const recomputed = toBigInt(row.recomputed);
    report.totals[asset] = (report.totals[asset] ?? 0n) + stored;
    if (stored !== recomputed) report.differences.push({ account, asset, stored, recomputed, reason: 'sum' });
    else if (row.last_after != null && toBigInt(row.last_after) !== stored)
      report.differences.push({
        account,
        asset,
        stored,
        recomputed: toBigInt(row.last_after),
        reason: 'last_line',
      });
    if (!Number(row.allow_negative) && (stored < 0n || recomputed < 0n))
      report.negative.push({ account, asset, balance: stored < 0n ? stored : recomputed });
  }
  const unbalanced = await run(
    `select entry_id, asset, sum(amount) as total from journal_line group by entry_id, asset having sum(amount) <> 0 order by entry_id`,
  );
  for (const row of unbalanced)
    report.unbalanced.push({
      entryId: Number(row.entry_id),
      asset: assetOf(row.asset),
      sum: toBigInt(row.total),
    });
  const thin = await run(
    `select e.id, count(l.id) as line_total from journal_entry e left join journal_line l on l.entry_id = e.id group by e.id having count(l.id) < 2`,
  );
  for (const row of thin) report.unbalanced.push({ entryId: Number(row.id), asset: null, sum: 0n });
  const [counts] = await run(
    `select (select count(*) from journal_entry) as entries, (select count(*) from journal_line) as line_count`,
  );
  report.entries = Number(counts?.entries ?? 0);
  report.lines = Number(counts?.line_count ?? 0);
  const totalsOff = Object.values(report.totals).some((total) => total !== 0n);
  report.ok =
    !report.differences.length && !report.unbalanced.length && !report.negative.length && !totalsOff;
  return report;
}

/** The report as lines of text: every problem, or one summary line when the ledger is clean. */
export function describeAudit(report: AuditReport): string[] {
  const totals = Object.entries(report.totals)
    .map(([asset, total]) => `${asset} ${formatAmount(total, asset as Asset)}`)
    .join(', ');
  if (report.ok)
    return [
      `ledger clean: ${report.accounts} accounts, ${report.entries} entries, ${report.lines} lines, every entry balances, Σ per asset: ${totals || 'none'}`,
    ];
  const out: string[] = [];
  for (const d of report.differences)
    out.push(
      `difference: account ${d.account} stored ${formatAmount(d.stored, d.asset)} recomputed ${formatAmount(d.recomputed, d.asset)}${d.reason === 'last_line' ? ' (balance after its last line)' : ''}`,
    );
  for (const u of report.unbalanced)
    out.push(
      u.asset
        ? `unbalanced: entry ${u.entryId} sums to ${formatAmount(u.sum, u.asset)} ${u.asset}`
        : `unbalanced: entry ${u.entryId} has fewer than two lines`,
    );
  for (const n of report.negative)
    out.push(`negative: account ${n.account} holds ${formatAmount(n.balance, n.asset)} ${n.asset}`);
  for (const [asset, total] of Object.entries(report.totals))
    if (total !== 0n)
      out.push(`total: all ${asset} accounts sum to ${formatAmount(total, asset as Asset)}, not 0`);
  out.push(
    `ledger NOT clean: ${out.length} problem(s) in ${report.accounts} accounts, ${report.entries} entries`,
  );
  return out;
}

/**
 * Runs the audit for an operator and records it in `operator_action`, in one transaction: on
 * MySQL its reads see one snapshot of the ledger, as of when it started.
 */
export async function auditLedgerFor(
  em: EntityManager,
  clock: Clock,
  by: ActedBy,
): Promise<{ report: AuditReport; checkedAt: Date }> {
  return em.transactional(async (tx) => {
    const checkedAt = clock.now();
    const report = await auditLedger(tx);
    await recordOperatorAction(tx, clock, {
      ...by,
      action: 'ledger_audit',
      detail: {
        ok: report.ok,
        accounts: report.accounts,
        entries: report.entries,
        lines: report.lines,
        problems: report.differences.length + report.unbalanced.length + report.negative.length,
      },
    });
    return { report, checkedAt };
  });
}
