import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError, NO_ENVELOPE_STATUS } from '../api/ApiError.ts';
import { pendingView } from './pendingView.ts';

const refused = (httpStatus: number) =>
  new ApiError('This order does not exist', { status: 0, reason: 'failure', httpStatus });

test('a page waits until its load fails; a failure is shown with its retry', () => {
  assert.equal(pendingView(null, true), 'waiting');
  assert.equal(pendingView(undefined, false), 'waiting');
  assert.equal(pendingView(refused(409), true), 'failure');
  assert.equal(pendingView(refused(500), true), 'failure');
  assert.equal(pendingView(new Error('boom'), true), 'failure');
});

test("only the server's own 404, or 400 and 422 for an id that is not one, say the record does not exist, and only where the page asks for it", () => {
  for (const status of [404, 400, 422]) assert.equal(pendingView(refused(status), true), 'notFound');
  assert.equal(pendingView(refused(404), false), 'failure');
  // A 404 without the envelope (a proxy's page) and answers that never came deserve a retry.
  const proxy = new ApiError('Operation failed', {
    status: NO_ENVELOPE_STATUS,
    reason: 'http',
    httpStatus: 404,
  });
  assert.equal(pendingView(proxy, true), 'failure');
  const network = new ApiError('The current network status is poor', {
    status: NO_ENVELOPE_STATUS,
    reason: 'network',
  });
  assert.equal(pendingView(network, true), 'failure');
  assert.equal(pendingView({ httpStatus: 404 }, true), 'failure');
});
