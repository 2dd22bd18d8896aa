import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
before(async () => (server = await startTestServer({ captureLogs: true })));
after(() => server.close());

test('an unknown API path answers the envelope with 404', async () => {
  for (const path of ['/api/Nope/nothing', '/chat/nope', '/api']) {
    const { httpStatus, body } = await server.get(path, { lang: 'en-us' });
    assert.equal(httpStatus, 404, path);
    assert.deepEqual(body, { status: 0, msg: 'The requested resource does not exist', data: null });
  }
});

test('a malformed JSON body is a 400 with a message in the requested language', async () => {
  const expected = {
    'hi-in': 'अनुरोध का डेटा पढ़ा नहीं जा सका। कृपया जाँच कर फिर से प्रयास करें।',
    'en-us': 'The request body could not be read. Please check it and try again.',
    'zh-cn': '无法读取请求内容，请检查后重试。',
  };
  for (const [lang, msg] of Object.entries(expected)) {
    const { httpStatus, body } = await server.post('/chat/connect/issueToken', {
      lang,
      raw: { body: '{"client_id": ', contentType: 'application/json' },
    });
    assert.equal(httpStatus, 400);
    assert.deepEqual(body, { status: 0, msg, data: null });
  }
});

test('Hindi is the default language, and unknown languages fall back to it', async () => {
  for (const lang of [undefined, 'fr-fr']) {
    const { body } = await server.get('/api/nowhere', lang ? { lang } : {});
    assert.equal(body.msg, 'अनुरोधित संसाधन मौजूद नहीं है');
  }
  const { body } = await server.get('/api/nowhere', { lang: 'zh-CN' });
  assert.equal(body.msg, '请求的资源不存在');
});

test('a wrong method on a known path is a 405 envelope', async () => {
  const { httpStatus, body } = await server.post('/api/health', { lang: 'en-us', json: {} });
  assert.equal(httpStatus, 405);
  assert.equal(body.status, 0);
  assert.equal(body.msg, 'This request method is not allowed here');
});

test('every answer carries a request id, and a sane incoming one is kept', async () => {
  const fresh = await server.get('/api/health');
  assert.match(fresh.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const kept = await server.get('/api/health', { headers: { 'X-Request-Id': 'lb-trace-42' } });
  assert.equal(kept.headers.get('x-request-id'), 'lb-trace-42');
  const replaced = await server.get('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
  assert.notEqual(replaced.headers.get('x-request-id'), 'bad id <script>');
});

test('logs never contain the session token, the operator token or a socket token', async () => {
  const sessionToken = 'session-token-that-must-stay-secret-1234';
  await server.post('/chat/connect/issueToken', { headers: { token: sessionToken } });
  await server.post('/chat/messages/bind', { headers: { token: sessionToken }, form: { client_id: 'abc' } });
  await server.get(`/api/Content/page?key=about&token=${sessionToken}`);
  await server.post('/api/Admin/Content/notice', {
    headers: { 'operator-token': 'wrong-operator-token-xyz' },
  });
  server.logger.info({ req: { headers: { token: sessionToken } }, token: sessionToken }, 'diagnostics');
  const logs = server.logs.join('\n');
  assert.ok(server.logs.some((line) => line.includes('"url":"/chat/messages/bind"')));
  assert.ok(
    server.logs.some((line) => line.includes('"url":"/api/Content/page?key=about&token=[redacted]"')),
  );
  assert.ok(!logs.includes(sessionToken), 'the session token reached the log');
  assert.ok(!logs.includes('wrong-operator-token-xyz'), 'the operator token reached the log');
});

test('API answers forbid framing, sniffing and caching; the web app has its CSP', async () => {
  const api = await server.get('/api/Content/notices');
  assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(api.headers.get('cache-control'), 'no-store');
  assert.equal(api.headers.get('referrer-policy'), 'same-origin');
  assert.equal(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  const refused = await server.get('/api/Wallet/summary');
  assert.equal(refused.httpStatus, 401);
  assert.equal(refused.headers.get('cache-control'), 'no-store');

  const page = await fetch(`${server.url}/h5/`);
  const policy = page.headers.get('content-security-policy') ?? '';
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /script-src 'self'(;|$)/);
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
});

test('a request line over the server limit still answers the envelope', async () => {
  const { request } = await import('node:http');
  const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request(`${server.url}/api/Content/page?key=${'a'.repeat(20_000)}`, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
  assert.equal(answer.status, 431);
  assert.match(answer.type, /^application\/json/);
  assert.deepEqual(JSON.parse(answer.body), {
    status: 0,
    msg: 'अनुरोध बहुत बड़ा है: इसका पता या हेडर बहुत लंबे हैं',
    data: null,
  });
  // The server keeps serving.
  assert.equal((await server.get('/api/health')).httpStatus, 200);
});

test('the last resort logs an error nobody handled, and the process serves on', async () => {
  const { EventEmitter } = await import('node:events');
  const { installLastResort } = await import('./last-resort.ts');
  const events = new EventEmitter();
  installLastResort(server.logger, events as unknown as NodeJS.Process);
  const before = server.logs.length;
  events.emit('uncaughtException', new Error('stream failed without a listener'), 'uncaughtException');
  events.emit('unhandledRejection', new Error('nobody awaited this'));
  const logged = server.logs
    .slice(before)
    .map((line) => JSON.parse(line) as { level: number; err: { message: string } });
  assert.deepEqual(
    logged.map((line) => [line.level, line.err.message]),
    [
      [60, 'stream failed without a listener'],
      [50, 'nobody awaited this'],
    ],
  );
  assert.equal((await server.get('/api/health')).httpStatus, 200);
});

test("an error's own code reaches the log; a verification code in a body does not", () => {
  const before = server.logs.length;
  server.logger.error({ err: Object.assign(new Error('lost'), { code: 'PROTOCOL_CONNECTION_LOST' }) }, 'db');
  server.logger.info({ req: { body: { code: '493817', mailCode: '271828', currentCode: '314159' } } }, 'b');
  server.logger.info({ input: { code: '161803' }, code: '141421' }, 'c');
  const lines = server.logs.slice(before).join('\n');
  assert.match(lines, /"code":"PROTOCOL_CONNECTION_LOST"/);
  for (const secret of ['493817', '271828', '314159', '161803', '141421'])
    assert.ok(!lines.includes(secret), secret);
});
