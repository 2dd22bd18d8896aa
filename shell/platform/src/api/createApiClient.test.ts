import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import type { PlatformMessageKey } from './settleEnvelope.ts';

const messages: Record<PlatformMessageKey, string> = {
  notLoggedIn: 'Not logged in or login expired',
  networkPoor: 'The current network status is poor',
  operationFailed: 'Operation failed',
};

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const toasts: string[] = [];
  const requests: Request[] = [];
  let unauthenticated = 0;
  const client = createApiClient({
    baseUrl: 'http://app.test',
    headers: () => ({ token: 'tok-1', client: 'h5', Lang: 'en-us' }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    },
    effects: {
      toast: (message) => toasts.push(message),
      message: (key) => messages[key],
      onUnauthenticated: () => (unauthenticated += 1),
    },
  });
  return { client, toasts, requests, unauthenticated: () => unauthenticated };
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

test('status 0 and -1 toast the server message and reject', async () => {
  for (const status of [0, -1]) {
    const { client, toasts, unauthenticated } = setup(() =>
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
    assert.equal(unauthenticated(), 0);
  }
});

test('status -100, HTTP 403 and code -1 mean the login expired', async () => {
  const answers = [
    () => envelope({ status: -100, msg: 'login', data: null }, 401),
    () => envelope({ status: 0, msg: 'forbidden' }, 403),
    () => envelope({ status: 0, msg: 'expired', code: -1 }),
    () => new Response('Forbidden', { status: 403 }),
  ];
  for (const answer of answers) {
    const { client, toasts, unauthenticated } = setup(answer);
    await assert.rejects(client.get('/User/info'), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.reason, 'unauthenticated');
      return true;
    });
    assert.deepEqual(toasts, ['Not logged in or login expired']);
    assert.equal(unauthenticated(), 1);
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

test('an answer that is not an envelope is an operation failure', async () => {
  const { client, toasts } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
  await assert.rejects(client.get('/User/info'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'http');
    assert.equal(error.httpStatus, 502);
    return true;
  });
  assert.deepEqual(toasts, ['Operation failed']);
});

test('silent calls neither toast nor redirect', async () => {
  const { client, toasts, unauthenticated } = setup(() => envelope({ status: -100, msg: 'x' }));
  await assert.rejects(client.get('/User/info', undefined, { silent: true }));
  assert.deepEqual(toasts, []);
  assert.equal(unauthenticated(), 0);
});
