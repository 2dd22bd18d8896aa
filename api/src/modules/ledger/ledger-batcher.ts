import type { MikroORM } from '@mikro-orm/core';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import { dbErrorKind } from './db-errors.ts';
import type { LedgerService, PostedEntry, PostInput } from './ledger.service.ts';

type Pending = { input: PostInput; resolve: (entry: PostedEntry) => void; reject: (error: unknown) => void };

export type LedgerBatcherOptions = {
  /** Entries written in one transaction at most. */
  maxBatch?: number;
  /**
   * Transactions in flight at once (each holds a pooled connection while it runs). Two keep the
   * database busy, one batch being written while the next forms; more make smaller batches.
   */
  inFlight?: number;
  /** Attempts of a batch that the database ended with a deadlock or a lock wait timeout. */
  attempts?: number;
};

/**
 * Group commit for entries that stand alone (no other rows in the same transaction): callers
 * `submit()` one entry each and wait for it to be committed; entries submitted while a batch is
 * being written wait for the next one, which writes them all in one transaction with
 * `ledger.postMany()`. Each caller gets its own outcome: its entry once committed, or its own
 * refusal (short of funds, idempotency key already used); one entry's refusal never holds back
 * the others. Under load this writes many entries per commit, which is what lets the ledger go
 * past what one entry per transaction allows on the same database (ADR 0017).
 */
export function createLedgerBatcher(
  orm: MikroORM,
  ledger: LedgerService,
  options: LedgerBatcherOptions = {},
) {
  const written = { batches: 0, entries: 0 };
  const queue = createBatchQueue<Pending>({
    maxBatch: options.maxBatch ?? 64,
    inFlight: options.inFlight ?? 2,
    attempts: options.attempts ?? 3,
    retryable: (error) => dbErrorKind(error) === 'retry',
    async write(batch) {
      const outcomes = await orm.em.fork().transactional((tx) =>
        ledger.postMany(
          tx,
          batch.map((pending) => pending.input),
        ),
      );
      written.batches += 1;
      written.entries += batch.length;
      outcomes.forEach((outcome, i) =>
        outcome.ok ? batch[i]!.resolve(outcome.entry) : batch[i]!.reject(outcome.error),
      );
    },
    fail: (pending, error) => pending.reject(error),
  });

  /** Posts one entry in a shared transaction; resolves once it is committed. */
  function submit(input: PostInput): Promise<PostedEntry> {
    return new Promise<PostedEntry>((resolve, reject) => {
      ledger.checkEntry(input);
      queue.push({ input, resolve, reject });
    });
  }

  /** Batches committed so far and the entries they held. */
  const stats = () => ({ ...written });

  return { submit, stats };
}

export type LedgerBatcher = ReturnType<typeof createLedgerBatcher>;
