import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import type { PlatformMessageKey, SessionEnd, ToastKind } from './settleEnvelope.ts';

const messages: Record<PlatformMessageKey, string> = {
  notLoggedIn: 'Not logged in or login expired',
  signedInElsewhere: 'Your account was signed in on another device',
  passwordChanged: 'Your password was changed',
  accountFrozen: 'This account is frozen',
  networkPoor: 'The current network status is poor',
  operationFailed: 'Operation failed',
};

function setup(
  respond: (request: Request) => Response | Promise<Response>,
  options: { forbiddenIsRefusal?: boolean } = {},
) {
  const toasts: string[] = [];
  const kinds: ToastKind[] = [];
  const requests: Request[] = [];
  const ends: SessionEnd[] = [];
  const client = createApiClient({
    baseUrl: 'http://app.test',
    headers: () => ({ token: 'tok-1', client: 'h5', Lang: 'en-us' }),
    ...options,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    },
    effects: {
      toast: (message, kind) => {
        toasts.push(message);
        kinds.push(kind);
      },
      message: (key) => messages[key],
      onUnauthenticated: (end) => ends.push(end),
    },
  });
  return { client, toasts, kinds, requests, ends, unauthenticated: () => ends.length };
}

const envelope = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('status 1 resolves data and sends the token, client and Lang headers', async () => {
  const { client, requests, toasts } = setup(() => envelope({ status: 1, msg: '', data: { id: 7 } }));
  const data = await client.get<{ id: number }>('/User/info', { page: 1, skip: undefined });
  assert.deepEqual(data, { id: 7 });
  const request = requests[0]!;
  assert.equal(request.url, 'http://app.test/api/User/info?page=1');
  assert.equal(request.headers.get('token'), 'tok-1');
  assert.equal(request.headers.get('client'), 'h5');
  assert.equal(request.headers.get('Lang'), 'en-us');
  assert.deepEqual(toasts, []);
});

test('posts form-encoded bodies to /chat with an Idempotency-Key', async () => {
  const { client, requests } = setup(() => envelope({ status: 1, data: { bound: true } }));
  await client.post(
    '/messages/bind',
    { client_id: 'c1', n: 2, none: undefined },
    {
      base: 'chat',
      idempotencyKey: 'key-1',
    },
  );
  const request = requests[0]!;
  assert.equal(request.method, 'POST');
  assert.equal(request.url, 'http://app.test/chat/messages/bind');
  assert.match(request.headers.get('content-type') ?? '', /application\/x-www-form-urlencoded/);
  assert.equal(request.headers.get('Idempotency-Key'), 'key-1');
  assert.equal(await request.text(), 'client_id=c1&n=2');
});

test('FormData bodies pass through as multipart', async () => {
  const { client, requests } = setup(() => envelope({ status: 1, data: { path: '/u/a.png' } }));
  const form = new FormData();
  form.append('file', new Blob(['x']), 'a.png');
  assert.deepEqual(await client.post('/Upload/image', form), { path: '/u/a.png' });
  assert.match(requests[0]!.headers.get('content-type') ?? '', /multipart\/form-data/);
});

test('status 0 and -1 show the server message as an error toast and reject', async () => {
  for (const status of [0, -1]) {
    const { client, toasts, kinds, unauthenticated } = setup(() =>
      envelope({ status, msg: 'Insufficient balance', data: null }, 422),
    );
    await assert.rejects(client.post('/Fund/buy', { amount: '100.00' }), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.status, status);
      assert.equal(error.reason, 'failure');
      assert.equal(error.httpStatus, 422);
      assert.equal(error.message, 'Insufficient balance');
      return true;
    });
    assert.deepEqual(toasts, ['Insufficient balance']);
    assert.deepEqual(kinds, ['error']);
    assert.equal(unauthenticated(), 0);
  }
});

test('a refusal with a business code keeps data.code for the page to act on', async () => {
  const { client, unauthenticated } = setup(() =>
    envelope(
      { status: 0, msg: 'Set the payment password first', data: { code: 'payment_password_unset' } },
      422,
    ),
  );
  await assert.rejects(client.post('/Wallet/withdrawal/request', {}), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'failure');
    assert.deepEqual(error.data, { code: 'payment_password_unset' });
    return true;
  });
  assert.equal(unauthenticated(), 0);
});

test('status -100, HTTP 403 and code -1 end the session, with the token the call went out with', async () => {
  const answers = [
    () => envelope({ status: -100, msg: 'login', data: null }, 401),
    () => envelope({ status: 0, msg: 'forbidden' }, 403),
    () => envelope({ status: 0, msg: 'expired', code: -1 }),
    () => new Response('Forbidden', { status: 403 }),
  ];
  for (const answer of answers) {
    const { client, toasts, ends } = setup(answer);
    await assert.rejects(client.get('/User/info'), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.reason, 'unauthenticated');
      assert.equal(error.message, 'Not logged in or login expired');
      return true;
    });
    // The handler tells the member (once for a burst), not the client.
    assert.deepEqual(toasts, []);
    assert.deepEqual(ends, [{ code: null, message: 'Not logged in or login expired', token: 'tok-1' }]);
  }
});

test('for the operator console, HTTP 403 is a refusal shown like any other and the session goes on', async () => {
  const { client, toasts, ends } = setup(
    () => envelope({ status: 0, msg: 'You do not have permission to do this', data: null }, 403),
    { forbiddenIsRefusal: true },
  );
  await assert.rejects(client.get('/Admin/operators'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'failure');
    assert.equal(error.httpStatus, 403);
    return true;
  });
  assert.deepEqual(toasts, ['You do not have permission to do this']);
  assert.deepEqual(ends, []);
});

test('the reason in data.code picks what the member is told', async () => {
  const cases = [
    ['signed_in_elsewhere', 'Your account was signed in on another device'],
    ['password_changed', 'Your password was changed'],
    ['frozen', 'This account is frozen'],
    ['session_expired', 'Not logged in or login expired'],
    ['not_logged_in', 'Not logged in or login expired'],
    ['signed_out', 'Not logged in or login expired'],
    ['something_new', 'Not logged in or login expired'],
  ] as const;
  for (const [code, message] of cases) {
    const { client, ends } = setup(() => envelope({ status: -100, msg: 'x', data: { code } }, 401));
    await assert.rejects(client.get('/Wallet/summary'), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.message, message);
      assert.deepEqual(error.data, { code });
      return true;
    });
    assert.deepEqual(ends, [{ code: code === 'something_new' ? null : code, message, token: 'tok-1' }]);
  }
});

test('a network failure toasts that the network is poor and rejects', async () => {
  const { client, toasts } = setup(() => {
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(client.get('/Content/notices'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'network');
    return true;
  });
  assert.deepEqual(toasts, ['The current network status is poor']);
});

test('a timeout toasts that the network is poor', async () => {
  const { client, toasts } = setup(
    (request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      ),
  );
  await assert.rejects(client.get('/slow', undefined, { timeoutMs: 20 }), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'timeout');
    return true;
  });
  assert.deepEqual(toasts, ['The current network status is poor']);
});

test('an answer that is not an envelope is an operation failure, shown as an error toast', async () => {
  const { client, toasts, kinds } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
  await assert.rejects(client.get('/User/info'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'http');
    assert.equal(error.httpStatus, 502);
    return true;
  });
  assert.deepEqual(toasts, ['Operation failed']);
  assert.deepEqual(kinds, ['error']);
});

test('silent calls show no failure toast, but a session that ended is still told', async () => {
  const refused = setup(() => envelope({ status: 0, msg: 'Insufficient balance' }, 422));
  await assert.rejects(refused.client.get('/Wallet/summary', undefined, { silent: true }));
  assert.deepEqual(refused.toasts, []);
  assert.equal(refused.unauthenticated(), 0);

  const offline = setup(() => {
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(offline.client.get('/Wallet/summary', undefined, { silent: true }));
  assert.deepEqual(offline.toasts, []);

  const ended = setup(() => envelope({ status: -100, msg: 'x', data: { code: 'signed_in_elsewhere' } }, 401));
  await assert.rejects(ended.client.get('/Wallet/summary', undefined, { silent: true }), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'unauthenticated');
    return true;
  });
  assert.deepEqual(ended.ends, [
    { code: 'signed_in_elsewhere', message: 'Your account was signed in on another device', token: 'tok-1' },
  ]);
});
