import type { SecurityStatus } from '../session/utils/sessionTypes.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSecurityRemedy, missingSecurity, refusalOf, SECURITY_REMEDY_PAGE } from './refusal.ts';

const refused = (data: unknown) => ({ reason: 'failure', data });

test('reads the refusals a page can act on from data.code', () => {
  assert.deepEqual(refusalOf(refused({ code: 'payment_password_unset' })), {
    code: 'payment_password_unset',
    lockedUntil: null,
  });
  assert.deepEqual(refusalOf(refused({ code: 'authenticator_unbound' })), {
    code: 'authenticator_unbound',
    lockedUntil: null,
  });
  assert.deepEqual(
    refusalOf(refused({ code: 'withdrawal_locked', lockedUntil: '2026-11-24T12:00:00.000Z' })),
    {
      code: 'withdrawal_locked',
      lockedUntil: '2026-11-24T12:00:00.000Z',
    },
  );
});

test('other failures are no refusal to act on', () => {
  assert.equal(refusalOf(refused(null)), null);
  assert.equal(refusalOf(refused({ code: 'something_else' })), null);
  assert.equal(refusalOf({ reason: 'unauthenticated', data: { code: 'payment_password_unset' } }), null);
  assert.equal(refusalOf({ reason: 'network' }), null);
  assert.equal(refusalOf(null), null);
  assert.equal(refusalOf(new Error('x')), null);
});

test('the security page fixes a missing payment password or authenticator', () => {
  assert.equal(isSecurityRemedy('payment_password_unset'), true);
  assert.equal(isSecurityRemedy('authenticator_unbound'), true);
  assert.equal(isSecurityRemedy('withdrawal_locked'), false);
  assert.equal(isSecurityRemedy(null), false);
  assert.equal(SECURITY_REMEDY_PAGE.payment_password_unset, 'pages/user/safety?action=payment-set');
  assert.equal(SECURITY_REMEDY_PAGE.authenticator_unbound, 'pages/user/safety?action=authenticator-bind');
});

test('the profile tells what is missing before the member tries', () => {
  const security: SecurityStatus = {
    mailbox: true,
    loginPassword: true,
    paymentPassword: false,
    authenticator: false,
    withdrawLockedUntil: null,
  };
  const both = ['payment_password_unset', 'authenticator_unbound'] as const;
  assert.equal(missingSecurity(security, both), 'payment_password_unset');
  assert.equal(missingSecurity({ ...security, paymentPassword: true }, both), 'authenticator_unbound');
  assert.equal(missingSecurity({ ...security, paymentPassword: true, authenticator: true }, both), null);
  assert.equal(missingSecurity(security, ['authenticator_unbound']), 'authenticator_unbound');
  assert.equal(missingSecurity(null, both), null);
});
