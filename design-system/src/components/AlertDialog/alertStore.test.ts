import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alertDialog, confirmDialog, createAlertStore } from './alertStore.ts';

describe('alert store', () => {
  it('shows dialogs one at a time and settles each on close', async () => {
    const store = createAlertStore();
    const settled: string[] = [];
    const first = store.show(alertDialog({ message: 'one' })).then(() => settled.push('one'));
    const second = store
      .show(alertDialog({ message: 'two', title: 'Title' }))
      .then(() => settled.push('two'));
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

  it('queues confirmations with alerts, in the order they were asked', async () => {
    const store = createAlertStore();
    const alert = store.show(alertDialog({ message: 'Saved' }));
    const confirm = store.show(
      confirmDialog({ title: 'Log out?', message: 'You will need your password.', confirmLabel: 'Log out' }),
    );
    assert.equal(store.getSnapshot()?.kind, 'alert');
    store.close(store.getSnapshot()!.id, true);
    assert.equal(await alert, true);
    assert.equal(store.getSnapshot()?.kind, 'confirm');
    assert.equal(store.getSnapshot()?.confirmLabel, 'Log out');
    store.close(store.getSnapshot()!.id, false);
    assert.equal(await confirm, false);
    assert.equal(store.getSnapshot(), null);
  });

  it('answers a confirmation with the button pressed: true to confirm, false to decline', async () => {
    const store = createAlertStore();
    const declined = store.show(alertDialog({ message: 'Cancel this withdrawal?', cancelText: 'Keep it' }));
    const confirmed = store.show(
      alertDialog({ message: 'Make a new key?', cancelText: 'No', destructive: true }),
    );
    assert.equal(store.getSnapshot()?.cancelLabel, 'Keep it');
    store.close(store.getSnapshot()!.id, false);
    assert.equal(await declined, false);
    assert.equal(store.getSnapshot()?.tone, 'danger');
    store.close(store.getSnapshot()!.id, true);
    assert.equal(await confirmed, true);
  });

  it('settles a dismissed dialog (Escape), and every dialog on closeAll, as declined', async () => {
    const store = createAlertStore();
    const dismissed = store.show(confirmDialog({ title: 'Delete?', message: 'one', confirmLabel: 'Delete' }));
    store.close(store.getSnapshot()!.id);
    assert.equal(await dismissed, false);
    const pending = [
      store.show(alertDialog({ message: 'two' })),
      store.show(confirmDialog({ title: 'Sure?', message: 'three', confirmLabel: 'Go on' })),
    ];
    store.closeAll();
    assert.deepEqual(await Promise.all(pending), [false, false]);
    assert.equal(store.getSnapshot(), null);
  });

  it('settles a dialog once: a second close of the same id changes nothing', async () => {
    const store = createAlertStore();
    const answer = store.show(alertDialog({ message: 'one', cancelText: 'No' }));
    const id = store.getSnapshot()!.id;
    store.close(id, true);
    store.close(id, false);
    assert.equal(await answer, true);
  });

  it('tells its listeners when the dialog on screen changes', () => {
    const store = createAlertStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    void store.show(alertDialog({ message: 'one' }));
    store.close(store.getSnapshot()!.id);
    stop();
    void store.show(alertDialog({ message: 'two' }));
    assert.equal(calls, 2);
  });
});

describe('showAlert options', () => {
  it('make an alert with one button, or a confirmation once there is a cancel button', () => {
    assert.deepEqual(alertDialog({ message: 'Saved' }), {
      kind: 'alert',
      message: 'Saved',
      title: undefined,
      confirmLabel: undefined,
      cancelLabel: undefined,
      tone: 'primary',
    });
    assert.deepEqual(
      alertDialog({
        title: 'Renew the key?',
        message: 'The old key stops working.',
        confirmText: 'Renew',
        cancelText: 'Keep',
        destructive: true,
      }),
      {
        kind: 'confirm',
        message: 'The old key stops working.',
        title: 'Renew the key?',
        confirmLabel: 'Renew',
        cancelLabel: 'Keep',
        tone: 'danger',
      },
    );
  });
});

describe('showConfirm options', () => {
  it('make a confirmation, primary unless danger is asked for', () => {
    assert.deepEqual(confirmDialog({ title: 'Log out?', message: 'Sure?', confirmLabel: 'Log out' }), {
      kind: 'confirm',
      message: 'Sure?',
      title: 'Log out?',
      confirmLabel: 'Log out',
      cancelLabel: undefined,
      tone: 'primary',
    });
    const danger = confirmDialog({
      title: 'Cancel this withdrawal?',
      message: '30.95 USDT return to your balance.',
      confirmLabel: 'Cancel withdrawal',
      cancelLabel: 'Keep it',
      tone: 'danger',
    });
    assert.equal(danger.tone, 'danger');
    assert.equal(danger.cancelLabel, 'Keep it');
  });
});
