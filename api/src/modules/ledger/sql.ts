import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';

type Connection = {
  execute(sql: string, params: readonly unknown[], method: 'all' | 'run', ctx?: unknown): Promise<unknown>;
};

const connectionOf = (em: EntityManager) => em.getConnection() as unknown as Connection;

/** Rows of a raw statement, inside `em`'s transaction when it has one. */
export const queryRows = <T>(em: EntityManager, sql: string, params: readonly unknown[] = []) =>
  connectionOf(em).execute(sql, params, 'all', em.getTransactionContext()) as Promise<T[]>;

/** Runs a raw write inside `em`'s transaction when it has one. */
export const runStatement = (em: EntityManager, sql: string, params: readonly unknown[] = []) =>
  connectionOf(em).execute(sql, params, 'run', em.getTransactionContext()) as Promise<{
    affectedRows: number;
    insertId: number;
  }>;

/** A statement sent together with others (`runInOrder()`), and what it answered. */
export type Statement = { sql: string; params: unknown[] };
export type StatementResult = { affectedRows: number; insertId: number; rows: Record<string, unknown>[] };

const asResult = (raw: unknown): StatementResult =>
  Array.isArray(raw)
    ? { affectedRows: 0, insertId: 0, rows: raw as Record<string, unknown>[] }
    : {
        affectedRows: Number((raw as { affectedRows?: unknown }).affectedRows ?? 0),
        insertId: Number((raw as { insertId?: unknown }).insertId ?? 0),
        rows: [],
      };

/**
 * Runs statements in order inside `em`'s transaction and stops at the first error: on MySQL as
 * one multi-statement query (one round trip), on SQLite (in process) or alone one after another.
 */
export async function runInOrder(
  em: EntityManager,
  dialect: Dialect,
  statements: Statement[],
): Promise<StatementResult[]> {
  if (dialect === 'mysql' && statements.length > 1) {
    const raw = await queryRows<unknown>(
      em,
      statements.map((statement) => statement.sql).join(';\n'),
      statements.flatMap((statement) => statement.params),
    );
    return raw.map(asResult);
  }
  const results: StatementResult[] = [];
  for (const statement of statements) {
    const reads = /^\s*select/i.test(statement.sql);
    results.push(
      asResult(
        reads
          ? await queryRows(em, statement.sql, statement.params)
          : await runStatement(em, statement.sql, statement.params),
      ),
    );
  }
  return results;
}
