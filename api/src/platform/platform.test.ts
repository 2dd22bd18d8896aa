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
