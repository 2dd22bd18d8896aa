/** How a batch queue groups and writes its items. */
export type BatchQueueOptions<T> = {
  /** Items in one batch at most. */
  maxBatch: number;
  /** Batches at once (each holds a pooled connection while it is written). */
  inFlight: number;
  /**
   * Work done on a batch before it is written, outside its transaction (checks that settle some
   * items at once); answers the items left to write.
   */
  prepare?: (batch: T[]) => Promise<T[]>;
  /** Writes a batch in one transaction and settles its items; throws when the transaction failed. */
  write: (batch: T[]) => Promise<void>;
  /** A failed write worth running again as it is (a deadlock, a lock wait timeout, …). */
  retryable: (error: unknown) => boolean;
  /** Writes of one batch at most, retries included. */
  attempts: number;
  /** Settles an item that failed on its own (or whose batch failed before it was written). */
  fail: (item: T, error: unknown) => void;
  /** Items with the same key never share a batch: a later one waits for a later batch. */
  keyOf?: (item: T) => string;
  /**
   * Items of one lane are written in the order queued and never in two batches at once: a batch
   * takes what waits in the lanes no other batch is writing (so whatever follows a lane's write,
   * its announcement, goes out in that order).
   */
  laneOf?: (item: T) => string;
  /**
   * Starts a batch only once the event loop's turn has ended, so that the items pushed in one turn
   * (the requests whose sessions were read together) start one batch, rather than the first one or
   * two taking every batch in flight, alone, while the rest wait for one of them to end.
   */
  gather?: boolean;
};

/**
 * Group commit: items queued while batches are being written form the next ones, so under load
 * one transaction carries many items, and with one item alone its batch is that item. A batch the
 * database ends is written again; one that fails otherwise is written one item per transaction,
 * so whatever failed fails only the item that caused it.
 */
export function createBatchQueue<T>(options: BatchQueueOptions<T>) {
  const { maxBatch, inFlight, prepare, write, retryable, attempts, fail, keyOf, laneOf, gather } = options;
  const queue: T[] = [];
  let running = 0;
  let gathering = false;
  // Lanes a batch in flight is writing.
  const busyLanes = new Set<string>();

  function nextBatch(): T[] {
    if (!keyOf && !laneOf) return queue.splice(0, maxBatch);
    const batch: T[] = [];
    const keys = new Set<string>();
    // Lanes whose next item waits: nothing after it in that lane may pass it.
    const waiting = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < maxBatch;) {
      const key = keyOf?.(queue[i]!);
      const lane = laneOf?.(queue[i]!);
      const laneWaits = lane !== undefined && (busyLanes.has(lane) || waiting.has(lane));
      if (laneWaits || (key !== undefined && keys.has(key))) {
        if (lane !== undefined) waiting.add(lane);
        i++;
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function writeInTurn(batch: T[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(batch);
      } catch (error) {
        if (retryable(error) && attempt < attempts) continue;
        if (batch.length === 1) return fail(batch[0]!, error);
        for (const item of batch) await writeInTurn([item]);
        return;
      }
    }
  }

  async function run(batch: T[]) {
    try {
      const left = prepare ? await prepare(batch) : batch;
      if (left.length) await writeInTurn(left);
    } catch (error) {
      for (const item of batch) fail(item, error);
    }
  }

  function drain() {
    while (running < inFlight && queue.length) {
      const batch = nextBatch();
      // Every waiting item's lane is being written: the batch that ends first drains again.
      if (!batch.length) return;
      const lanes = laneOf ? new Set(batch.map(laneOf)) : new Set<string>();
      for (const lane of lanes) busyLanes.add(lane);
      running += 1;
      void run(batch).finally(() => {
        for (const lane of lanes) busyLanes.delete(lane);
        running -= 1;
        drain();
      });
    }
  }

  return {
    /** Queues an item; it is settled through `write` or `fail`. */
    push(item: T) {
      queue.push(item);
      if (!gather) return drain();
      if (gathering) return;
      gathering = true;
      setImmediate(() => {
        gathering = false;
        drain();
      });
    },
  };
}
