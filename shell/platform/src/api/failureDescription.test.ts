import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError, NO_ENVELOPE_STATUS } from './ApiError.ts';
import { failureDescription } from './failureDescription.ts';

test("an error state tells the server's refusal, and keeps the network advice when no answer came", () => {
  const refused = new ApiError('Conversion is not available yet, please try again later', {
    status: 0,
    reason: 'failure',
    httpStatus: 503,
  });
  assert.equal(failureDescription(refused), 'Conversion is not available yet, please try again later');
  for (const reason of ['network', 'timeout', 'http'] as const)
    assert.equal(
      failureDescription(
        new ApiError('The current network status is poor', { status: NO_ENVELOPE_STATUS, reason }),
      ),
      undefined,
    );
  assert.equal(failureDescription(null), undefined);
  assert.equal(failureDescription(new Error('boom')), undefined);
});
