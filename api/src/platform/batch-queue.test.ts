import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBatchQueue, type BatchQueueOptions } from './batch-queue.ts';

type Item = { name: string; key?: string; done: Promise<string>; settle: (outcome: string) => void };

function item(name: string, key?: string): Item {
  let settle!: (outcome: string) => void;
  const done = new Promise<string>((resolve) => (settle = resolve));
  return { name, ...(key && { key }), done, settle };
}

/** A queue whose writes are recorded, and whose first write waits until `release()`. */
function recordingQueue(options: Partial<BatchQueueOptions<Item>> = {}) {
  const batches: string[][] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const queue = createBatchQueue<Item>({
    maxBatch: 3,
    inFlight: 1,
    attempts: 2,
    retryable: (error) => (error as Error).message === 'deadlock',
    async write(batch) {
      batches.push(batch.map((i) => i.name));
      if (batches.length === 1) await held;
      for (const i of batch) i.settle(`written with ${batch.length - 1} others`);
    },
    fail: (i, error) => i.settle(`failed: ${(error as Error).message}`),
    ...options,
  });
  return { queue, batches, release };
}

test('items queued while a batch is written form the next batches, at most maxBatch each', async () => {
  const { queue, batches, release } = recordingQueue();
  const items = ['a', 'b', 'c', 'd', 'e'].map((name) => item(name));
  for (const i of items) queue.push(i);
  release();
  await Promise.all(items.map((i) => i.done));
  assert.deepEqual(batches, [['a'], ['b', 'c', 'd'], ['e']]);
});

test('with gather, the items pushed in one turn of the event loop start one batch', async () => {
  const { queue, batches, release } = recordingQueue({ gather: true });
  const items = ['a', 'b', 'c', 'd'].map((name) => item(name));
  for (const i of items) queue.push(i);
  release();
  await Promise.all(items.map((i) => i.done));
  assert.deepEqual(batches, [['a', 'b', 'c'], ['d']]);
});

test('two items with the same key never share a batch', async () => {
  const { queue, batches, release } = recordingQueue({ keyOf: (i) => i.key! });
  const items = [item('first', 'k'), item('other', 'x'), item('again', 'k'), item('last', 'y')];
  queue.push(item('blocker', 'z'));
  for (const i of items) queue.push(i);
  release();
  await Promise.all(items.map((i) => i.done));
  assert.deepEqual(batches.slice(1), [['first', 'other', 'last'], ['again']]);
});

test('a write the database ends is run again; one that fails otherwise fails only its own item', async () => {
  const attempts = new Map<string, number>();
  const { queue, release } = recordingQueue({
    async write(batch) {
      const key = batch.map((i) => i.name).join();
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (key === 'a' && attempts.get(key) === 1) throw new Error('deadlock');
      if (batch.some((i) => i.name === 'bad')) throw new Error('bad item');
      for (const i of batch) i.settle('written');
    },
  });
  release();
  const a = item('a');
  queue.push(a);
  assert.equal(await a.done, 'written');
  assert.equal(attempts.get('a'), 2, 'the deadlocked batch ran twice');

  const blocker = item('blocker');
  const [good, bad, fine] = [item('good'), item('bad'), item('fine')];
  queue.push(blocker);
  for (const i of [good, bad, fine]) queue.push(i);
  assert.deepEqual(await Promise.all([good.done, bad.done, fine.done]), [
    'written',
    'failed: bad item',
    'written',
  ]);
});

test('a lane is written in order, one batch at a time, while other lanes go alongside', async () => {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const queue = createBatchQueue<Item>({
    maxBatch: 10,
    inFlight: 2,
    attempts: 1,
    retryable: () => false,
    laneOf: (i) => i.key!,
    async write(batch) {
      batches.push(batch.map((i) => i.name));
      await new Promise<void>((resolve) => releases.push(resolve));
      for (const i of batch) i.settle('written');
    },
    fail: (i, error) => i.settle(`failed: ${(error as Error).message}`),
  });
  const items = [item('a1', 'a'), item('a2', 'a'), item('b1', 'b'), item('a3', 'a'), item('c1', 'c')];
  for (const i of items) queue.push(i);
  // a1 holds lane a: a2 waits, b1 passes it.
  assert.deepEqual(batches, [['a1'], ['b1']]);
  releases.shift()!();
  await items[0]!.done;
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(
    batches,
    [['a1'], ['b1'], ['a2', 'a3', 'c1']],
    'lane a goes on in order once its batch ends',
  );
  while (releases.length) releases.shift()!();
  await Promise.all(items.map((i) => i.done));
});
