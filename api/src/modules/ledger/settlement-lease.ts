import { setTimeout as delay } from 'node:timers/promises';
import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { BatchShortError } from './batch-poster.ts';
import { dbErrorKind } from './db-errors.ts';
import { queryRows, runStatement } from './sql.ts';

const RETRIES = 8;

/**
 * The lease of a set-based job (fund settlement, equity dividends, stake income; ADR 0013): a
 * `platform_setting` row that each batch's transaction locks `for update skip locked` on MySQL
 * (SQLite has one writer), so the batches of several processes take turns and a process that
 * finds the lease taken leaves the pass to the one holding it.
 */
export function createSettlementLease({
  dialect,
  clock,
  key,
}: {
  dialect: Dialect;
  clock: Clock;
  key: string;
}) {
  const mysql = dialect === 'mysql';
  const transactionOptions = mysql ? { isolationLevel: IsolationLevel.READ_COMMITTED } : {};
  const ignoreDuplicate = mysql
    ? 'on duplicate key update `id` = `id`'
    : 'on conflict (`setting_key`) do nothing';

  return {
    /** Creates the lease row once, outside any batch. */
    async ensure(em: EntityManager) {
      const now = clock.now();
      await runStatement(
        em.fork(),
        `insert into platform_setting (created_at, updated_at, setting_key, value) values (?, ?, ?, '{}') ${ignoreDuplicate}`,
        [now, now, key],
      );
    },

    /** Takes the lease for the caller's transaction; false when another process holds it. */
    async take(tx: EntityManager): Promise<boolean> {
      const rows = await queryRows<{ id: unknown }>(
        tx,
        `select id from platform_setting where setting_key = ?${mysql ? ' for update skip locked' : ''}`,
        [key],
      );
      return rows.length > 0;
    },

    /**
     * Runs one batch in a transaction of its own (read committed on MySQL), again after a
     * deadlock or when a pool moved under it (our check or the database's).
     */
    async inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await em.fork().transactional(work, transactionOptions);
        } catch (error) {
          const kind = dbErrorKind(error);
          const retry = error instanceof BatchShortError || kind === 'retry' || kind === 'negative';
          if (!retry || attempt >= RETRIES) throw error;
          // Another writer holds what this batch needs (on SQLite: another process on the file).
          await delay(20 * attempt);
        }
      }
    },
  };
}

export type SettlementLease = ReturnType<typeof createSettlementLease>;
