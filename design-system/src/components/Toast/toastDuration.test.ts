import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { toastDuration } from './toastDuration.ts';
import { createToastStore } from './toastStore.ts';

describe('toastDuration', () => {
  it('follows the spec defaults', () => {
    assert.equal(toastDuration(), 1500);
    assert.equal(toastDuration('none'), 1500);
    assert.equal(toastDuration('success'), 2000);
    assert.equal(toastDuration('loading'), 2000);
    assert.equal(toastDuration('error'), 2500);
  });

  it('lets an explicit duration win, 0 meaning until hidden', () => {
    assert.equal(toastDuration('error', 4000), 4000);
    assert.equal(toastDuration('none', 0), 0);
    assert.equal(toastDuration('success', -1), 2000);
    assert.equal(toastDuration('none', Number.NaN), 1500);
  });
});

describe('toast store', () => {
  it('hides a toast after its duration', (context) => {
    context.mock.timers.enable({ apis: ['setTimeout'] });
    const store = createToastStore();
    store.show('saved', { icon: 'success' });
    context.mock.timers.tick(1999);
    assert.equal(store.getSnapshot()?.message, 'saved');
    context.mock.timers.tick(1);
    assert.equal(store.getSnapshot(), null);
  });

  it('gives errors 2500 ms and plain toasts 1500 ms', (context) => {
    context.mock.timers.enable({ apis: ['setTimeout'] });
    const store = createToastStore();
    assert.equal(store.show('operation failed', { icon: 'error' }).duration, 2500);
    assert.equal(store.show('plain').duration, 1500);
    context.mock.timers.tick(1500);
    assert.equal(store.getSnapshot(), null);
  });

  it('replaces the toast on screen and restarts the timer', (context) => {
    context.mock.timers.enable({ apis: ['setTimeout'] });
    const store = createToastStore();
    const listener = mock.fn();
    store.subscribe(listener);
    store.show('first');
    context.mock.timers.tick(1000);
    store.show('second');
    context.mock.timers.tick(1000);
    assert.equal(store.getSnapshot()?.message, 'second');
    context.mock.timers.tick(500);
    assert.equal(store.getSnapshot(), null);
    assert.equal(listener.mock.callCount(), 3);
  });

  it('keeps a toast with duration 0 until hide()', (context) => {
    context.mock.timers.enable({ apis: ['setTimeout'] });
    const store = createToastStore();
    store.show('working', { icon: 'loading', duration: 0 });
    context.mock.timers.tick(60_000);
    assert.equal(store.getSnapshot()?.icon, 'loading');
    store.hide();
    assert.equal(store.getSnapshot(), null);
  });
});
