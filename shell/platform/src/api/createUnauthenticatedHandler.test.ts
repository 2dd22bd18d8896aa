import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createUnauthenticatedHandler, LOGIN_PAGE } from './createUnauthenticatedHandler.ts';
import type { SessionEnd } from './settleEnvelope.ts';

function setup(page: string, token: string | null = 'tok-1') {
  const timers: { callback: () => void; ms: number }[] = [];
  const navigations: string[] = [];
  const toasts: string[] = [];
  let session = token;
  let forgotten = 0;
  const handle = createUnauthenticatedHandler({
    currentToken: () => session,
    forgetSession: () => {
      forgotten += 1;
      session = null;
    },
    toast: (message) => toasts.push(message),
    currentPage: () => page,
    navigate: (url) => navigations.push(url),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  });
  return {
    handle,
    timers,
    navigations,
    toasts,
    forgotten: () => forgotten,
    login: (next: string) => (session = next),
    logout: () => (session = null),
  };
}

const expired: SessionEnd = {
  code: 'session_expired',
  message: 'Not logged in or login expired',
  token: 'tok-1',
};

test('tells the member, forgets the session and opens login after 0.5 s, once for several failures', () => {
  const { handle, timers, navigations, toasts, forgotten } = setup('pages/property/property');
  handle(expired);
  handle(expired);
  handle(expired);
  assert.deepEqual(toasts, ['Not logged in or login expired']);
  assert.equal(forgotten(), 1);
  assert.equal(timers.length, 1);
  assert.equal(timers[0]!.ms, 500);
  assert.deepEqual(navigations, []);
  timers[0]!.callback();
  assert.deepEqual(navigations, [LOGIN_PAGE]);
});

test('a late failure of the same ended session is not told twice', () => {
  const { handle, timers, navigations, toasts } = setup('pages/order/order');
  handle(expired);
  timers[0]!.callback();
  handle(expired);
  assert.deepEqual(toasts, ['Not logged in or login expired']);
  assert.equal(timers.length, 1);
  assert.deepEqual(navigations, [LOGIN_PAGE]);
});

test('the login page says why when a login elsewhere or a password change ended the session', () => {
  for (const code of ['signed_in_elsewhere', 'password_changed'] as const) {
    const { handle, timers, navigations, toasts } = setup('pages/property/property');
    handle({ code, message: `ended: ${code}`, token: 'tok-1' });
    timers[0]!.callback();
    assert.deepEqual(toasts, [`ended: ${code}`]);
    assert.deepEqual(navigations, [`${LOGIN_PAGE}?reason=${code}`]);
  }
});

test('stays put when the member is already on the login page', () => {
  const { handle, timers, navigations, toasts } = setup(LOGIN_PAGE);
  handle(expired);
  timers[0]!.callback();
  assert.equal(toasts.length, 1);
  assert.deepEqual(navigations, []);
});

test('a visitor calling what needs a session is sent to login each time', () => {
  const { handle, timers, navigations } = setup('pages/product/buy', null);
  const visitor: SessionEnd = { code: 'not_logged_in', message: 'Not logged in', token: '' };
  handle(visitor);
  timers[0]!.callback();
  handle(visitor);
  timers[1]!.callback();
  assert.deepEqual(navigations, [LOGIN_PAGE, LOGIN_PAGE]);
});

test('an answer to a call of a session left meanwhile (logout, a new login) is ignored', () => {
  const afterLogout = setup('pages/index/index');
  afterLogout.logout();
  afterLogout.handle({ code: 'signed_out', message: 'x', token: 'tok-1' });
  assert.deepEqual(afterLogout.toasts, []);
  assert.equal(afterLogout.forgotten(), 0);
  assert.equal(afterLogout.timers.length, 0);

  const afterLogin = setup('pages/user/user');
  afterLogin.login('tok-2');
  afterLogin.handle({ code: 'signed_in_elsewhere', message: 'x', token: 'tok-1' });
  afterLogin.handle({ code: 'not_logged_in', message: 'x', token: '' });
  assert.deepEqual(afterLogin.toasts, []);
  assert.equal(afterLogin.forgotten(), 0);
});
