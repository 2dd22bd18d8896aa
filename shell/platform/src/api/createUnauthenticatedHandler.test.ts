import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createUnauthenticatedHandler, LOGIN_PAGE } from './createUnauthenticatedHandler.ts';

function setup(page: string) {
  const timers: { callback: () => void; ms: number }[] = [];
  const navigations: string[] = [];
  let forgotten = 0;
  const handle = createUnauthenticatedHandler({
    forgetSession: () => (forgotten += 1),
    currentPage: () => page,
    navigate: (url) => navigations.push(url),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  });
  return { handle, timers, navigations, forgotten: () => forgotten };
}

test('forgets the session and opens login after 0.5 s, once for several failures', () => {
  const { handle, timers, navigations, forgotten } = setup('pages/property/property');
  handle();
  handle();
  assert.equal(forgotten(), 2);
  assert.equal(timers.length, 1);
  assert.equal(timers[0]!.ms, 500);
  assert.deepEqual(navigations, []);
  timers[0]!.callback();
  assert.deepEqual(navigations, [LOGIN_PAGE]);
});

test('stays put when the member is already on the login page', () => {
  const { handle, timers, navigations } = setup(LOGIN_PAGE);
  handle();
  timers[0]!.callback();
  assert.deepEqual(navigations, []);
});
