import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { keyedHash } from '../../platform/crypto.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { dbErrorKind } from './db-errors.ts';
import { queryRows, runStatement } from './sql.ts';

const KEY = /^[\x21-\x7e]{1,128}$/;
const MAX_ATTEMPTS = 8;

/** The same value with object keys sorted, so equal bodies hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/**
 * What a key was first used for: method, path and body, as HMAC-SHA256 with the server secret.
 * Keyed, because bodies carry payment passwords: six digits that a plain hash in the database
 * would give away to anyone who tried the million of them.
 */
export const requestFingerprint = (secret: string, method: string, path: string, body: unknown) =>
  keyedHash(secret, 'idempotency', JSON.stringify([method.toUpperCase(), path, canonical(body ?? {})]));

/** A request's `Idempotency-Key` (required, printable ASCII) and the fingerprint of what it asks. */
export type IdempotencyKey = { key: string; fingerprint: string };

/** Reads and checks the request's `Idempotency-Key`: a localized 400 when it is missing or malformed. */
function idempotencyKeyOf(ctx: AppContext, secret: string): IdempotencyKey {
  const key = ctx.get('Idempotency-Key').trim();
  if (!key) throw new ApiError(400, 'wallet.idempotencyKeyRequired');
  if (!KEY.test(key)) throw new ApiError(400, 'wallet.idempotencyKeyInvalid');
  return { key, fingerprint: requestFingerprint(secret, ctx.method, ctx.path, ctx.request.body) };
}

type Deps = { em: EntityManager; clock: Clock; appSecret: string };

/**
 * Whose keys a request uses: the operator's on operator routes (`operatorAuth()`), else the
 * member's (`auth()`). The two never share keys: each has its own column and unique index.
 */
function callerOf(ctx: AppContext): { column: 'member_id' | 'operator_id'; id: number } {
  if (ctx.state.operator) return { column: 'operator_id', id: ctx.state.operator.id };
  if (ctx.state.member) return { column: 'member_id', id: ctx.state.member.id };
  throw new Error('idempotent() runs after auth() or operatorAuth()');
}

/**
 * Runs a money-moving call at most once per (caller, `Idempotency-Key`), the caller being a
 * member or an operator. The key's record is inserted first in the same transaction as the move
 * (unique on caller and key), so a concurrent duplicate waits for it and then answers the stored
 * first answer; the same key with another body is a 409. A call that fails stores nothing: it
 * may be retried with its key.
 */
export function createIdempotency({ em, clock, appSecret }: Deps) {
  async function stored(caller: ReturnType<typeof callerOf>, key: string) {
    const rows = await queryRows<{ fingerprint: string; answer: string | null }>(
      em,
      `select fingerprint, answer from idempotency_record where ${caller.column} = ? and idem_key = ?`,
      [caller.id, key],
    );
    return rows[0];
  }

  /** The key's record, without an answer yet: unique per caller and key. */
  function insertRecord(
    tx: EntityManager,
    caller: ReturnType<typeof callerOf>,
    key: string,
    fingerprint: string,
  ) {
    const now = clock.now();
    return runStatement(
      tx,
      `insert into idempotency_record (created_at, updated_at, ${caller.column}, idem_key, fingerprint, answer) values (?, ?, ?, ?, ?, null)`,
      [now, now, caller.id, key, fingerprint],
    );
  }

  /**
   * The answer of a call with this key and body, waiting first for one still in flight: inserting
   * the key's record waits on the unique index until that call's transaction ends, and is then
   * rolled back whatever happened.
   */
  async function firstAnswer(caller: ReturnType<typeof callerOf>, key: string, fingerprint: string) {
    const waited = new Error('waited for the call in flight');
    try {
      await em.fork().transactional(async (tx) => {
        await insertRecord(tx, caller, key, fingerprint);
        throw waited;
      });
    } catch (error) {
      if (error !== waited && !dbErrorKind(error)) throw error;
    }
    const first = await stored(caller, key);
    return first?.answer != null && first.fingerprint === fingerprint ? first.answer : undefined;
  }

  async function idempotent<T>(
    ctx: AppContext,
    work: (tx: EntityManager) => Promise<T>,
    /** Checks made once, outside the transaction, unless the key already has an answer (secrets, codes). */
    precheck?: () => Promise<void>,
  ): Promise<void> {
    let checked = false;
    const caller = callerOf(ctx);
    const { key, fingerprint } = idempotencyKeyOf(ctx, appSecret);

    for (let attempt = 1; ; attempt++) {
      const first = await stored(caller, key);
      if (first) {
        if (first.fingerprint !== fingerprint) throw new ApiError(409, 'wallet.idempotencyKeyReused');
        if (first.answer != null) return sendOk(ctx, JSON.parse(first.answer) as unknown);
      }
      if (precheck && !checked) {
        try {
          await precheck();
        } catch (error) {
          // A duplicate sent while the first call runs or commits fails the checks the first one
          // passed (its quote or one-time code is used now): it answers the first answer like any
          // later duplicate.
          const answer = await firstAnswer(caller, key, fingerprint);
          if (answer != null) return sendOk(ctx, JSON.parse(answer) as unknown);
          throw error;
        }
        checked = true;
      }
      try {
        const data = await em.fork().transactional(async (tx) => {
          const inserted = await insertRecord(tx, caller, key, fingerprint);
          const answer = await work(tx);
          await runStatement(tx, 'update idempotency_record set answer = ? where id = ?', [
            JSON.stringify(answer),
            inserted.insertId,
          ]);
          return answer;
        });
        return sendOk(ctx, data);
      } catch (error) {
        const kind = dbErrorKind(error);
        if (!kind) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new ApiError(503, 'wallet.busy');
        // A duplicate: the first call committed, read its answer. A deadlock: nothing was kept, run again.
      }
    }
  }

  /** The request's key and fingerprint, for a call that keeps its records itself (fund purchases). */
  const keyOf = (ctx: AppContext) => idempotencyKeyOf(ctx, appSecret);

  return Object.assign(idempotent, { keyOf });
}

export type Idempotent = ReturnType<typeof createIdempotency>;
