import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import { ApiError } from '../../platform/errors.ts';
import { dbErrorKind } from './db-errors.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import type { IdempotencyKey } from './idempotency.ts';
import { toBigInt } from './money.ts';
import { runInOrder, type Statement, type StatementResult } from './sql.ts';
import { summaryOf, type WalletSummary } from './wallet.service.ts';

/** A member's money call waiting for its batch (a fund purchase, an equity subscription). */
export type BatchedCall = {
  memberId: number;
  idempotency: IdempotencyKey;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
};

/** A call that spends: its payment password, checked last in screening. */
export type PaidCall = BatchedCall & { paymentPassword: string; meta: RequestMeta };

/** What one call of a batch came to. */
export type Outcome = { ok: true; answer: unknown } | { ok: false; error: unknown };

/** The keys' stored records of a batch, by member and key. */
export type StoredKeys = Map<string, { fingerprint: string; answer: string | null }>;

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');
const memberKey = (memberId: number, key: string) => `${memberId}\u0000${key}`;

/** The stored records of the calls' keys (one statement for all). */
export function storedKeysStatement(batch: BatchedCall[]): Statement {
  const memberIds = [...new Set(batch.map((call) => call.memberId))];
  const keys = [...new Set(batch.map((call) => call.idempotency.key))];
  return {
    sql: `select member_id, idem_key, fingerprint, answer from idempotency_record
          where member_id in (${placeholders(memberIds)}) and idem_key in (${placeholders(keys)})`,
    params: [...memberIds, ...keys],
  };
}

export const storedKeysOf = (rows: Record<string, unknown>[]): StoredKeys =>
  new Map(
    rows.map((row) => [
      memberKey(Number(row.member_id), String(row.idem_key)),
      { fingerprint: String(row.fingerprint), answer: row.answer == null ? null : String(row.answer) },
    ]),
  );

/** The stored first answer for the call's key, or the refusal of a key used for another call. */
export function replayed(call: BatchedCall, stored: StoredKeys): { answer: unknown } | undefined {
  const first = stored.get(memberKey(call.memberId, call.idempotency.key));
  if (!first || first.answer == null) return undefined;
  if (first.fingerprint !== call.idempotency.fingerprint)
    throw new ApiError(409, 'wallet.idempotencyKeyReused');
  return { answer: JSON.parse(first.answer) as unknown };
}

/**
 * The keys' records with their answers, for the end of a batch: unique per member and key, so a call
 * with the same key that committed meanwhile (another route's) fails the batch, which then answers
 * that call's answer.
 */
export function keyRecordsStatement(now: Date, written: { call: BatchedCall; answer: unknown }[]): Statement {
  return {
    sql:
      'insert into idempotency_record (created_at, updated_at, member_id, idem_key, fingerprint, answer) values ' +
      written.map(() => '(?, ?, ?, ?, ?, ?)').join(', '),
    params: written.flatMap(({ call, answer }) => [
      now,
      now,
      call.memberId,
      call.idempotency.key,
      call.idempotency.fingerprint,
      JSON.stringify(answer),
    ]),
  };
}

/**
 * Screens a batch without locks: reads the members' payment-password hashes and the keys' stored
 * records (and the product's `statements`, in the same round trip), answers a key's stored answer,
 * runs the product's `check` on each call, then its payment password last, so bad input never
 * costs a try. Settles the calls it refuses; answers the ones left to write.
 */
export async function screenCalls<C extends PaidCall>(
  deps: { em: EntityManager; dialect: Dialect; paymentPasswords: PaymentPasswordService },
  batch: C[],
  statements: Statement[],
  check: (call: C, read: StatementResult[]) => Promise<void>,
): Promise<C[]> {
  const memberIds = [...new Set(batch.map((call) => call.memberId))];
  const [members, stored, ...read] = await runInOrder(deps.em.fork(), deps.dialect, [
    {
      sql: `select id, payment_password_hash from member where id in (${placeholders(memberIds)})`,
      params: memberIds,
    },
    storedKeysStatement(batch),
    ...statements,
  ]);
  const hashes = new Map(members!.rows.map((row) => [Number(row.id), row.payment_password_hash]));
  const storedKeys = storedKeysOf(stored!.rows);
  const screened = await Promise.all(
    batch.map(async (call): Promise<C | undefined> => {
      try {
        const replay = replayed(call, storedKeys);
        if (replay) return void call.resolve(replay.answer);
        await check(call, read);
        const hash = hashes.get(call.memberId);
        await deps.paymentPasswords.checkPaymentPassword(
          call.memberId,
          hash == null ? null : String(hash),
          call.paymentPassword,
          call.meta,
        );
        return call;
      } catch (error) {
        call.reject(error);
        return undefined;
      }
    }),
  );
  return screened.filter((call) => call !== undefined);
}

/** Locks the batch's members in id order: one member's calls run one after another. */
export const lockMembersStatement = (memberIds: number[], mysql: boolean): Statement => ({
  sql: `select id from member where id in (${placeholders(memberIds)}) order by id${mysql ? ' for update' : ''}`,
  params: memberIds,
});

/**
 * Locks the accounts the batch's entries move, in id order, reading their balances (`balancesOf`)
 * and what `ledger.postMany()` needs to skip locking them again (`lockedAccountsOf`).
 */
export { lockAccountsStatement, lockedAccountsOf } from './locked-accounts.ts';

export const balancesOf = (rows: Record<string, unknown>[]) =>
  new Map(rows.map((row) => [Number(row.id), toBigInt(row.balance)]));

/** Every account of the members, for the wallet summaries the answers carry (`walletsOf`). */
export const walletsStatement = (memberIds: number[]): Statement => ({
  sql: `select member_id, kind, asset, balance from ledger_account where member_id in (${placeholders(memberIds)})`,
  params: memberIds,
});

export const walletsOf = (rows: Record<string, unknown>[], memberIds: number[]): Map<number, WalletSummary> =>
  new Map(memberIds.map((id) => [id, summaryOf(rows.filter((row) => Number(row.member_id) === id))]));

/** Writes of a batch the database ends (deadlock, lock wait), at most. */
const ATTEMPTS = 4;

type Options<C extends BatchedCall, L, A extends { call: C }> = {
  em: EntityManager;
  dialect: Dialect;
  /** Calls written in one transaction at most. */
  maxBatch: number;
  /**
   * Batches at once on MySQL (2 by default: one locks while the next screens). Where every batch
   * waits for one hot row (the swap pool), a third keeps the row busy: one writes, one waits for
   * the row, one screens.
   */
  inFlight?: number;
  /** Checks made before any lock (a stored answer, the product's rules, the payment password last); settles what it decides. */
  screen: (batch: C[]) => Promise<C[]>;
  /** Locks, in a fixed order, what the batch moves, and reads what it guards (`storedKeysStatement` among it). */
  lock: (tx: EntityManager, batch: C[]) => Promise<L>;
  /** Each call in order against what was locked: the accepted ones, the others' outcomes in `outcomes`. */
  decide: (batch: C[], locked: L, outcomes: Map<C, Outcome>) => A[];
  /** Writes the accepted calls (`keyRecordsStatement` last) and answers each one's answer, in order. */
  record: (tx: EntityManager, accepted: A[], locked: L) => Promise<unknown[]>;
};

/**
 * Group commit of members' money calls (ADR 0018): calls that arrive while a batch is written form
 * the next one. A batch is screened without locks, then locked, decided and recorded in one READ
 * COMMITTED transaction; each call is told its own answer or refusal once that has committed. Two
 * calls with the same key never share a batch; a batch the database ends is written again, one
 * that fails otherwise one call per transaction, so a fault fails only its own call.
 */
export function createBatchedCalls<C extends BatchedCall, L, A extends { call: C }>(
  options: Options<C, L, A>,
) {
  const { em, dialect, maxBatch, inFlight = 2, screen, lock, decide, record } = options;
  const mysql = dialect === 'mysql';
  const transactionOptions = mysql ? { isolationLevel: IsolationLevel.READ_COMMITTED } : {};

  async function write(batch: C[]) {
    const outcomes = await em.fork().transactional(async (tx) => {
      const locked = await lock(tx, batch);
      const decided = new Map<C, Outcome>();
      const accepted = decide(batch, locked, decided);
      if (accepted.length) {
        const answers = await record(tx, accepted, locked);
        accepted.forEach(({ call }, i) => decided.set(call, { ok: true, answer: answers[i] }));
      }
      return decided;
    }, transactionOptions);
    for (const [call, outcome] of outcomes)
      if (outcome.ok) call.resolve(outcome.answer);
      else call.reject(outcome.error);
  }

  const queue = createBatchQueue<C>({
    maxBatch,
    // One batch locks while the next screens; SQLite has one writer, so one at a time there.
    inFlight: mysql ? inFlight : 1,
    keyOf: (call) => memberKey(call.memberId, call.idempotency.key),
    prepare: screen,
    write,
    // A deadlock, a lock wait, or a key recorded meanwhile by another call: the next attempt sees it.
    retryable: (error) => dbErrorKind(error) !== undefined,
    attempts: ATTEMPTS,
    fail: (call, error) => call.reject(error),
  });

  return {
    /** Queues a call with the others arriving meanwhile; it is settled with its own answer. */
    push: (call: C) => queue.push(call),
  };
}
