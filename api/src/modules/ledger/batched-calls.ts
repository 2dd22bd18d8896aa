import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import { ApiError } from '../../platform/errors.ts';
import { dbErrorKind } from './db-errors.ts';
import type { IdempotencyKey } from './idempotency.ts';
import type { Statement } from './sql.ts';

/** A member's money call waiting for its batch (a fund purchase, an equity subscription). */
export type BatchedCall = {
  memberId: number;
  idempotency: IdempotencyKey;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
};

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

/** Writes of a batch the database ends (deadlock, lock wait), at most. */
const ATTEMPTS = 4;

type Options<C extends BatchedCall, L, A extends { call: C }> = {
  em: EntityManager;
  dialect: Dialect;
  /** Calls written in one transaction at most. */
  maxBatch: number;
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
  const { em, dialect, maxBatch, screen, lock, decide, record } = options;
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
    inFlight: mysql ? 2 : 1,
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
