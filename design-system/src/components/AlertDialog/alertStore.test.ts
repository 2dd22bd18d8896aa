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
    store.close(store.getSnapshot()!.id, true);
    await first;
    assert.deepEqual(settled, ['one']);
    assert.equal(store.getSnapshot()?.title, 'Title');
    store.close(store.getSnapshot()!.id, true);
    await second;
    assert.deepEqual(settled, ['one', 'two']);
    assert.equal(store.getSnapshot(), null);
  });

  it('answers a confirmation with the button pressed: true to confirm, false to decline', async () => {
    const store = createAlertStore();
    const declined = store.show({ message: 'Cancel this withdrawal?', cancelText: 'Keep it' });
    const confirmed = store.show({ message: 'Make a new key?', cancelText: 'No', destructive: true });
    assert.equal(store.getSnapshot()?.cancelText, 'Keep it');
    store.close(store.getSnapshot()!.id, false);
    assert.equal(await declined, false);
    assert.equal(store.getSnapshot()?.destructive, true);
    store.close(store.getSnapshot()!.id, true);
    assert.equal(await confirmed, true);
  });

  it('settles a dismissed alert, and every alert on closeAll, as declined', async () => {
    const store = createAlertStore();
    const dismissed = store.show({ message: 'one', cancelText: 'No' });
    store.close(store.getSnapshot()!.id);
    assert.equal(await dismissed, false);
    const pending = [store.show({ message: 'two' }), store.show({ message: 'three', cancelText: 'No' })];
    store.closeAll();
    assert.deepEqual(await Promise.all(pending), [false, false]);
  });

  it('settles an alert once: a second close of the same id changes nothing', async () => {
    const store = createAlertStore();
    const answer = store.show({ message: 'one', cancelText: 'No' });
    const id = store.getSnapshot()!.id;
    store.close(id, true);
    store.close(id, false);
    assert.equal(await answer, true);
  });
});
