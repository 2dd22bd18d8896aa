import type { EntityManager } from '@mikro-orm/core';

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
