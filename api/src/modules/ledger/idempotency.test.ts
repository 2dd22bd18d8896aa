import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sha256 } from '../../platform/crypto.ts';
import { requestFingerprint } from './idempotency.ts';

test("a key's fingerprint is keyed with the server secret, so a stored one cannot be tried offline for its payment password", () => {
  const body = { fund_id: 1, amount: '100.00', paymentPassword: '123456', agree: 1 };
  const fingerprint = requestFingerprint('secret-a', 'post', '/api/Fund/purchase', body);
  assert.match(fingerprint, /^[0-9a-f]{64}$/, 'fits the 64-character column');
  assert.equal(
    requestFingerprint('secret-a', 'POST', '/api/Fund/purchase', {
      agree: 1,
      paymentPassword: '123456',
      amount: '100.00',
      fund_id: 1,
    }),
    fingerprint,
    'the same request whatever the order of its fields',
  );
  assert.notEqual(
    requestFingerprint('secret-a', 'POST', '/api/Fund/purchase', { ...body, paymentPassword: '123457' }),
    fingerprint,
  );
  assert.notEqual(requestFingerprint('secret-b', 'POST', '/api/Fund/purchase', body), fingerprint);
  const plain = sha256(
    JSON.stringify([
      'POST',
      '/api/Fund/purchase',
      { agree: 1, amount: '100.00', fund_id: 1, paymentPassword: '123456' },
    ]),
  );
  assert.notEqual(fingerprint, plain, 'not the plain hash of the request');
});
