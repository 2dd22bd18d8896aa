import type { EntityManager, Transaction } from '@mikro-orm/core';
import type { Dialect } from './dialect.ts';
import { runInOrder, runStatement, type Statement, type StatementResult } from '../modules/ledger/sql.ts';

/** Sends statements inside the transaction; `commit: true` commits with them, in the same round trip. */
export type SendStatements = (
  statements: Statement[],
  options?: { commit?: boolean },
) => Promise<StatementResult[]>;

/** A client that lends one pooled connection for the length of a callback (Kysely's `connection()`). */
type ConnectionLender = {
  connection(): { execute<T>(use: (connection: Transaction) => Promise<T>): Promise<T> };
};

const BEGIN: Statement[] = [
  { sql: 'set transaction isolation level read committed', params: [] },
  { sql: 'start transaction', params: [] },
];
const COMMIT: Statement = { sql: 'commit', params: [] };

/**
 * A READ COMMITTED transaction whose begin goes out with its first statements and whose commit
 * with its last: on MySQL a batch of two round trips is two round trips, where `em.transactional()`
 * adds three of its own (`set transaction`, `begin`, `commit`), each a wait while the event loop
 * is busy with other requests. `work` sends its statements through `send` (the first ones before
 * anything else); whatever else it runs on `tx` is inside the transaction too. The transaction is
 * committed after `work` unless its last `send` did, and rolled back when `work` throws. On SQLite
 * (in process, no round trips) it is `em.transactional()`.
 */
export async function compactTransaction<T>(
  em: EntityManager,
  dialect: Dialect,
  work: (tx: EntityManager, send: SendStatements) => Promise<T>,
): Promise<T> {
  if (dialect !== 'mysql')
    return em.fork().transactional((tx) => work(tx, (statements) => runInOrder(tx, dialect, statements)));
  const client = em.getConnection() as unknown as { getClient(): ConnectionLender };
  return client
    .getClient()
    .connection()
    .execute(async (connection) => {
      const tx = em.fork();
      tx.setTransactionContext(connection);
      let begun = false;
      let committed = false;
      const send: SendStatements = async (statements, { commit = false } = {}) => {
        if (committed) throw new Error('the transaction is already committed');
        const prefix = begun ? [] : BEGIN;
        begun = true;
        const results = await runInOrder(tx, dialect, [
          ...prefix,
          ...statements,
          ...(commit ? [COMMIT] : []),
        ]);
        committed = commit;
        return results.slice(prefix.length, prefix.length + statements.length);
      };
      try {
        const result = await work(tx, send);
        if (begun && !committed) await runStatement(tx, COMMIT.sql);
        return result;
      } catch (error) {
        // A failed statement stops the rest of its round trip, the commit with it; a deadlock has
        // already ended the transaction, and a rollback then does nothing.
        if (begun && !committed) await runStatement(tx, 'rollback').catch(() => undefined);
        throw error;
      }
    });
}
