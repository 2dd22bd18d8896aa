// Delivery on the socket (ADR 0036): a frame over the cap closes that socket only; a member who
// was away catches up through `since` with exactly what they missed. With REDIS_URL (`npm run
// test:mysql`), two API servers on one database (in this process, then two API processes): a
// message sent through one reaches a socket on the other.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { SOCKET_MAX_FRAME_BYTES } from '../../realtime/socket-server.ts';
import { groupConversation, memberSocket } from '../../test/chat.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { startApiProcess } from '../../test/process.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import type { Envelope } from '../../contract/index.ts';
import type { TestSocket } from '../../test/socket.ts';
import type { ChatMessageView, MessagePage } from './chat.contract.ts';

const clock = manualClock(new Date());
let server: TestServer;
const sockets: TestSocket[] = [];
before(async () => (server = await startTestServer({ clock })));
after(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

let clientIds = 0;
async function send(via: TestServer, who: TestMember, conversationId: number, text: string) {
  const answer = await via.post<ChatMessageView>('/chat/message/send', {
    headers: { token: who.token },
    json: {
      conversationId,
      clientId: `d-${Date.now().toString(36)}-${(clientIds += 1)}`,
      kind: 'text',
      text,
    },
  });
  assert.equal(answer.body.status, 1, answer.body.msg);
  return answer.body.data;
}

async function socketOf(via: TestServer, who: TestMember) {
  const socket = await memberSocket(via, who.token);
  sockets.push(socket);
  return socket;
}

const seqOf = async (socket: TestSocket) => ((await socket.next('message')).message as ChatMessageView).seq;

describe('socket frames', () => {
  test(`a frame over ${SOCKET_MAX_FRAME_BYTES / 1024} KB closes that socket; the process and the other sockets go on`, async () => {
    const [loud, quiet, sender] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    const id = await groupConversation(server, sender.id, [loud.id, quiet.id]);
    const [loudSocket, quietSocket] = [await socketOf(server, loud), await socketOf(server, quiet)];
    const closed = new Promise<string>((resolve) => loudSocket.socket.once('disconnect', resolve));
    loudSocket.socket.emit('message', 'x'.repeat(SOCKET_MAX_FRAME_BYTES + 1024));
    assert.match(await closed, /transport (close|error)/);

    await send(server, sender, id, 'still here');
    assert.equal(await seqOf(quietSocket), 1);
    // A frame under the cap is nothing special.
    quietSocket.socket.emit('message', JSON.stringify({ type: 'pong', pad: 'y'.repeat(1024) }));
    await send(server, sender, id, 'and here');
    assert.equal(await seqOf(quietSocket), 2);
    assert.equal((await server.post('/chat/unread', { headers: { token: quiet.token } })).httpStatus, 200);
  });
});

describe('catching up', () => {
  test('a member who disconnects, misses 100 messages and reconnects gets exactly those 100, in order, then live ones', async () => {
    const away = await buildMember(server);
    // 10 senders: each stays under the rate limit.
    const senders = await Promise.all(Array.from({ length: 10 }, () => buildMember(server)));
    const id = await groupConversation(
      server,
      away.id,
      senders.map((sender) => sender.id),
    );
    const first = await socketOf(server, away);
    await send(server, senders[0]!, id, 'before');
    const lastSeen = await seqOf(first);
    first.close();

    for (let round = 0; round < 10; round += 1)
      await Promise.all(senders.map((sender, i) => send(server, sender, id, `missed ${round * 10 + i}`)));

    const again = await socketOf(server, away);
    const missed: ChatMessageView[] = [];
    let afterSeq = lastSeen;
    for (;;) {
      const page = await server.post<MessagePage>('/chat/message/since', {
        headers: { token: away.token },
        json: { conversationId: id, afterSeq },
      });
      missed.push(...page.body.data.list);
      if (!page.body.data.more) break;
      afterSeq = missed.at(-1)!.seq;
    }
    assert.equal(missed.length, 100);
    assert.deepEqual(
      missed.map((message) => message.seq),
      Array.from({ length: 100 }, (_, i) => lastSeen + 1 + i),
    );
    assert.deepEqual(
      [...missed.map((message) => message.text)].sort(),
      Array.from({ length: 100 }, (_, i) => `missed ${i}`).sort(),
    );
    // Nothing of those comes again on the new socket; the next message does.
    await send(server, senders[1]!, id, 'after');
    assert.equal(await seqOf(again), lastSeen + 101);
    await assert.rejects(again.next('message', 300), /no "message"/);
  });
});

describe('two API servers through Redis', { skip: !process.env.REDIS_URL }, () => {
  let other: TestServer;
  before(async () => (other = await startTestServer({ clock, freshDatabase: false })));
  after(() => other?.close());

  test('a message sent through server A reaches a socket on server B, in order, once', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    const id = await groupConversation(server, a.id, [b.id]);
    // One database: b's session is good on either server.
    const onB = await socketOf(other, b);
    for (let i = 1; i <= 10; i += 1) await send(server, a, id, `across ${i}`);
    for (let i = 1; i <= 10; i += 1) assert.equal(await seqOf(onB), i);
    await assert.rejects(onB.next('message', 300), /no "message"/);
  });

  test('a message sent to API process A reaches a socket on API process B', async () => {
    const env = {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL!,
      DATA_DIR: server.dataDir,
      SOCKET_TOKEN_SECRET: 'delivery-socket-secret-0123456789abcdef',
      APP_SECRET: 'delivery-app-secret-0123456789abcdef0123',
    };
    const [a, b] = [await startApiProcess(env), await startApiProcess(env)];
    try {
      const [sender, reader] = [await buildMember(server), await buildMember(server)];
      const id = await groupConversation(server, sender.id, [reader.id]);
      const onB = await socketOf(viaUrl(b.url), reader);
      const message = await send(viaUrl(a.url), sender, id, 'from process A');
      const delivered = await onB.next('message', 10_000);
      assert.deepEqual(delivered, { type: 'message', conversationId: id, message });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

/** A running API process as the helpers here call a server: its URL and a JSON POST. */
function viaUrl(url: string) {
  return {
    url,
    async post<T>(path: string, options: { headers?: Record<string, string>; json?: unknown } = {}) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...options.headers },
        body: JSON.stringify(options.json ?? {}),
      });
      return {
        httpStatus: response.status,
        headers: response.headers,
        body: (await response.json()) as Envelope<T>,
      };
    },
  } as unknown as TestServer;
}
