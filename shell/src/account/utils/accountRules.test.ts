import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountRules } from './accountRules.ts';

test('a login password needs 8–15 characters with a special, an upper, a lower and a digit', () => {
  for (const good of ['Abcdef1!', 'Secret#2024abcd', 'a1B@a1B@', 'Zz9-zzzz'])
    assert.equal(accountRules.loginPassword(good), null, good);
  for (const bad of [
    'Abcde1!',
    'Abcdefgh12345!x6',
    'abcdef1!',
    'ABCDEF1!',
    'Abcdefg!',
    'Abcdefg1',
    'Abc def1!',
  ])
    assert.equal(accountRules.loginPassword(bad), 'passwordPolicy', bad);
  assert.equal(accountRules.loginPassword(''), 'passwordRequired');
});

test('the second password must be the same as the first', () => {
  assert.equal(accountRules.repeat('Abcdef1!', 'Abcdef1!'), null);
  assert.equal(accountRules.repeat('Abcdef1!', 'Abcdef1?'), 'passwordMismatch');
  assert.equal(accountRules.repeat('Abcdef1!', ''), 'passwordRequired');
});

test('mailboxes are required and must look like one', () => {
  assert.equal(accountRules.mailbox(' asha@example.com '), null);
  assert.equal(accountRules.mailbox(''), 'mailboxRequired');
  assert.equal(accountRules.mailbox('asha@example'), 'mailboxInvalid');
  assert.equal(accountRules.mailbox('asha example.com'), 'mailboxInvalid');
});

test('mail codes are required and have 6 characters', () => {
  assert.equal(accountRules.mailCode('A1b2C3'), null);
  assert.equal(accountRules.mailCode(''), 'codeRequired');
  assert.equal(accountRules.mailCode('12345'), 'codeInvalid');
  assert.equal(accountRules.mailCode('1234567'), 'codeInvalid');
});

test('payment passwords and authenticator codes are 6 digits', () => {
  assert.equal(accountRules.paymentPassword('012345'), null);
  assert.equal(accountRules.paymentPassword('12345'), 'paymentPasswordPolicy');
  assert.equal(accountRules.paymentPassword('12345a'), 'paymentPasswordPolicy');
  assert.equal(accountRules.authenticatorCode('987654'), null);
  assert.equal(accountRules.authenticatorCode('98765'), 'authenticatorCodeInvalid');
});

test('nicknames are required and at most 20 characters', () => {
  assert.equal(accountRules.nickname('आशा'), null);
  assert.equal(accountRules.nickname('  '), 'nicknameRequired');
  assert.equal(accountRules.nickname('x'.repeat(21)), 'nicknameTooLong');
});
