/**
 * Runs work one at a time per key, in the order it was asked for, while other keys run alongside:
 * a check-then-act on one account (a lockout, a resend limit) then sees what the one before it did.
 * Within this process; the state it protects is shared with other processes by the database or Redis.
 */
export function createKeyedQueue() {
  // The last work queued per key; a key leaves the map once its queue is empty.
  const last = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const turn = (last.get(key) ?? Promise.resolve()).then(work, work);
    const done = turn.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, done);
    try {
      return await turn;
    } finally {
      if (last.get(key) === done) last.delete(key);
    }
  };
}
