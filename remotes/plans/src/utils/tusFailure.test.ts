import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tusFailureMessage } from './tusFailure.ts';

const answered = (body: string, status = 413) => ({
  originalResponse: { getStatus: () => status, getBody: () => body },
});

test("a refused upload says the server's words; a network failure says the fallback", () => {
  assert.equal(
    tusFailureMessage(answered('{"status":0,"msg":"The video is larger than 300 MB"}'), 'Upload stopped'),
    'The video is larger than 300 MB',
  );
  assert.equal(tusFailureMessage(answered('Upload not found', 404), 'Upload stopped'), 'Upload not found');
  assert.equal(tusFailureMessage(answered('<html>502</html>', 502), 'Upload stopped'), 'Upload stopped');
  assert.equal(tusFailureMessage(new Error('xhr error'), 'Upload stopped'), 'Upload stopped');
  assert.equal(tusFailureMessage({ originalResponse: null }, 'Upload stopped'), 'Upload stopped');
  assert.equal(tusFailureMessage(null, 'Upload stopped'), 'Upload stopped');
});
