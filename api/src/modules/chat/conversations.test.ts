import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import {
  block,
  befriend,
  directConversation,
  groupConversation,
  memberSocket,
  unfriend,
} from '../../test/chat.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import type { TestSocket } from '../../test/socket.ts';
import { ChatGroupSchema } from '../groups/group.entity.ts';
import type {
  ChatMessageView,
  ChatUnreadAnswer,
  ConversationInfo,
  ConversationSummary,
  MessagePage,
  ReadMessagesAnswer,
} from './chat.contract.ts';
import { ChatConversationSchema, ChatMessageSchema } from './chat.entity.ts';

const clock = manualClock(new Date());
let server: TestServer;
const sockets: TestSocket[] = [];
before(async () => (server = await startTestServer({ clock })));
after(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

const member = () => buildMember(server);

const call = <T>(who: TestMember, path: string, json: unknown = {}) =>
  server.post<T>(path, { headers: { token: who.token }, json, lang: 'en-us' });

let clientIds = 0;
const nextClientId = () => `c-${Date.now().toString(36)}-${(clientIds += 1)}`;

function send(who: TestMember, conversationId: number, text: string, clientId = nextClientId()) {
  return call<ChatMessageView>(who, '/chat/message/send', { conversationId, clientId, kind: 'text', text });
}

async function sent(who: TestMember, conversationId: number, text: string, clientId?: string) {
  const answer = await send(who, conversationId, text, clientId);
  assert.equal(answer.body.status, 1, answer.body.msg);
  return answer.body.data;
}

const info = async (who: TestMember, conversationId: number) =>
  (await call<ConversationInfo>(who, '/chat/conversation/info', { conversationId })).body.data;

async function withSocket(who: TestMember) {
  const socket = await memberSocket(server, who.token);
  sockets.push(socket);
  return socket;
}

/** `count` text messages `m1`… stored straight in the table (past the rate limit), seqs from 1. */
async function bulkMessages(conversationId: number, senderId: number, count: number) {
  const em = server.orm.em.fork();
  const now = new Date();
  for (let seq = 1; seq <= count; seq += 1)
    em.create(ChatMessageSchema, {
      conversationId,
      seq,
      senderId,
      senderOperator: null,
      clientId: `bulk-${seq}`,
      kind: 'text',
      body: `m${seq}`,
      fileName: null,
      durationMs: null,
      createdAt: now,
      updatedAt: now,
    });
  await em.flush();
  await em.nativeUpdate(
    ChatConversationSchema,
    { id: conversationId },
    { lastSeq: count, lastMessageAt: now },
  );
}

describe('direct conversations', () => {
  test('open needs a friend, makes one conversation per pair (also when both open it at once)', async () => {
    const [a, b] = [await member(), await member()];
    const refused = await call(a, '/chat/conversation/open', { friendId: b.id });
    assert.equal(refused.httpStatus, 409);
    assert.equal(refused.body.msg, 'You can only message your friends');
    assert.deepEqual(refused.body.data, { code: 'not_friends' });

    await befriend(server, a.id, b.id);
    const opened = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call<{ conversationId: number }>(a, '/chat/conversation/open', { friendId: b.id }),
      ),
      ...Array.from({ length: 5 }, () =>
        call<{ conversationId: number }>(b, '/chat/conversation/open', { friendId: a.id }),
      ),
    ]);
    const ids = new Set(opened.map((answer) => answer.body.data.conversationId));
    assert.equal(ids.size, 1, JSON.stringify(opened.map((answer) => answer.body)));

    const [id] = [...ids] as [number];
    const seen = await info(a, id);
    assert.equal(seen.kind, 'direct');
    assert.equal(seen.title, b.nickname);
    assert.deepEqual(seen.peer, { id: b.id, nickname: b.nickname, avatar: null });
    assert.equal(seen.memberCount, 2);
    assert.equal(seen.role, 'member');

    const self = await call(a, '/chat/conversation/open', { friendId: a.id });
    assert.equal(self.httpStatus, 409);
  });

  test('a message is stored with the next seq, sent to both members live, and the same clientId answers the same message', async () => {
    const [a, b] = [await member(), await member()];
    const id = await directConversation(server, a.id, b.id);
    const [socketA, socketB] = [await withSocket(a), await withSocket(b)];
    const first = await sent(a, id, 'Hello <b>there</b>', 'hello-1');
    assert.equal(first.seq, 1);
    assert.equal(first.kind, 'text');
    assert.equal(first.text, 'Hello <b>there</b>');
    assert.deepEqual(first.sender, { kind: 'member', memberId: a.id, nickname: a.nickname, avatar: null });
    assert.equal(first.clientId, 'hello-1');
    for (const socket of [socketA, socketB]) {
      const delivered = await socket.next('message');
      assert.deepEqual(delivered, { type: 'message', conversationId: id, message: first });
    }

    const again = await sent(a, id, 'Hello <b>there</b>', 'hello-1');
    assert.deepEqual(again, first);
    await assert.rejects(socketB.next('message', 300), /no "message"/);
    const rows = await server.orm.em.fork().count(ChatMessageSchema, { conversationId: id });
    assert.equal(rows, 1);

    // B's own client id is B's: the same string from another sender is another message.
    const fromB = await sent(b, id, 'Hi', 'hello-1');
    assert.equal(fromB.seq, 2);
  });

  test('refused once no longer friends, and when either blocked the other; nothing stored', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const ab = await directConversation(server, a.id, b.id);
    const ac = await directConversation(server, a.id, c.id);
    await unfriend(server, a.id, b.id);
    const notFriends = await send(a, ab, 'still there?');
    assert.deepEqual([notFriends.httpStatus, notFriends.body.data], [409, { code: 'not_friends' }]);

    await block(server, c.id, a.id);
    for (const [who, text] of [
      [a, 'from the blocked'],
      [c, 'from the blocker'],
    ] as const) {
      const blocked = await send(who, ac, text);
      assert.equal(blocked.httpStatus, 409);
      assert.equal(blocked.body.msg, 'You cannot message this member');
      assert.deepEqual(blocked.body.data, { code: 'blocked' });
    }
    const em = server.orm.em.fork();
    assert.equal(await em.count(ChatMessageSchema, { conversationId: { $in: [ab, ac] } }), 0);
  });
});

describe('messages', () => {
  test('text is 1–2000 characters, kept as written (line breaks too)', async () => {
    const owner = await member();
    const id = await groupConversation(server, owner.id);
    const empty = await send(owner, id, '   ');
    assert.deepEqual([empty.httpStatus, empty.body.msg], [422, 'Please enter a message']);
    const long = await send(owner, id, 'x'.repeat(2001));
    assert.deepEqual([long.httpStatus, long.body.msg], [422, 'A message may be at most 2000 characters']);
    const hindi = await send(owner, id, 'नमस्ते', 'bad id with spaces');
    assert.deepEqual([hindi.httpStatus, hindi.body.msg], [422, 'The message id is invalid']);
    const lines = await sent(owner, id, 'line one\nline two <script>alert(1)</script>');
    assert.equal(lines.text, 'line one\nline two <script>alert(1)</script>');
    assert.equal((await sent(owner, id, 'x'.repeat(2000))).text!.length, 2000);
  });

  test('50 concurrent sends by 5 members take seqs 1–50 once each; a client id sent 10 times at once is one message', async () => {
    const owner = await member();
    const others = [await member(), await member(), await member(), await member()];
    const senders = [owner, ...others];
    const id = await groupConversation(
      server,
      owner.id,
      others.map((other) => other.id),
    );
    const reader = await withSocket(others[0]!);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(senders[i % 5]!, id, `message ${i}`)),
    );
    assert.ok(
      answers.every((answer) => answer.body.status === 1),
      JSON.stringify(answers.find((a) => a.body.status !== 1)?.body),
    );
    const seqs = answers.map((answer) => answer.body.data.seq).sort((x, y) => x - y);
    assert.deepEqual(
      seqs,
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    // Delivered in seq order to a member's socket.
    const delivered: number[] = [];
    for (let i = 0; i < 50; i += 1)
      delivered.push(((await reader.next('message')).message as ChatMessageView).seq);
    assert.deepEqual(
      delivered,
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    const repeated = await Promise.all(
      Array.from({ length: 10 }, () => send(owner, id, 'once', 'same-client-id')),
    );
    assert.ok(repeated.every((answer) => answer.body.status === 1));
    assert.equal(new Set(repeated.map((answer) => answer.body.data.id)).size, 1);
    assert.equal(repeated[0]!.body.data.seq, 51);
    assert.equal(((await reader.next('message')).message as ChatMessageView).seq, 51);
    await assert.rejects(reader.next('message', 300), /no "message"/);
    assert.equal(await server.orm.em.fork().count(ChatMessageSchema, { conversationId: id }), 51);
  });

  test('sends into five groups at once are stored together: each group 1–9 once, delivered once in order, a repeated client id stored once', async () => {
    const reader = await member();
    const senders = [await member(), await member(), await member(), await member()];
    const repeater = await member();
    const ids: number[] = [];
    for (let g = 0; g < 5; g += 1)
      ids.push(
        await groupConversation(
          server,
          reader.id,
          [...senders, repeater].map((sender) => sender.id),
        ),
      );
    const socket = await withSocket(reader);
    // Per group: 8 messages by 4 members and one client id sent 3 times at once (9 messages).
    const sends = ids.flatMap((id, g) => [
      ...senders.flatMap((sender, s) => [0, 1].map((n) => send(sender, id, `g${g} s${s} n${n}`))),
      ...[0, 1, 2].map(() => send(repeater, id, `g${g} repeated`, `repeat-${id}`)),
    ]);
    const answers = await Promise.all(sends);
    assert.ok(
      answers.every((answer) => answer.body.status === 1),
      JSON.stringify(answers.find((a) => a.body.status !== 1)?.body),
    );
    for (const id of ids) {
      const mine = answers.map((answer) => answer.body.data).filter((m) => m.conversationId === id);
      assert.equal(new Set(mine.filter((m) => m.clientId === `repeat-${id}`).map((m) => m.id)).size, 1);
      assert.deepEqual(
        [...new Set(mine.map((m) => m.seq))].sort((x, y) => x - y),
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
      );
      assert.equal(await server.orm.em.fork().count(ChatMessageSchema, { conversationId: id }), 9);
    }

    const delivered = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (let i = 0; i < 45; i += 1) {
      const { conversationId, message } = await socket.next('message');
      delivered.get(conversationId as number)!.push((message as ChatMessageView).seq);
    }
    for (const id of ids) assert.deepEqual(delivered.get(id), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await assert.rejects(socket.next('message', 300), /no "message"/);
    // The reader has all 45 unread; each sender has read their group up to their last message.
    assert.equal((await call<ChatUnreadAnswer>(reader, '/chat/unread')).body.data.messages, 45);
    const lastOfRepeater = answers
      .map((answer) => answer.body.data)
      .find((m) => m.clientId === `repeat-${ids[0]}`)!;
    assert.equal((await info(repeater, ids[0]!)).unread, 9 - lastOfRepeater.seq);
  });

  test('history pages backwards (rows ≤ 50); since answers what followed, in order, with `more`', async () => {
    const owner = await member();
    const id = await groupConversation(server, owner.id);
    await bulkMessages(id, owner.id, 45);
    const page = async (json: object) =>
      (await call<MessagePage>(owner, '/chat/message/history', json)).body.data;
    const newest = await page({ conversationId: id, rows: 20 });
    assert.deepEqual(
      newest.list.map((m) => m.seq),
      Array.from({ length: 20 }, (_, i) => 26 + i),
    );
    assert.equal(newest.more, true);
    const older = await page({ conversationId: id, beforeSeq: 26, rows: 20 });
    assert.deepEqual(
      older.list.map((m) => m.seq),
      Array.from({ length: 20 }, (_, i) => 6 + i),
    );
    const oldest = await page({ conversationId: id, beforeSeq: 6, rows: 20 });
    assert.deepEqual(
      oldest.list.map((m) => m.text),
      ['m1', 'm2', 'm3', 'm4', 'm5'],
    );
    assert.equal(oldest.more, false);
    const capped = await page({ conversationId: id, rows: 100 });
    assert.equal(capped.list.length, 45);

    const since = (
      await call<MessagePage>(owner, '/chat/message/since', { conversationId: id, afterSeq: 40 })
    ).body.data;
    assert.deepEqual(
      since.list.map((m) => m.seq),
      [41, 42, 43, 44, 45],
    );
    assert.equal(since.more, false);
  });

  test('since answers at most 500 at a time, then the rest', async () => {
    const owner = await member();
    const id = await groupConversation(server, owner.id);
    await bulkMessages(id, owner.id, 520);
    const first = (await call<MessagePage>(owner, '/chat/message/since', { conversationId: id, afterSeq: 0 }))
      .body.data;
    assert.equal(first.list.length, 500);
    assert.equal(first.more, true);
    assert.deepEqual(
      first.list.map((m) => m.seq),
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
    const rest = (
      await call<MessagePage>(owner, '/chat/message/since', { conversationId: id, afterSeq: 500 })
    ).body.data;
    assert.deepEqual(
      rest.list.map((m) => m.seq),
      Array.from({ length: 20 }, (_, i) => 501 + i),
    );
    assert.equal(rest.more, false);
  });

  test('a member sending too fast is refused (429, localized) after 20 messages in 10 s; others are not', async () => {
    const [fast, calm] = [await member(), await member()];
    const id = await groupConversation(server, fast.id, [calm.id]);
    for (let i = 0; i < 20; i += 1) await sent(fast, id, `quick ${i}`);
    const refused = await send(fast, id, 'one too many');
    assert.equal(refused.httpStatus, 429);
    assert.equal(refused.body.msg, 'You are sending messages too fast. Wait a few seconds and try again');
    const hindi = await server.post('/chat/message/send', {
      headers: { token: fast.token },
      json: { conversationId: id, clientId: nextClientId(), kind: 'text', text: 'x' },
      lang: 'hi-in',
    });
    assert.equal(hindi.body.msg, 'आप बहुत तेज़ी से संदेश भेज रहे हैं। कुछ सेकंड रुककर फिर से कोशिश करें');
    await sent(calm, id, 'I am calm');
  });
});

describe('read marks and unread counts', () => {
  test('unread counts are exact with 50 concurrent sends and reads; a read mark never moves backwards', async () => {
    const owner = await member();
    const others = [await member(), await member(), await member(), await member()];
    const reader = await member();
    const id = await groupConversation(
      server,
      owner.id,
      [...others, reader].map((m) => m.id),
    );
    const senders = [owner, ...others];
    const reads: Promise<{ body: { data: ReadMessagesAnswer; status: number } }>[] = [];
    const sends = Array.from({ length: 50 }, async (_, i) => {
      const message = await sent(senders[i % 5]!, id, `count ${i}`);
      reads.push(
        call<ReadMessagesAnswer>(reader, '/chat/message/read', { conversationId: id, seq: message.seq }),
      );
    });
    await Promise.all(sends);
    const answers = await Promise.all(reads);
    assert.ok(answers.every((answer) => answer.body.status === 1));
    const seen = await info(reader, id);
    assert.equal(seen.lastSeq, 50);
    assert.equal(seen.lastReadSeq, 50);
    assert.equal(seen.unread, 0);

    // Each sender has read up to their own last message; the rest is unread, exactly.
    const em = server.orm.em.fork();
    for (const sender of senders) {
      const last = await em.findOne(
        ChatMessageSchema,
        { conversationId: id, senderId: sender.id },
        { orderBy: { seq: 'desc' } },
      );
      const theirs = await info(sender, id);
      assert.equal(theirs.lastReadSeq, last!.seq);
      assert.equal(theirs.unread, 50 - last!.seq);
      const badge = (await call<ChatUnreadAnswer>(sender, '/chat/unread')).body.data;
      assert.equal(badge.messages, 50 - last!.seq);
      assert.equal(badge.total, badge.messages + badge.notices);
    }

    const backwards = (
      await call<ReadMessagesAnswer>(reader, '/chat/message/read', { conversationId: id, seq: 3 })
    ).body.data;
    assert.deepEqual(backwards, { lastReadSeq: 50, unread: 0 });
    await sent(owner, id, 'one more');
    const ahead = (
      await call<ReadMessagesAnswer>(reader, '/chat/message/read', { conversationId: id, seq: 9999 })
    ).body.data;
    assert.deepEqual(ahead, { lastReadSeq: 51, unread: 0 });
  });

  test('the badge sums every conversation; a new member starts with nothing unread', async () => {
    const [a, b, late] = [await member(), await member(), await member()];
    const direct = await directConversation(server, a.id, b.id);
    const group = await groupConversation(server, b.id, [a.id]);
    await sent(b, direct, 'one');
    await sent(b, direct, 'two');
    await sent(b, group, 'three');
    assert.deepEqual((await call<ChatUnreadAnswer>(a, '/chat/unread')).body.data, {
      messages: 3,
      notices: 0,
      total: 3,
    });
    const { createConversationsService } = await import('./conversations.service.ts');
    const { socialChecks } = await import('./social-checks.ts');
    await createConversationsService({ clock, social: socialChecks }).addMember(
      server.orm.em.fork(),
      group,
      late.id,
    );
    assert.deepEqual((await call<ChatUnreadAnswer>(late, '/chat/unread')).body.data, {
      messages: 0,
      notices: 0,
      total: 0,
    });
    await sent(b, group, 'welcome');
    assert.equal((await call<ChatUnreadAnswer>(late, '/chat/unread')).body.data.messages, 1);
  });
});

describe('the conversation list', () => {
  test('newest message first, with the friend’s or the group’s title, the last message and unread counts', async () => {
    const [me, friend, other] = [await member(), await member(), await member()];
    const direct = await directConversation(server, me.id, friend.id);
    const group = await groupConversation(server, other.id, [me.id]);
    const em = server.orm.em.fork();
    em.create(ChatGroupSchema, {
      conversationId: group,
      ownerId: other.id,
      name: 'Weekend investors',
      avatar: null,
      introduction: '',
      joinMode: 'free',
      dissolvedAt: null,
    });
    await em.flush();
    const quiet = await groupConversation(server, me.id);

    await sent(friend, direct, 'first');
    clock.advance(1000);
    await sent(other, group, 'second');
    clock.advance(1000);
    await sent(friend, direct, 'third');

    const list = (
      await call<{ list: ConversationSummary[]; total: number }>(me, '/chat/conversation/list', {
        page: 1,
        rows: 20,
      })
    ).body.data;
    assert.equal(list.total, 3);
    assert.deepEqual(
      list.list.map((c) => [c.id, c.kind, c.title, c.unread, c.lastMessage?.text ?? null]),
      [
        [direct, 'direct', friend.nickname, 2, 'third'],
        [group, 'group', 'Weekend investors', 1, 'second'],
        [quiet, 'group', '', 0, null],
      ],
    );
    const paged = (
      await call<{ list: ConversationSummary[]; total: number }>(me, '/chat/conversation/list', {
        page: 2,
        rows: 2,
      })
    ).body.data;
    assert.deepEqual(
      paged.list.map((c) => c.id),
      [quiet],
    );
  });

  test('a dissolved group is shown closed and refuses new messages', async () => {
    const owner = await member();
    const id = await groupConversation(server, owner.id);
    const em = server.orm.em.fork();
    em.create(ChatGroupSchema, {
      conversationId: id,
      ownerId: owner.id,
      name: 'Gone',
      avatar: null,
      introduction: '',
      joinMode: 'free',
      dissolvedAt: new Date(),
    });
    await em.flush();
    const refused = await send(owner, id, 'anyone?');
    assert.deepEqual([refused.httpStatus, refused.body.data], [409, { code: 'closed' }]);
    assert.equal(refused.body.msg, 'This group has been dissolved');
    assert.equal((await info(owner, id)).closed, true);
  });
});

describe("another member's conversation", () => {
  test('is refused as not found by every route, and nothing changes', async () => {
    const [owner, intruder] = [await member(), await member()];
    const id = await groupConversation(server, owner.id);
    await sent(owner, id, 'private');
    for (const [path, json] of [
      ['/chat/conversation/info', { conversationId: id }],
      [
        '/chat/message/send',
        { conversationId: id, clientId: nextClientId(), kind: 'text', text: 'let me in' },
      ],
      ['/chat/message/history', { conversationId: id }],
      ['/chat/message/since', { conversationId: id, afterSeq: 0 }],
      ['/chat/message/read', { conversationId: id, seq: 1 }],
    ] as const) {
      const refused = await call(intruder, path, json);
      assert.equal(refused.httpStatus, 404, path);
      assert.equal(refused.body.msg, 'This conversation does not exist', path);
    }
    const missing = await call(intruder, '/chat/conversation/info', { conversationId: 999_999 });
    assert.equal(missing.body.msg, 'This conversation does not exist');
    assert.equal(await server.orm.em.fork().count(ChatMessageSchema, { conversationId: id }), 1);
    assert.equal((await call<{ total: number }>(intruder, '/chat/conversation/list')).body.data.total, 0);
  });
});
