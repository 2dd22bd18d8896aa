import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo } from './sessionTypes.ts';

const stored = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, String(value)),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  },
});

const { setSession, getSessionToken } = await import('./setSession.ts');
const { store } = await import('../../state/store.ts');
const { sessionAtom } = await import('../states/sessionAtom.ts');

const member: UserInfo = {
  id: 7,
  nickname: 'Asha',
  avatar: null,
  mailbox: 'a***@example.com',
  inviteCode: 'ABC123',
  vipLevel: 0,
  security: {
    mailbox: true,
    loginPassword: true,
    paymentPassword: false,
    authenticator: false,
    withdrawLockedUntil: null,
  },
};

test('setSession stores the token and user info after login', () => {
  setSession({ token: 'tok-1', userInfo: member });
  assert.equal(getSessionToken(), 'tok-1');
  assert.equal(stored.get('token'), 'tok-1');
  assert.deepEqual(JSON.parse(stored.get('userinfo') ?? 'null'), member);
});

test('setSession with user info alone keeps the token', () => {
  const renamed = { ...member, nickname: 'Asha R' };
  setSession({ userInfo: renamed });
  assert.deepEqual(store.get(sessionAtom), { token: 'tok-1', userInfo: renamed });
  assert.equal(stored.get('token'), 'tok-1');
  assert.equal(JSON.parse(stored.get('userinfo') ?? 'null').nickname, 'Asha R');
});

test('a session without a token removes both keys', () => {
  setSession({ token: null, userInfo: null });
  assert.equal(getSessionToken(), null);
  assert.equal(stored.has('token'), false);
  assert.equal(stored.has('userinfo'), false);
});
