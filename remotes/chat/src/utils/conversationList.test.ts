import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChatMessageView, ConversationSummary } from '@h5/api/contract/chat';
import { mergeLive, withLiveMessage } from './conversationList.ts';

const conversation = (id: number, lastSeq: number, unread = 0): ConversationSummary => ({
  id,
  kind: 'direct',
  title: `c${id}`,
  avatar: null,
  peer: null,
  lastSeq,
  lastReadSeq: lastSeq - unread,
  unread,
  lastMessage: null,
  lastMessageAt: null,
  closed: false,
});

const message = (conversationId: number, seq: number, senderId: number): ChatMessageView => ({
  id: conversationId * 100 + seq,
  conversationId,
  seq,
  clientId: null,
  sender: { kind: 'member', memberId: senderId, nickname: 'x', avatar: null },
  kind: 'text',
  text: 'hi',
  file: null,
  durationMs: null,
  system: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

test("a friend's message moves its conversation to the top and counts as unread, once", () => {
  const list = [conversation(1, 5), conversation(2, 3, 1)];
  const after = withLiveMessage(list, message(2, 4, 9), 1)!;
  assert.deepEqual(
    after.map((item) => [item.id, item.unread, item.lastSeq]),
    [
      [2, 2, 4],
      [1, 0, 5],
    ],
  );
  const again = withLiveMessage(after, message(2, 4, 9), 1)!;
  assert.equal(again[0]!.unread, 2);
});

test("the member's own message is not unread; an unknown conversation asks for the list again", () => {
  const after = withLiveMessage([conversation(1, 5, 2)], message(1, 6, 1), 1)!;
  assert.equal(after[0]!.unread, 0);
  assert.equal(withLiveMessage([conversation(1, 5)], message(3, 1, 9), 1), null);
});

test("a group's system message asks for the list again (the server knows whose act it tells)", () => {
  const list = [conversation(1, 5), conversation(2, 3)];
  const system: ChatMessageView = {
    ...message(2, 4, 0),
    sender: { kind: 'system' },
    kind: 'system',
    text: null,
    system: { key: 'group.approved', values: { actor: 'Asha', actorId: 7, members: 'Ravi', count: 1 } },
  };
  assert.equal(withLiveMessage(list, system, 1), null);
  // One already counted changes nothing.
  assert.deepEqual(withLiveMessage(list, { ...system, seq: 3 }, 1), list);
});

test('the live changes sit on top of what the server listed', () => {
  const merged = mergeLive([conversation(1, 5), conversation(2, 3)], [conversation(2, 4)]);
  assert.deepEqual(
    merged.map((item) => [item.id, item.lastSeq]),
    [
      [2, 4],
      [1, 5],
    ],
  );
});
