import type { EntityManager } from '@mikro-orm/core';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import type { EntryType } from './entry-types.ts';
import { memberAccount } from './ledger-accounts.ts';
import type { LedgerService } from './ledger.service.ts';
import { queryRows } from './sql.ts';
import { toBigInt, type Asset, type MoneyAsset } from './money.ts';

/** A member's holdings in minor units. */
export type WalletSummary = {
  balance: bigint;
  usdt: bigint;
  piggyBank: bigint;
  locked: bigint;
  equity: bigint;
  stakedInr: bigint;
  stakedUsdt: bigint;
};

export type WalletLine = {
  id: number;
  type: EntryType;
  /** Lines of the balance and USDT accounts: money. */
  asset: MoneyAsset;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
};

/** A database time as drivers return it: a Date, epoch milliseconds (SQLite) or UTC text (MySQL). */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return new Date(`${String(value).replace(' ', 'T')}Z`);
}

type Deps = {
  ledger: LedgerService;
  /** The published rate (INR per USDT × 10⁶), null before one is published: the conversion module's. */
  usdtRate: (em: EntityManager) => Promise<bigint | null>;
};

/** The read of a member's wallet summary, for a caller that sends it with other statements. */
export const summaryStatement = (memberId: number) => ({
  sql: 'select kind, asset, balance from ledger_account where member_id = ?',
  params: [memberId] as unknown[],
});

/** The wallet summary from the rows of `summaryStatement()`. */
export function summaryOf(rows: Record<string, unknown>[]): WalletSummary {
  const of = (kind: string, asset: Asset) =>
    toBigInt(rows.find((row) => row.kind === kind && row.asset === asset)?.balance ?? 0);
  return {
    balance: of('balance', 'INR'),
    usdt: of('usdt', 'USDT'),
    piggyBank: of('piggy_bank', 'INR'),
    locked: of('locked', 'INR'),
    equity: of('equity', 'INR'),
    stakedInr: of('staking', 'INR'),
    stakedUsdt: of('staking', 'USDT'),
  };
}

/** The member's wallet: holdings, balance details, and moves between balance and piggy bank. */
export function createWalletService({ ledger, usdtRate }: Deps) {
  const run = <T>(em: EntityManager, sql: string, params: unknown[]) => queryRows<T>(em, sql, params);

  return {
    usdtRate,

    async summary(em: EntityManager, actor: MemberActor): Promise<WalletSummary> {
      const statement = summaryStatement(actor.id);
      return summaryOf(await run(em, statement.sql, statement.params));
    },

    /** Lines on the member's balance and USDT accounts, newest first. */
    async entries(
      em: EntityManager,
      actor: MemberActor,
      query: { page: number; rows: number; type?: EntryType | undefined },
    ): Promise<{ list: WalletLine[]; total: number }> {
      const accounts = await run<{ id: unknown }>(
        em,
        "select id from ledger_account where member_id = ? and kind in ('balance', 'usdt')",
        [actor.id],
      );
      if (!accounts.length) return { list: [], total: 0 };
      const ids = accounts.map((a) => Number(a.id));
      const where = `l.account_id in (${ids.map(() => '?').join(', ')})${query.type ? ' and e.type = ?' : ''}`;
      const params: unknown[] = query.type ? [...ids, query.type] : ids;
      const [count] = await run<{ total: unknown }>(
        em,
        `select count(*) as total from journal_line l join journal_entry e on e.id = l.entry_id where ${where}`,
        params,
      );
      const rows = await run<Record<string, unknown>>(
        em,
        `select l.id, e.type, l.asset, l.amount, l.balance_after, l.created_at from journal_line l
         join journal_entry e on e.id = l.entry_id where ${where} order by l.id desc limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      return {
        total: Number(count?.total ?? 0),
        list: rows.map((row) => ({
          id: Number(row.id),
          type: row.type as EntryType,
          asset: row.asset as MoneyAsset,
          amount: toBigInt(row.amount),
          balanceAfter: toBigInt(row.balance_after),
          createdAt: toDate(row.created_at),
        })),
      };
    },

    /** Balance → piggy bank, in the caller's transaction. */
    piggyIn: (tx: EntityManager, actor: MemberActor, amount: bigint) =>
      ledger.post(tx, {
        type: 'piggy_in',
        actor: actorLabel(actor),
        lines: [
          { account: memberAccount(actor.id, 'balance'), amount: -amount },
          { account: memberAccount(actor.id, 'piggy_bank'), amount },
        ],
      }),

    /** Piggy bank → balance, in the caller's transaction. */
    piggyOut: (tx: EntityManager, actor: MemberActor, amount: bigint) =>
      ledger.post(tx, {
        type: 'piggy_out',
        actor: actorLabel(actor),
        lines: [
          { account: memberAccount(actor.id, 'piggy_bank'), amount: -amount },
          { account: memberAccount(actor.id, 'balance'), amount },
        ],
      }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
