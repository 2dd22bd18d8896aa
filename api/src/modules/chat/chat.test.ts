import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MemberResolver } from '../../platform/auth.ts';
import { manualClock } from '../../platform/clock.ts';
import { memberRoom } from '../../realtime/socket-server.ts';
import { SOCKET_TOKEN_TTL_MS } from '../../realtime/socket-token.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { expectRefused, openSocket, type TestSocket } from '../../test/socket.ts';

// Member accounts arrive later; here a session token `session-<id>` belongs to member <id>.
const resolveMember: MemberResolver = async (token) => {
  const match = /^session-(\d+)$/.exec(token);
  return match ? { id: Number(match[1]) } : null;
};

const clock = manualClock(new Date());
let server: TestServer;
const sockets: TestSocket[] = [];
before(async () => (server = await startTestServer({ clock, resolveMember })));
after(async () => {
  sockets.forEach((s) => s.close());
  await server.close();
});

async function connect(session?: string) {
  const issued = await server.post<{ token: string }>(
    '/chat/connect/issueToken',
    session ? { headers: { token: session } } : {},
  );
  assert.equal(issued.body.status, 1);
  const client = openSocket(server.url, issued.body.data.token);
  sockets.push(client);
  const init = await client.next('init');
  return { client, clientId: String(init.client_id) };
}

test('issueToken answers a token; the socket at /wss then receives the base64 init with its client_id', async () => {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  assert.equal(issued.httpStatus, 200);
  assert.equal(typeof issued.body.data.token, 'string');
  const client = openSocket(server.url, issued.body.data.token);
  sockets.push(client);
  const init = await client.next('init');
  assert.equal(init.client_id, client.socket.id);
});

test('the token may also come as the `token` query parameter', async () => {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  const { io } = await import('socket.io-client');
  const socket = io(server.url, {
    path: '/wss',
    query: { token: issued.body.data.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.close();
});

test('a socket without a valid token is refused', async () => {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  const [payload, signature] = issued.body.data.token.split('.');
  const forged = `${Buffer.from(JSON.stringify({ memberId: 1, guestId: 'x', expiresAt: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
  for (const token of [undefined, 'nonsense', `${payload}.AAAA`, forged]) {
    const { socket } = openSocket(server.url, token);
    assert.equal(await expectRefused(socket), 'invalid socket token');
    socket.close();
  }
});

test('a token is good for five minutes', async () => {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  clock.advance(SOCKET_TOKEN_TTL_MS + 1000);
  try {
    const { socket } = openSocket(server.url, issued.body.data.token);
    assert.equal(await expectRefused(socket), 'invalid socket token');
    socket.close();
  } finally {
    clock.set(new Date());
  }
});

test('bind without a member session answers -100 with HTTP 401', async () => {
  const { clientId } = await connect();
  for (const [lang, msg] of [
    ['en-us', 'not logged in or login expired'],
    ['hi-in', 'लॉग इन नहीं है या लॉगिन की अवधि समाप्त हो गई है'],
    ['zh-cn', '未登录或登录已过期'],
  ] as const) {
    const { httpStatus, body } = await server.post('/chat/messages/bind', {
      form: { client_id: clientId },
      lang,
    });
    assert.equal(httpStatus, 401);
    assert.deepEqual(body, { status: -100, msg, data: null });
  }
  const expired = await server.post('/chat/messages/bind', {
    form: { client_id: clientId },
    headers: { token: 'not-a-session' },
  });
  assert.equal(expired.body.status, -100);
});

test("bind joins the member's own socket to member-<id>, which then gets the member's messages", async () => {
  const { client, clientId } = await connect('session-7');
  const { httpStatus, body } = await server.post('/chat/messages/bind', {
    form: { client_id: clientId },
    headers: { token: 'session-7' },
  });
  assert.equal(httpStatus, 200);
  assert.deepEqual(body.data, { bound: true });
  server.realtime.publish(memberRoom(7), { type: 'message', text: 'hello' });
  assert.equal((await client.next('message')).text, 'hello');
});

test("a member cannot bind another member's socket, nor a socket opened as a guest", async () => {
  const theirs = await connect('session-8');
  const stolen = await server.post('/chat/messages/bind', {
    json: { client_id: theirs.clientId },
    headers: { token: 'session-9' },
    lang: 'en-us',
  });
  assert.equal(stolen.httpStatus, 403);
  assert.equal(stolen.body.msg, 'This chat connection belongs to another account');

  const guest = await connect();
  const early = await server.post('/chat/messages/bind', {
    json: { client_id: guest.clientId },
    headers: { token: 'session-9' },
  });
  assert.equal(early.httpStatus, 409);

  const gone = await server.post('/chat/messages/bind', {
    json: { client_id: 'no-such-socket' },
    headers: { token: 'session-9' },
    lang: 'en-us',
  });
  assert.equal(gone.httpStatus, 404);
  assert.equal(gone.body.msg, 'The chat connection was not found, please reconnect');
});

test('quit closes the socket and is harmless when repeated', async () => {
  const { client, clientId } = await connect('session-11');
  const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
  const first = await server.post('/chat/messages/quit', {
    form: { client_id: clientId },
    headers: { token: 'session-11' },
  });
  assert.deepEqual(first.body.data, { quit: true });
  await disconnected;
  const again = await server.post('/chat/messages/quit', { form: { client_id: clientId } });
  assert.deepEqual(again.body.data, { quit: true });
});

test('a keep-alive pong keeps the connection and is not answered with an error', async () => {
  const { client } = await connect();
  client.socket.emit('message', JSON.stringify({ type: 'pong', token: 'whatever' }));
  client.socket.emit('message', 'not json');
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(client.socket.connected, true);
});

test('long-polling requests under /wss are answered by the socket engine alone and never crash the server', async () => {
  const handshake = await fetch(`${server.url}/wss/?EIO=4&transport=polling`);
  const sid = JSON.parse((await handshake.text()).replace(/^0/, '')).sid as string;
  const post = await fetch(`${server.url}/wss/?EIO=4&transport=polling&sid=${sid}`, {
    method: 'POST',
    body: '40{"token":"not-a-token"}',
  });
  assert.equal(post.status, 200);
  await fetch(`${server.url}/wss/?EIO=4&transport=polling&sid=${sid}`);
  const health = await server.get<{ ok: boolean }>('/api/health');
  assert.equal(health.body.data.ok, true);
});
