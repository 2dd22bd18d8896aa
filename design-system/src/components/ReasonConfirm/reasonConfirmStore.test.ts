import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createReasonConfirmStore, readReason } from './reasonConfirmStore.ts';

const options = { title: 'Reject withdrawal W-1?', message: '58.20 USDT go back.', confirmLabel: 'Reject' };

describe('readReason', () => {
  it('keeps the reason trimmed', () => {
    assert.deepEqual(readReason('  Address on a sanctions list \n'), {
      reason: 'Address on a sanctions list',
      problem: null,
    });
  });

  it('refuses an empty or blank reason', () => {
    assert.equal(readReason('').problem, 'required');
    assert.equal(readReason(' \n\t ').problem, 'required');
  });

  it('refuses a reason over the limit, after trimming', () => {
    assert.equal(readReason('x'.repeat(255)).reason, 'x'.repeat(255));
    assert.equal(readReason(` ${'x'.repeat(255)} `).problem, null);
    assert.equal(readReason('x'.repeat(256)).problem, 'tooLong');
    assert.equal(readReason('abcd', 3).problem, 'tooLong');
  });
});

describe('the reason confirmation queue', () => {
  it('shows one at a time and settles each with its reason or null', async () => {
    const store = createReasonConfirmStore();
    const first = store.show(options);
    const second = store.show({ ...options, title: 'Freeze?' });
    const shown = store.getSnapshot()!;
    assert.equal(shown.title, options.title);
    store.close(shown.id, 'Duplicate request');
    assert.equal(await first, 'Duplicate request');
    assert.equal(store.getSnapshot()!.title, 'Freeze?');
    store.close(store.getSnapshot()!.id, null);
    assert.equal(await second, null);
    assert.equal(store.getSnapshot(), null);
  });

  it('cancels everything waiting on closeAll', async () => {
    const store = createReasonConfirmStore();
    const answers = [store.show(options), store.show(options)];
    store.closeAll();
    assert.deepEqual(await Promise.all(answers), [null, null]);
  });

  it('lets the first host mounted draw the dialog', () => {
    const store = createReasonConfirmStore();
    const [a, b] = [Symbol('a'), Symbol('b')];
    const removeA = store.addHost(a);
    const removeB = store.addHost(b);
    assert.equal(store.activeHost(), a);
    removeA();
    assert.equal(store.activeHost(), b);
    removeB();
    assert.equal(store.activeHost(), null);
  });
});
