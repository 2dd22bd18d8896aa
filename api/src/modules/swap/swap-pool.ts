import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import {
  accountCode,
  memberAccount,
  platformAccount,
  sharesAccount,
  type AccountRef,
} from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runInOrder, runStatement, type Statement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import type { SwapAsset } from './swap.contract.ts';
import type { Reserves } from './swap-math.ts';
import { POOL_ID } from './swap-pool.entity.ts';

/** The pool's reserves (INR, USDT) and where its shares are minted from. */
export const POOL_ACCOUNTS = {
  INR: platformAccount('swap_pool', 'INR'),
  USDT: platformAccount('swap_pool', 'USDT'),
} as const satisfies Record<SwapAsset, AccountRef>;
export const SHARES_ACCOUNT = sharesAccount();
export const LOCKED_SHARES_ACCOUNT = platformAccount('swap_locked', 'LP');
export const PLATFORM_SHARES_ACCOUNT = platformAccount('swap_liquidity', 'LP');

/** A member's account of an asset of the pool: the balance (INR) or the USDT account. */
export const memberAccountOf = (memberId: number, asset: SwapAsset) =>
  memberAccount(memberId, asset === 'INR' ? 'balance' : 'usdt');

export const otherAsset = (asset: SwapAsset): SwapAsset => (asset === 'INR' ? 'USDT' : 'INR');

/** The pool row as read: its settings and fee growth. A pool never written yet reads as the defaults. */
export type PoolSettings = {
  feeBps: number;
  paused: boolean;
  growth: Reserves;
  seededAt: Date | null;
};

export const DEFAULT_POOL: PoolSettings = {
  feeBps: 30,
  paused: false,
  growth: { inr: 0n, usdt: 0n },
  seededAt: null,
};

/** The pool row, locked (`for update` on MySQL) when `lock`. */
export const poolRowStatement = (lock: boolean, dialect: Dialect): Statement => ({
  sql: `select fee_bps, paused, fee_growth_inr, fee_growth_usdt, seeded_at from swap_pool where id = ?${
    lock && dialect === 'mysql' ? ' for update' : ''
  }`,
  params: [POOL_ID],
});

export function poolOf(rows: Record<string, unknown>[]): PoolSettings {
  const [row] = rows;
  if (!row) return DEFAULT_POOL;
  return {
    feeBps: Number(row.fee_bps),
    paused: Boolean(Number(row.paused)),
    growth: { inr: BigInt(String(row.fee_growth_inr)), usdt: BigInt(String(row.fee_growth_usdt)) },
    seededAt: row.seeded_at == null ? null : toDate(row.seeded_at),
  };
}

/** The pool's reserves and total shares, from the ledger (locked on MySQL when `lock`). */
export type PoolBalances = { reserves: Reserves; totalShares: bigint };

const BALANCE_CODES = [
  accountCode(POOL_ACCOUNTS.INR),
  accountCode(POOL_ACCOUNTS.USDT),
  accountCode(SHARES_ACCOUNT),
];

export const poolBalancesStatement = (lock: boolean, dialect: Dialect): Statement => ({
  sql: `select code, balance from ledger_account where code in (?, ?, ?) order by id${
    lock && dialect === 'mysql' ? ' for update' : ''
  }`,
  params: BALANCE_CODES,
});

export function poolBalancesOf(rows: Record<string, unknown>[]): PoolBalances {
  const of = (code: string) => toBigInt(rows.find((row) => row.code === code)?.balance ?? 0);
  return {
    reserves: { inr: of(BALANCE_CODES[0]!), usdt: of(BALANCE_CODES[1]!) },
    // Minting takes shares from the external account: it holds minus the shares there are.
    totalShares: -of(BALANCE_CODES[2]!),
  };
}

/** The pool as it is: its row and its balances (read without locks, in one round trip on MySQL). */
export async function readPool(em: EntityManager, dialect: Dialect): Promise<PoolSettings & PoolBalances> {
  const [row, balances] = await runInOrder(em, dialect, [
    poolRowStatement(false, dialect),
    poolBalancesStatement(false, dialect),
  ]);
  return { ...poolOf(row!.rows), ...poolBalancesOf(balances!.rows) };
}

/** Locks the pool row in the caller's transaction (after the members' rows, before any account). */
export async function lockPoolRow(tx: EntityManager, dialect: Dialect): Promise<PoolSettings> {
  const row = poolRowStatement(true, dialect);
  return poolOf(await queryRows(tx, row.sql, row.params));
}

/**
 * Locks accounts in id order (on MySQL) in the caller's transaction and reads their balances, by
 * code: an account not opened yet holds nothing (the entry that first moves it opens it).
 */
export async function lockBalances(
  tx: EntityManager,
  dialect: Dialect,
  refs: AccountRef[],
): Promise<(ref: AccountRef) => bigint> {
  const codes = [...new Set(refs.map(accountCode))];
  const rows = await queryRows<{ code: string; balance: unknown }>(
    tx,
    `select code, balance from ledger_account where code in (${codes.map(() => '?').join(', ')}) order by id${
      dialect === 'mysql' ? ' for update' : ''
    }`,
    codes,
  );
  const balances = new Map(rows.map((row) => [row.code, toBigInt(row.balance)]));
  return (ref) => balances.get(accountCode(ref)) ?? 0n;
}

/** Creates the pool row with its defaults when it is not there yet (finance's first change makes it). */
export async function ensurePoolRow(tx: EntityManager, dialect: Dialect, now: Date): Promise<void> {
  const ignore =
    dialect === 'mysql' ? 'on duplicate key update `id` = `id`' : 'on conflict (`id`) do nothing';
  await runStatement(
    tx,
    `insert into swap_pool (id, created_at, updated_at, fee_bps, paused, fee_growth_inr, fee_growth_usdt, seeded_at)
     values (?, ?, ?, ?, ?, '0', '0', null) ${ignore}`,
    [POOL_ID, now, now, DEFAULT_POOL.feeBps, false],
  );
}

/** The start of the UTC hour `at` falls in: the key of its `swap_hour` row. */
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * Adds to the hour's row (creating it): its price after the change and what was swapped in. Runs
 * under the pool row's lock, so no two writers meet on one hour.
 */
export function hourStatement(
  dialect: Dialect,
  now: Date,
  change: { priceMicro: bigint; volumeInr: bigint; volumeUsdt: bigint; swaps: number },
): Statement {
  const upsert =
    dialect === 'mysql'
      ? `on duplicate key update updated_at = values(updated_at), price_micro = values(price_micro),
         volume_inr = volume_inr + values(volume_inr), volume_usdt = volume_usdt + values(volume_usdt),
         swaps = swaps + values(swaps)`
      : `on conflict (hour_start) do update set updated_at = excluded.updated_at, price_micro = excluded.price_micro,
         volume_inr = volume_inr + excluded.volume_inr, volume_usdt = volume_usdt + excluded.volume_usdt,
         swaps = swaps + excluded.swaps`;
  return {
    sql: `insert into swap_hour (created_at, updated_at, hour_start, price_micro, volume_inr, volume_usdt, swaps)
          values (?, ?, ?, ?, ?, ?, ?) ${upsert}`,
    params: [now, now, hourStart(now), change.priceMicro, change.volumeInr, change.volumeUsdt, change.swaps],
  };
}
