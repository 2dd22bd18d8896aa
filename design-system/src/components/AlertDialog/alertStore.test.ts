import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAlertStore } from './alertStore.ts';

describe('alert store', () => {
  it('shows alerts one at a time and settles each on close', async () => {
    const store = createAlertStore();
    const settled: string[] = [];
    const first = store.show({ message: 'one' }).then(() => settled.push('one'));
    const second = store.show({ message: 'two', title: 'Title' }).then(() => settled.push('two'));
    assert.equal(store.getSnapshot()?.message, 'one');
    store.close(store.getSnapshot()!.id);
    await first;
    assert.deepEqual(settled, ['one']);
    assert.equal(store.getSnapshot()?.title, 'Title');
    store.close(store.getSnapshot()!.id);
    await second;
    assert.deepEqual(settled, ['one', 'two']);
    assert.equal(store.getSnapshot(), null);
  });
});
