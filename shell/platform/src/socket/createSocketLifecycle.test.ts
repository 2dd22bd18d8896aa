import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createSocketLifecycle,
  KEEP_ALIVE_MS,
  type SocketConnection,
  type SocketHandlers,
} from './createSocketLifecycle.ts';
import { decodeSocketPayload } from './decodeSocketPayload.ts';

const encode = (message: object) => Buffer.from(JSON.stringify(message), 'utf8').toString('base64');
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(options: { loggedIn?: boolean } = {}) {
  let loggedIn = options.loggedIn ?? true;
  let guestAllowed = true;
  const calls: string[] = [];
  const sent: object[] = [];
  const intervals = new Map<number, () => void>();
  const timeouts = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 1;
  let storedClientId: string | null = null;
  let handlers: SocketHandlers | null = null;
  let failSends = 0;
  let opens = 0;
  const connection = (): SocketConnection => ({
    send(payload) {
      if (failSends > 0) {
        failSends -= 1;
        throw new Error('send failed');
      }
      sent.push(JSON.parse(payload) as object);
    },
    close() {
      calls.push('close');
    },
  });
  const lifecycle = createSocketLifecycle({
    issueToken: async () => {
      calls.push('issueToken');
      return `sock-${opens + 1}`;
    },
    open: async (token, next) => {
      opens += 1;
      calls.push(`open ${token}`);
      handlers = next;
      return connection();
    },
    bind: async (clientId) => calls.push(`bind ${clientId}`),
    quit: async (clientId, socketToken) => calls.push(`quit ${clientId} with ${socketToken}`),
    isLoggedIn: () => loggedIn,
    mayOpen: () => loggedIn || guestAllowed,
    clientId: {
      set: (id) => (storedClientId = id),
      clear: () => (storedClientId = null),
    },
    setInterval: (callback) => {
      const handle = nextHandle++;
      intervals.set(handle, callback);
      return handle;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      timeouts.set(handle, { callback, ms });
      return handle;
    },
    clearTimeout: (handle) => timeouts.delete(handle as number),
  });
  return {
    lifecycle,
    calls,
    sent,
    intervals,
    timeouts,
    clientId: () => storedClientId,
    receive: (message: object) => handlers!.onMessage(encode(message)),
    dropConnection: () => handlers!.onClose(),
    failNextSends: (count: number) => (failSends = count),
    login: () => {
      loggedIn = true;
    },
    endSession: () => {
      loggedIn = false;
      guestAllowed = false;
    },
  };
}

test('stays closed until shown, then issues a token, connects, and binds on init', async () => {
  const socket = setup();
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.deepEqual(socket.calls, []);
  await socket.lifecycle.show();
  assert.equal(socket.lifecycle.state(), 'open');
  assert.deepEqual(socket.calls, ['issueToken', 'open sock-1']);
  socket.receive({ type: 'init', client_id: 'c-9' });
  await settle();
  assert.equal(socket.clientId(), 'c-9');
  assert.deepEqual(socket.calls.slice(2), ['bind c-9']);
});

test('does not bind a visitor who is not logged in', async () => {
  const socket = setup({ loggedIn: false });
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-1' });
  await settle();
  assert.equal(socket.clientId(), 'c-1');
  assert.ok(!socket.calls.some((call) => call.startsWith('bind')));
});

test('on hide the client id is cleared and the server told to quit', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-2' });
  socket.lifecycle.hide();
  await settle();
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.equal(socket.clientId(), null);
  assert.ok(socket.calls.includes('quit c-2 with sock-1'));
  assert.ok(socket.calls.includes('close'));
  assert.equal(socket.intervals.size, 0);
});

test('sends a pong with the token every 25 s while open', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  assert.equal(socket.intervals.size, 1);
  for (const keepAlive of socket.intervals.values()) keepAlive();
  assert.deepEqual(socket.sent, [{ type: 'pong', token: 'sock-1' }]);
  assert.equal(KEEP_ALIVE_MS, 25_000);
});

test('queues messages sent while closed and sends them on open', async () => {
  const socket = setup();
  socket.lifecycle.send({ type: 'message', text: 'hello' });
  assert.equal(socket.lifecycle.queued(), 1);
  await socket.lifecycle.show();
  assert.deepEqual(socket.sent, [{ type: 'message', text: 'hello', token: 'sock-1' }]);
  assert.equal(socket.lifecycle.queued(), 0);
});

test('a failed send is queued and retried once by reopening the socket', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  socket.failNextSends(1);
  socket.lifecycle.send({ type: 'message', text: 'again' });
  await settle();
  assert.deepEqual(
    socket.calls.filter((call) => call.startsWith('open')),
    ['open sock-1', 'open sock-2'],
  );
  assert.deepEqual(socket.sent, [{ type: 'message', text: 'again', token: 'sock-2' }]);
});

test('a message that fails twice is dropped, not retried for ever', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  socket.failNextSends(2);
  socket.lifecycle.send({ type: 'message', text: 'lost' });
  await settle();
  await settle();
  assert.equal(socket.lifecycle.queued(), 0);
  assert.deepEqual(socket.sent, []);
  assert.equal(socket.calls.filter((call) => call.startsWith('open')).length, 3);
  assert.equal(socket.lifecycle.state(), 'open');
});

test('dispatches decoded messages to listeners of their type until unsubscribed', async () => {
  const socket = setup();
  const notices: unknown[] = [];
  const everything: string[] = [];
  const stop = socket.lifecycle.on('notice', (message) => notices.push(message.title));
  socket.lifecycle.on('*', (message) => everything.push(message.type));
  await socket.lifecycle.show();
  socket.receive({ type: 'notice', title: 'नमस्ते 你好' });
  stop();
  socket.receive({ type: 'notice', title: 'ignored' });
  socket.receive({ type: 'isOnline', online: true });
  assert.deepEqual(notices, ['नमस्ते 你好']);
  assert.deepEqual(everything, ['notice', 'notice', 'isOnline']);
});

test('a connection dropped by the server is closed, then reopened after a delay while shown', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-3' });
  socket.dropConnection();
  await settle();
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.equal(socket.clientId(), null);
  assert.ok(socket.calls.includes('quit c-3 with sock-1'));
  assert.equal(socket.timeouts.size, 1);
  const [reopen] = [...socket.timeouts.values()];
  reopen!.callback();
  await settle();
  assert.equal(socket.lifecycle.state(), 'open');
});

test('hiding while the token is being issued leaves the socket closed', async () => {
  const socket = setup();
  const opening = socket.lifecycle.show();
  socket.lifecycle.hide();
  await opening;
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.ok(!socket.calls.some((call) => call.startsWith('open')));
});

test('logging in mid-visit reopens the socket with a member token, and its init binds it', async () => {
  const socket = setup({ loggedIn: false });
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'guest-1' });
  await settle();
  assert.ok(!socket.calls.some((call) => call.startsWith('bind')));

  socket.login();
  socket.lifecycle.renew();
  await settle();
  assert.equal(socket.lifecycle.state(), 'open');
  // The guest socket is left (with the token it was opened with), a new one opened for the member.
  assert.deepEqual(socket.calls, [
    'issueToken',
    'open sock-1',
    'quit guest-1 with sock-1',
    'close',
    'issueToken',
    'open sock-2',
  ]);
  socket.receive({ type: 'init', client_id: 'member-1' });
  await settle();
  assert.equal(socket.clientId(), 'member-1');
  assert.equal(socket.calls.at(-1), 'bind member-1');
});

test('after a session ends the socket closes and does not reopen as a guest until the next login', async () => {
  const socket = setup();
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-5' });
  await settle();

  socket.endSession();
  socket.lifecycle.renew();
  await settle();
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.equal(socket.clientId(), null);
  assert.ok(socket.calls.includes('quit c-5 with sock-1'));
  // Hidden and shown again: still closed.
  socket.lifecycle.hide();
  await socket.lifecycle.show();
  assert.equal(socket.lifecycle.state(), 'closed');
  assert.equal(socket.calls.filter((call) => call.startsWith('open')).length, 1);

  socket.login();
  socket.lifecycle.renew();
  await settle();
  assert.equal(socket.lifecycle.state(), 'open');
  assert.equal(socket.calls.filter((call) => call.startsWith('open')).length, 2);
});

test('decodes base64 UTF-8 JSON, plain JSON and objects; rejects the rest', () => {
  assert.deepEqual(decodeSocketPayload(encode({ type: 'init', client_id: 'x' })), {
    type: 'init',
    client_id: 'x',
  });
  assert.deepEqual(decodeSocketPayload('{"type":"notice"}'), { type: 'notice' });
  assert.deepEqual(decodeSocketPayload({ type: 'message' }), { type: 'message' });
  assert.equal(decodeSocketPayload('not base64 !'), null);
  assert.equal(decodeSocketPayload(encode({ no: 'type' })), null);
  assert.equal(decodeSocketPayload(null), null);
});

test('tells onBound listeners after each connection is bound, not a closed one', async () => {
  const socket = setup();
  let bound = 0;
  const off = socket.lifecycle.onBound(() => (bound += 1));
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-1' });
  await settle();
  assert.equal(bound, 1);
  // The server drops the connection; the reopened one is bound again and tells again.
  socket.dropConnection();
  const reopen = [...socket.timeouts.values()].at(-1)!;
  reopen.callback();
  await settle();
  socket.receive({ type: 'init', client_id: 'c-2' });
  await settle();
  assert.equal(bound, 2);
  off();
  socket.lifecycle.hide();
  await socket.lifecycle.show();
  socket.receive({ type: 'init', client_id: 'c-3' });
  await settle();
  assert.equal(bound, 2);
});
