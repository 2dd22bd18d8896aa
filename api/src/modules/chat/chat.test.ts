import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { memberRoom, type SocketData } from '../../realtime/socket-server.ts';
import { SOCKET_TOKEN_TTL_MS } from '../../realtime/socket-token.ts';
import { buildMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { expectRefused, openSocket, type TestSocket } from '../../test/socket.ts';

const clock = manualClock(new Date());
let server: TestServer;
const sockets: TestSocket[] = [];
before(async () => (server = await startTestServer({ clock })));
after(async () => {
  sockets.forEach((s) => s.close());
  await server.close();
});

/** Opens a socket with a token issued to `session` (a guest without one). */
async function connect(session?: string) {
  const issued = await server.post<{ token: string }>(
    '/chat/connect/issueToken',
    session ? { headers: { token: session } } : {},
  );
  assert.equal(issued.body.status, 1);
  const socketToken = issued.body.data.token;
  const client = openSocket(server.url, socketToken);
  sockets.push(client);
  const init = await client.next('init');
  return { client, clientId: String(init.client_id), socketToken };
}

/** Whether the server still holds the socket with this id. */
async function serverHas(clientId: string) {
  return (await server.realtime.io.fetchSockets()).some((socket) => socket.id === clientId);
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
  try {
    const init = await new Promise<string>((resolve, reject) => {
      socket.once('message', resolve);
      socket.once('connect_error', reject);
    });
    const decoded = JSON.parse(Buffer.from(init, 'base64').toString('utf8')) as Record<string, unknown>;
    assert.deepEqual(decoded, { type: 'init', client_id: socket.id });
  } finally {
    socket.close();
  }
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

test('bind without a live member session answers -100 with HTTP 401, saying why', async () => {
  const { clientId } = await connect();
  for (const [lang, msg] of [
    ['en-us', 'not logged in or login expired'],
    ['hi-in', 'लॉग इन नहीं है या लॉग इन की अवधि समाप्त हो गई है'],
    ['zh-cn', '未登录或登录已过期'],
  ] as const) {
    const { httpStatus, body } = await server.post('/chat/messages/bind', {
      form: { client_id: clientId },
      lang,
    });
    assert.equal(httpStatus, 401);
    assert.deepEqual(body, { status: -100, msg, data: { code: 'not_logged_in' } });
  }
  const unknown = await server.post('/chat/messages/bind', {
    form: { client_id: clientId },
    headers: { token: 'not-a-session' },
  });
  assert.deepEqual(unknown.body.data, { code: 'not_logged_in' });
});

test("bind joins the member's own socket to member-<id>, which then gets the member's messages", async () => {
  const seven = await buildMember(server);
  const { client, clientId } = await connect(seven.token);
  const { httpStatus, body } = await server.post('/chat/messages/bind', {
    form: { client_id: clientId },
    headers: { token: seven.token },
  });
  assert.equal(httpStatus, 200);
  assert.deepEqual(body.data, { bound: true });
  server.realtime.publish(memberRoom(seven.id), { type: 'message', text: 'hello' });
  assert.equal((await client.next('message')).text, 'hello');
});

test("a member cannot bind another member's socket, nor a socket opened as a guest (409 with a code, never 403)", async () => {
  const [owner, other] = [await buildMember(server), await buildMember(server)];
  const theirs = await connect(owner.token);
  const stolen = await server.post('/chat/messages/bind', {
    json: { client_id: theirs.clientId },
    headers: { token: other.token },
    lang: 'en-us',
  });
  assert.equal(stolen.httpStatus, 409);
  assert.deepEqual(stolen.body, {
    status: 0,
    msg: 'This chat connection belongs to another account',
    data: { code: 'socket_not_yours' },
  });

  const guest = await connect();
  const early = await server.post('/chat/messages/bind', {
    json: { client_id: guest.clientId },
    headers: { token: other.token },
  });
  assert.equal(early.httpStatus, 409);
  assert.deepEqual(early.body.data, { code: 'socket_guest' });

  const gone = await server.post('/chat/messages/bind', {
    json: { client_id: 'no-such-socket' },
    headers: { token: other.token },
    lang: 'en-us',
  });
  assert.equal(gone.httpStatus, 404);
  assert.equal(gone.body.msg, 'The chat connection was not found, please reconnect');
});

test('quit with the socket token closes the socket, also after the session ended, and is harmless when repeated', async () => {
  const eleven = await buildMember(server);
  const { client, clientId, socketToken } = await connect(eleven.token);
  await server.post('/api/User/logout', { headers: { token: eleven.token } });
  clock.advance(SOCKET_TOKEN_TTL_MS + 1000);
  try {
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    const first = await server.post('/chat/messages/quit', {
      form: { client_id: clientId, socket_token: socketToken },
    });
    assert.deepEqual(first.body.data, { quit: true });
    await disconnected;
    assert.equal(await serverHas(clientId), false);
    const again = await server.post('/chat/messages/quit', {
      form: { client_id: clientId, socket_token: socketToken },
    });
    assert.deepEqual(again.body.data, { quit: true });
  } finally {
    clock.set(new Date());
  }
});

test("nobody closes another's socket: quit without the socket's own token leaves it connected", async () => {
  const victim = await buildMember(server);
  const attacker = await buildMember(server);
  const target = await connect(victim.token);
  const own = await connect(attacker.token);
  const guest = await connect();
  const attempts: { form: Record<string, string>; headers?: Record<string, string> }[] = [
    { form: { client_id: target.clientId } },
    { form: { client_id: target.clientId }, headers: { token: attacker.token } },
    { form: { client_id: target.clientId, socket_token: own.socketToken } },
    { form: { client_id: target.clientId, socket_token: guest.socketToken } },
    { form: { client_id: target.clientId, socket_token: 'forged.token' } },
    { form: { client_id: guest.clientId, socket_token: target.socketToken } },
  ];
  for (const attempt of attempts) {
    const { httpStatus, body } = await server.post('/chat/messages/quit', { ...attempt, lang: 'en-us' });
    assert.ok([400, 409, 422].includes(httpStatus), `${JSON.stringify(attempt)} answered ${httpStatus}`);
    assert.equal(body.status, 0);
  }
  assert.equal(await serverHas(target.clientId), true);
  assert.equal(await serverHas(guest.clientId), true);
  // And the victim still receives what is sent to them.
  await server.post('/chat/messages/bind', {
    form: { client_id: target.clientId },
    headers: { token: victim.token },
  });
  server.realtime.publish(memberRoom(victim.id), { type: 'message', text: 'still here' });
  assert.equal((await target.client.next('message')).text, 'still here');
});

test('a keep-alive pong marks the socket present; anything else it sends is ignored', async () => {
  const { client, clientId } = await connect();
  const before = clock.now().getTime();
  clock.advance(60_000);
  try {
    client.socket.emit('message', 'not json');
    client.socket.emit('message', JSON.stringify({ type: 'pong', token: 'whatever' }));
    // The server handles a socket's messages in order: once the pong is seen, the junk was too.
    const lastPong = async () => {
      const [socket] = await server.realtime.io.in(clientId).fetchSockets();
      return (socket?.data as SocketData | undefined)?.lastPongAt;
    };
    const deadline = Date.now() + 5000;
    while ((await lastPong()) !== before + 60_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(await lastPong(), before + 60_000);
    assert.equal(await serverHas(clientId), true);
  } finally {
    clock.set(new Date());
  }
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
