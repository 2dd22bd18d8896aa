import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfirmationKey } from './ConfirmationKey.ts';
import { serverDecided } from './serverDecided.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const networkError = () => Object.assign(new Error('network status is poor'), { reason: 'network' });
const refused = () => Object.assign(new Error('insufficient balance'), { reason: 'failure' });

test('a retried confirmation whose answer never came sends the same key', async () => {
  const keys = new ConfirmationKey(counter());
  const sent: string[] = [];
  const lost = (key: string) => {
    sent.push(key);
    return Promise.reject(networkError());
  };
  await assert.rejects(keys.send('in:40.00', lost, serverDecided));
  await assert.rejects(keys.send('in:40.00', lost, serverDecided));
  await keys.send(
    'in:40.00',
    (key) => {
      sent.push(key);
      return Promise.resolve('ok');
    },
    serverDecided,
  );
  assert.deepEqual(sent, ['key-1', 'key-1', 'key-1']);
});

test('each new confirmation after an answer gets a fresh key', async () => {
  const keys = new ConfirmationKey(counter());
  const sent: string[] = [];
  const ok = (key: string) => {
    sent.push(key);
    return Promise.resolve(key);
  };
  await keys.send('in:40.00', ok, serverDecided);
  await keys.send('in:40.00', ok, serverDecided);
  await assert.rejects(
    keys.send(
      'out:10.00',
      (key) => {
        sent.push(key);
        return Promise.reject(refused());
      },
      serverDecided,
    ),
  );
  await keys.send('out:10.00', ok, serverDecided);
  assert.deepEqual(sent, ['key-1', 'key-2', 'key-3', 'key-4']);
});

test('changing what is asked while a retry is pending takes a new key', () => {
  const keys = new ConfirmationKey(counter());
  assert.equal(keys.keyFor('in:40.00'), 'key-1');
  assert.equal(keys.keyFor('in:40.00'), 'key-1');
  assert.equal(keys.keyFor('in:41.00'), 'key-2');
  assert.equal(keys.keyFor('in:40.00'), 'key-3');
  keys.settle();
  assert.equal(keys.keyFor('in:40.00'), 'key-4');
});

test('keys are UUIDs by default', () => {
  const keys = new ConfirmationKey();
  const first = keys.keyFor('in:1.00');
  assert.match(first, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  keys.settle();
  assert.notEqual(keys.keyFor('in:1.00'), first);
});

test('only answers from the server count as decided', () => {
  assert.equal(serverDecided(refused()), true);
  assert.equal(serverDecided(Object.assign(new Error(), { reason: 'unauthenticated' })), true);
  assert.equal(serverDecided(networkError()), false);
  assert.equal(serverDecided(Object.assign(new Error(), { reason: 'timeout' })), false);
  assert.equal(serverDecided(Object.assign(new Error(), { reason: 'http' })), false);
  assert.equal(serverDecided(null), false);
});
