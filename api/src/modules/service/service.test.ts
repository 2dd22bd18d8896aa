import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Paged } from '../../contract/index.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import type { ChatMessageView, MessagePage } from '../chat/chat.contract.ts';
import { queryRows } from '../ledger/sql.ts';
import type {
  ServiceMessagesAnswer,
  ServiceOpenAnswer,
  ServiceReplyAnswer,
  ServiceTicketView,
  SocketToKefuMessage,
  SocketToKehuMessage,
} from './service.contract.ts';
import type { ServiceChat } from './service.chat.ts';
import { createServiceDesk, SERVICE_DESK_ROOM } from './service.service.ts';
import { ChatMessageSchema } from '../chat/chat.entity.ts';
import { operatorActorOf } from '../../platform/policy.ts';

const clock = manualClock('2026-05-04T08:00:00Z');
let server: TestServer;
const sockets: TestSocket[] = [];
before(async () => (server = await startTestServer({ clock })));
after(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const open = (member: TestMember) =>
  server.post<ServiceOpenAnswer>('/chat/service/open', { headers: { token: member.token } });

async function conversationOf(member: TestMember): Promise<number> {
  const answer = await open(member);
  assert.equal(answer.body.status, 1, answer.body.msg);
  return answer.body.data.conversationId;
}

const send = (member: TestMember, conversationId: number, text: string) =>
  server.post<ChatMessageView>('/chat/message/send', {
    headers: { token: member.token },
    json: { conversationId, clientId: randomUUID(), kind: 'text', text },
  });

/** A socket bound to the member's room, as the app opens it. */
async function memberSocket(member: TestMember): Promise<TestSocket> {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken', {
    headers: { token: member.token },
  });
  const socket = openSocket(server.url, issued.body.data.token);
  sockets.push(socket);
  const { client_id } = await socket.next('init');
  const bound = await server.post('/chat/messages/bind', {
    form: { client_id: String(client_id) },
    headers: { token: member.token },
  });
  assert.equal(bound.body.status, 1, bound.body.msg);
  return socket;
}

/** A socket in the service desk's room (where an operator's socket would be). */
async function deskSocket(): Promise<TestSocket> {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  const socket = openSocket(server.url, issued.body.data.token);
  sockets.push(socket);
  const { client_id } = await socket.next('init');
  server.realtime.io.in(String(client_id)).socketsJoin(SERVICE_DESK_ROOM);
  return socket;
}

/** The member writes and the desk has noted it (`tokefu`, sent once the ticket is updated). */
async function writes(member: TestMember, conversationId: number, text: string, desk: TestSocket) {
  const sent = await send(member, conversationId, text);
  assert.equal(sent.body.status, 1, sent.body.msg);
  for (;;) {
    const heard = (await desk.next('tokefu')) as unknown as SocketToKefuMessage;
    if (heard.message.id === sent.body.data.id) return heard;
  }
}

const asOperator = (token: string) => ({ headers: { 'operator-token': token }, lang: 'en-us' });

const queue = (token: string, query: Record<string, string | number> = {}) =>
  server.get<Paged<ServiceTicketView>>('/api/Admin/Service/queue', { ...asOperator(token), query });

const act = <T = ServiceTicketView>(token: string, action: string, json: Record<string, unknown>) =>
  server.post<T>(`/api/Admin/Service/${action}`, { ...asOperator(token), json });

const auditOf = async (conversationId: number) =>
  (
    await queryRows<{ actor: string; action: string; detail: string }>(
      server.orm.em.fork(),
      "select actor, action, detail from operator_action where action like 'service_%' order by id",
    )
  ).filter((row) => (JSON.parse(row.detail) as { conversationId: number }).conversationId === conversationId);

describe('a member opens customer service', () => {
  test('once per member, whatever the number of opens at once', async () => {
    const member = await buildMember(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(member)));
    const ids = new Set(answers.map((answer) => answer.body.data.conversationId));
    assert.equal(ids.size, 1, JSON.stringify(answers.map((answer) => answer.body)));
    const [id] = [...ids];
    assert.deepEqual(answers[0]!.body.data, { conversationId: id, state: 'closed' });
    const rows = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      "select count(*) as n from chat_conversation c join chat_member m on m.conversation_id = c.id where c.kind = 'service' and m.member_id = ?",
      [member.id],
    );
    assert.equal(Number(rows[0]!.n), 1);
    assert.equal((await open(member)).body.data.conversationId, id);
  });

  test("another member can neither write in nor read someone's service conversation", async () => {
    const [member, other] = await Promise.all([buildMember(server), buildMember(server)]);
    const conversationId = await conversationOf(member);
    assert.notEqual(await conversationOf(other), conversationId);
    const sent = await send(other, conversationId, 'let me in');
    assert.equal(sent.httpStatus, 404, sent.body.msg);
    const read = await server.post<MessagePage>('/chat/message/history', {
      headers: { token: other.token },
      json: { conversationId },
    });
    assert.equal(read.httpStatus, 404, read.body.msg);
    const count = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      'select count(*) as n from chat_message where conversation_id = ?',
      [conversationId],
    );
    assert.equal(Number(count[0]!.n), 0);
  });

  test('a member token does not open the desk, nor an operator token the member door', async () => {
    const member = await buildMember(server);
    const support = await signedInOperator(server, 'support');
    assert.equal((await queue(member.token)).httpStatus, 401);
    const asOperatorDoor = await server.post('/chat/service/open', asOperator(support.token));
    assert.equal(asOperatorDoor.httpStatus, 401);
  });
});

describe('the service desk', () => {
  test("a member's message puts the ticket in the queue and the desk hears it (tokefu)", async () => {
    const desk = await deskSocket();
    const member = await buildMember(server);
    const support = await signedInOperator(server, 'support');
    const conversationId = await conversationOf(member);
    const heard = await writes(member, conversationId, 'My deposit has not arrived', desk);
    assert.equal(heard.conversationId, conversationId);
    assert.equal(heard.memberId, member.id);
    assert.equal(heard.state, 'waiting');
    assert.deepEqual(
      [heard.message.from, heard.message.kind, heard.message.text, heard.message.senderId],
      ['member', 'text', 'My deposit has not arrived', member.id],
    );
    const listed = (await queue(support.token, { rows: 100 })).body.data.list.find(
      (ticket) => ticket.conversationId === conversationId,
    );
    assert.ok(listed);
    assert.equal(listed.state, 'waiting');
    assert.deepEqual(listed.member, {
      id: member.id,
      nickname: member.nickname,
      avatar: member.avatar ?? null,
      mailbox: member.mailbox,
    });
    assert.equal(listed.lastMessage?.text, 'My deposit has not arrived');
    assert.equal(listed.lastMemberMessageAt, clock.now().toISOString());
  });

  test('the queue: waiting tickets first, the least recent member message first, then assigned ones', async () => {
    const desk = await deskSocket();
    const support = await signedInOperator(server, 'support');
    // Tickets of earlier tests are closed first: this test's queue is its own.
    const admin = await signedInOperator(server, 'admin');
    for (const ticket of (await queue(admin.token, { rows: 100 })).body.data.list)
      await act(admin.token, 'close', { conversationId: ticket.conversationId });
    const members = await Promise.all([1, 2, 3].map(() => buildMember(server)));
    const ids: number[] = [];
    for (const member of members) {
      clock.advance(60_000);
      const id = await conversationOf(member);
      ids.push(id);
      await writes(member, id, `hello from ${member.id}`, desk);
    }
    const assigned = await act(support.token, 'assign', { conversationId: ids[0] });
    assert.equal(assigned.body.status, 1, assigned.body.msg);
    const listed = (await queue(support.token)).body.data;
    assert.deepEqual(
      listed.list.map((ticket) => [ticket.conversationId, ticket.state]),
      [
        [ids[1], 'waiting'],
        [ids[2], 'waiting'],
        [ids[0], 'assigned'],
      ],
    );
    assert.equal(listed.total, 3);
    const other = await signedInOperator(server, 'support');
    assert.deepEqual(
      (await queue(other.token, { mine: 1 })).body.data.list.map((ticket) => ticket.conversationId),
      [ids[1], ids[2]],
    );
  });

  test('assigning: support takes a waiting ticket, not one another operator holds; an admin may take it over; finance and reviewers are refused', async () => {
    const desk = await deskSocket();
    const member = await buildMember(server);
    const conversationId = await conversationOf(member);
    await writes(member, conversationId, 'Help', desk);
    const first = await signedInOperator(server, 'support');
    const second = await signedInOperator(server, 'support');
    const admin = await signedInOperator(server, 'admin');
    const finance = await signedInOperator(server, 'finance');
    const reviewer = await signedInOperator(server, 'reviewer');
    for (const refused of [finance, reviewer]) {
      const answer = await act(refused.token, 'assign', { conversationId });
      assert.equal(answer.httpStatus, 403, answer.body.msg);
      assert.equal((await queue(refused.token)).httpStatus, 403);
    }
    const taken = await act(first.token, 'assign', { conversationId });
    assert.equal(taken.body.status, 1, taken.body.msg);
    assert.deepEqual(
      [taken.body.data.state, taken.body.data.operator],
      ['assigned', first.operator.username],
    );
    const again = await act(first.token, 'assign', { conversationId });
    assert.equal(again.body.status, 1, "taking one's own ticket again is fine");
    const refused = await act(second.token, 'assign', { conversationId });
    assert.deepEqual(
      [refused.httpStatus, refused.body.msg, refused.body.data],
      [409, 'Another operator is already answering this conversation', { code: 'service_taken' }],
    );
    const replyRefused = await act(second.token, 'reply', {
      conversationId,
      clientId: randomUUID(),
      text: 'I am here too',
    });
    assert.equal(replyRefused.httpStatus, 409);
    const closeRefused = await act(second.token, 'close', { conversationId });
    assert.equal(closeRefused.httpStatus, 409);
    const takenOver = await act(admin.token, 'assign', { conversationId });
    assert.equal(takenOver.body.status, 1, takenOver.body.msg);
    assert.equal(takenOver.body.data.operator, admin.operator.username);
    const missing = await act(first.token, 'assign', { conversationId: 999_999_999 });
    assert.deepEqual(
      [missing.httpStatus, missing.body.msg],
      [404, 'This customer service conversation does not exist'],
    );
    assert.deepEqual(
      (await auditOf(conversationId)).map((row) => [row.actor, row.action]),
      [
        [`operator:${first.operator.username}`, 'service_assign'],
        [`operator:${admin.operator.username}`, 'service_assign'],
      ],
    );
  });

  test("a reply reaches the member's socket live (tokehu and the message), once per client id", async () => {
    const desk = await deskSocket();
    const member = await buildMember(server);
    const socket = await memberSocket(member);
    const support = await signedInOperator(server, 'support');
    const conversationId = await conversationOf(member);
    await writes(member, conversationId, 'Where is my withdrawal?', desk);
    await socket.next('message');
    const clientId = randomUUID();
    const replied = await act<ServiceReplyAnswer>(support.token, 'reply', {
      conversationId,
      clientId,
      text: 'It is on its way <b>today</b>',
    });
    assert.equal(replied.body.status, 1, replied.body.msg);
    const { message, ticket } = replied.body.data;
    assert.deepEqual(
      [message.from, message.operator, message.text, ticket.state, ticket.operator],
      [
        'operator',
        support.operator.username,
        'It is on its way <b>today</b>',
        'assigned',
        support.operator.username,
      ],
    );
    const tokehu = (await socket.next('tokehu')) as unknown as SocketToKehuMessage;
    assert.equal(tokehu.conversationId, conversationId);
    assert.deepEqual(
      [tokehu.message.id, tokehu.message.text, tokehu.message.sender],
      [message.id, 'It is on its way <b>today</b>', { kind: 'operator' }],
    );
    const delivered = (await socket.next('message')) as unknown as { message: ChatMessageView };
    assert.equal(delivered.message.id, message.id);
    const retried = await act<ServiceReplyAnswer>(support.token, 'reply', {
      conversationId,
      clientId,
      text: 'It is on its way <b>today</b>',
    });
    assert.equal(retried.body.data.message.id, message.id);
    const history = await server.post<MessagePage>('/chat/message/history', {
      headers: { token: member.token },
      json: { conversationId },
    });
    assert.deepEqual(
      history.body.data.list.map((row) => [row.sender.kind, row.text]),
      [
        ['member', 'Where is my withdrawal?'],
        ['operator', 'It is on its way <b>today</b>'],
      ],
    );
    assert.deepEqual(
      (await auditOf(conversationId)).map((row) => row.action),
      ['service_reply'],
    );
    const blank = await act(support.token, 'reply', { conversationId, clientId: randomUUID(), text: '  ' });
    assert.deepEqual([blank.httpStatus, blank.body.msg], [422, 'Please enter a reply']);
  });

  test("the messages page backwards through a conversation's history", async () => {
    const desk = await deskSocket();
    const member = await buildMember(server);
    const support = await signedInOperator(server, 'support');
    const conversationId = await conversationOf(member);
    for (const n of [1, 2, 3, 4, 5]) await writes(member, conversationId, `message ${n}`, desk);
    const page = (beforeSeq?: number) =>
      server.get<ServiceMessagesAnswer>('/api/Admin/Service/messages', {
        ...asOperator(support.token),
        query: { conversationId, rows: 2, ...(beforeSeq && { beforeSeq }) },
      });
    const newest = (await page()).body.data;
    assert.deepEqual(
      newest.list.map((message) => message.text),
      ['message 4', 'message 5'],
    );
    assert.equal(newest.hasMore, true);
    assert.equal(newest.ticket.member.id, member.id);
    const older = (await page(newest.list[0]!.seq)).body.data;
    assert.deepEqual(
      older.list.map((message) => message.text),
      ['message 2', 'message 3'],
    );
    const oldest = (await page(older.list[0]!.seq)).body.data;
    assert.deepEqual([oldest.list.map((message) => message.text), oldest.hasMore], [['message 1'], false]);
  });

  test('closing: the ticket leaves the queue for the history (searchable by member); a new message opens it again', async () => {
    const desk = await deskSocket();
    const member = await buildMember(server);
    const support = await signedInOperator(server, 'support');
    const conversationId = await conversationOf(member);
    await writes(member, conversationId, 'Thanks', desk);
    await act(support.token, 'assign', { conversationId });
    clock.advance(1000);
    const closed = await act(support.token, 'close', { conversationId, reason: 'answered' });
    assert.equal(closed.body.status, 1, closed.body.msg);
    assert.deepEqual(
      [closed.body.data.state, closed.body.data.closedAt],
      ['closed', clock.now().toISOString()],
    );
    const closedAgain = await act(support.token, 'close', { conversationId });
    assert.deepEqual([closedAgain.httpStatus, closedAgain.body.data], [409, { code: 'service_closed' }]);
    const replyToClosed = await act(support.token, 'reply', {
      conversationId,
      clientId: randomUUID(),
      text: 'x',
    });
    assert.equal(replyToClosed.httpStatus, 409);
    const inQueue = async () =>
      (await queue(support.token, { rows: 100 })).body.data.list.some(
        (ticket) => ticket.conversationId === conversationId,
      );
    assert.equal(await inQueue(), false);
    const history = await server.get<Paged<ServiceTicketView>>('/api/Admin/Service/history', {
      ...asOperator(support.token),
      query: { memberId: member.id },
    });
    assert.deepEqual(
      history.body.data.list.map((ticket) => [ticket.conversationId, ticket.state, ticket.lastMessage?.text]),
      [[conversationId, 'closed', 'Thanks']],
    );
    assert.equal(history.body.data.total, 1);
    const heard = await writes(member, conversationId, 'One more thing', desk);
    assert.equal(heard.state, 'waiting');
    const reopened = (await queue(support.token, { rows: 100 })).body.data.list.find(
      (ticket) => ticket.conversationId === conversationId,
    );
    assert.deepEqual([reopened?.state, reopened?.operator], ['waiting', null]);
    assert.deepEqual(
      (await auditOf(conversationId)).map((row) => row.action),
      ['service_assign', 'service_close'],
    );
  });
});

describe("the desk's access to chat files", () => {
  test("support and admin may see a file of a service conversation's message; no other role, nor another conversation's file", async () => {
    const member = await buildMember(server);
    const conversationId = await conversationOf(member);
    const em = server.orm.em.fork();
    const now = clock.now();
    const carried = (id: number, fileName: string, seq: number) =>
      em.create(ChatMessageSchema, {
        conversationId: id,
        seq,
        senderId: member.id,
        senderOperator: null,
        clientId: randomUUID(),
        kind: 'image',
        body: '',
        fileName,
        durationMs: null,
        createdAt: now,
        updatedAt: now,
      });
    carried(conversationId, 'service-file.png', 1_000);
    // A message of a conversation without a ticket (a direct or group one).
    const [other] = await queryRows<{ id: unknown }>(
      em,
      'select max(id) + 1000 as id from chat_conversation',
    );
    carried(Number(other!.id), 'direct-file.png', 1);
    await em.flush();
    const desk = createServiceDesk({
      em: server.orm.em.fork(),
      clock,
      realtime: server.realtime,
      logger: server.logger,
      chat: {} as ServiceChat,
    });
    const operators = await Promise.all(
      (['support', 'admin', 'finance', 'reviewer'] as const).map(async (role) => {
        const { operator } = await signedInOperator(server, role);
        return operatorActorOf({ ...operator, role, sessionId: 0 });
      }),
    );
    assert.deepEqual(
      await Promise.all(operators.map((actor) => desk.operatorMaySeeFile(actor, 'service-file.png'))),
      [true, true, false, false],
    );
    assert.equal(await desk.operatorMaySeeFile(operators[0]!, 'direct-file.png'), false);
    assert.equal(await desk.operatorMaySeeFile(operators[0]!, 'nothing.png'), false);
  });
});
