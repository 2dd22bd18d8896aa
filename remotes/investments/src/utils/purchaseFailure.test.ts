import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPaymentPasswordUnset } from './purchaseFailure.ts';

test('recognises the refusal of a member without a payment password', () => {
  assert.equal(isPaymentPasswordUnset({ reason: 'failure', data: { code: 'payment_password_unset' } }), true);
});

test('other refusals and failures are not it', () => {
  assert.equal(isPaymentPasswordUnset({ reason: 'failure', data: null }), false);
  assert.equal(isPaymentPasswordUnset({ reason: 'failure', data: { code: 'other' } }), false);
  assert.equal(isPaymentPasswordUnset({ reason: 'network' }), false);
  assert.equal(isPaymentPasswordUnset(null), false);
  assert.equal(isPaymentPasswordUnset(new Error('x')), false);
});
