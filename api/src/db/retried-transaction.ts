import type { EntityManager } from '@mikro-orm/core';
import { dbErrorKind } from '../modules/ledger/db-errors.ts';

/**
 * Runs `work` in a transaction of its own, and runs it again (at most `attempts` times in all) when
 * the database ended it to break a deadlock or a lock wait. InnoDB rolls the whole transaction back
 * then, so running all of it again is the only way on; `work` is undone each time, so it is safe.
 * Two members registering at once open their accounts into the same index gaps, which InnoDB may
 * answer with a deadlock.
 */
export async function retriedTransaction<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.fork().transactional(work);
    } catch (error) {
      if (dbErrorKind(error) !== 'retry' || attempt >= attempts) throw error;
    }
  }
}
