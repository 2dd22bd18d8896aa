import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EntityManager } from '@mikro-orm/core';
import { retriedTransaction } from './retried-transaction.ts';

/** An entity manager whose transactions run `work` and count how often they began. */
function countingEm() {
  const em = {
    began: 0,
    fork: () => em,
    transactional: <T>(work: (tx: EntityManager) => Promise<T>) => {
      em.began += 1;
      return work(em as unknown as EntityManager);
    },
  };
  return em;
}

const deadlock = () =>
  Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), {
    errno: 1213,
  });

test('a transaction the database ended for a deadlock runs again, and answers what the retry did', async () => {
  const em = countingEm();
  const answer = await retriedTransaction(em as unknown as EntityManager, async () => {
    if (em.began < 3) throw deadlock();
    return 'opened';
  });
  assert.equal(answer, 'opened');
  assert.equal(em.began, 3);
});

test('other errors, and a deadlock on the last attempt, reach the caller', async () => {
  const em = countingEm();
  await assert.rejects(
    retriedTransaction(em as unknown as EntityManager, () => Promise.reject(new Error('no such table'))),
    /no such table/,
  );
  assert.equal(em.began, 1);
  const stuck = countingEm();
  await assert.rejects(
    retriedTransaction(stuck as unknown as EntityManager, () => Promise.reject(deadlock()), 2),
    /Deadlock/,
  );
  assert.equal(stuck.began, 2);
});
