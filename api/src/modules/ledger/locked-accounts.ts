import type { ResolvedAccount } from './ledger.service.ts';
import { toBigInt, type Asset } from './money.ts';
import type { Statement } from './sql.ts';

/** An account locked for the rest of the transaction, with its balance as it was locked. */
export type LockedAccount = ResolvedAccount & { balance: bigint; allowNegative: boolean };

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/** Locks accounts in id order (on MySQL) until the transaction ends, reading what `lockedAccountsOf` needs. */
export const lockAccountsStatement = (accountIds: number[], mysql: boolean): Statement => ({
  sql: `select id, code, asset, balance, allow_negative from ledger_account where id in (${placeholders(accountIds)}) order by id${mysql ? ' for update' : ''}`,
  params: accountIds,
});

/** The accounts `lockAccountsStatement` locked, by id. */
export const lockedAccountsOf = (rows: Record<string, unknown>[]): Map<number, LockedAccount> =>
  new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        code: String(row.code),
        asset: row.asset as Asset,
        balance: toBigInt(row.balance),
        allowNegative: Boolean(Number(row.allow_negative)),
      },
    ]),
  );
