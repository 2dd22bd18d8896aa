import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeMember } from './describeMember.ts';

test('no user info describes nobody', () => {
  const nobody = { name: null, id: null, vipLevel: null, avatar: null, mailbox: null, inviteCode: null };
  assert.deepEqual(describeMember(null), nobody);
  assert.deepEqual(describeMember('x'), nobody);
});

test('reads nickname, id and VIP level', () => {
  assert.deepEqual(describeMember({ id: 1024, nickname: ' Asha ', vipLevel: 3 }), {
    name: 'Asha',
    id: '1024',
    vipLevel: 3,
    avatar: null,
    mailbox: null,
    inviteCode: null,
  });
});

test('accepts the other spellings of the same fields', () => {
  assert.deepEqual(describeMember({ uid: 'u7', username: 'ravi', vip: 'VIP5', avatar: '/up/a.png' }), {
    name: 'ravi',
    id: 'u7',
    vipLevel: 5,
    avatar: '/up/a.png',
    mailbox: null,
    inviteCode: null,
  });
});

test('level 0 is a level; an empty name is no name', () => {
  const member = describeMember({ id: 3, nickname: '  ', email: 'a@b.in', level: 0 });
  assert.equal(member.vipLevel, 0);
  assert.equal(member.name, 'a@b.in');
});

test('reads the masked mailbox and the invite code of /User/info', () => {
  const member = describeMember({
    id: 9,
    nickname: 'Asha',
    avatar: null,
    mailbox: 'a***@example.com',
    inviteCode: 'K7Q2ZP',
    vipLevel: 0,
  });
  assert.equal(member.mailbox, 'a***@example.com');
  assert.equal(member.inviteCode, 'K7Q2ZP');
  assert.equal(member.vipLevel, 0);
});
