// Chat fixtures for tests: friendships and blocks straight in their tables, group conversations
// through the conversations service, member sockets bound to their rooms.
import assert from 'node:assert/strict';
import type { EntityManager } from '@mikro-orm/core';
import { systemClock } from '../platform/clock.ts';
import { createConversationsService } from '../modules/chat/conversations.service.ts';
import { socialChecks } from '../modules/chat/social-checks.ts';
import { FriendshipSchema, MemberBlockSchema } from '../modules/social/social.entity.ts';
import type { TestServer } from './server.ts';
import { openSocket, type TestSocket } from './socket.ts';

type ChatServer = Pick<TestServer, 'orm' | 'post'>;

const conversations = createConversationsService({ clock: systemClock, social: socialChecks });

/** Makes two members friends (one row each way, as approving a request does). */
export async function befriend(server: ChatServer, a: number, b: number): Promise<void> {
  const em = server.orm.em.fork();
  const now = new Date();
  em.create(FriendshipSchema, { memberId: a, friendId: b, createdAt: now });
  em.create(FriendshipSchema, { memberId: b, friendId: a, createdAt: now });
  await em.flush();
}

/** Ends a friendship both ways. */
export async function unfriend(server: ChatServer, a: number, b: number): Promise<void> {
  const em = server.orm.em.fork();
  await em.nativeDelete(FriendshipSchema, {
    $or: [
      { memberId: a, friendId: b },
      { memberId: b, friendId: a },
    ],
  });
}

/** `by` blocks `who`. */
export async function block(server: ChatServer, by: number, who: number): Promise<void> {
  const em = server.orm.em.fork();
  em.create(MemberBlockSchema, { memberId: by, blockedId: who, createdAt: new Date() });
  await em.flush();
}

/** A group conversation owned by `ownerId` with `memberIds` in it (no `chat_group` row: open). */
export async function groupConversation(server: ChatServer, ownerId: number, memberIds: number[] = []) {
  const em: EntityManager = server.orm.em.fork();
  const conversation = await conversations.createGroupConversation(em, ownerId);
  for (const memberId of memberIds) await conversations.addMember(em, conversation.id, memberId);
  return conversation.id;
}

/** The direct conversation of two friends (made friends first). */
export async function directConversation(server: ChatServer, a: number, b: number): Promise<number> {
  await befriend(server, a, b);
  return (await conversations.openDirect(server.orm.em.fork(), a, b)).id;
}

/** A socket opened with a token issued to the member's session and bound to their room. */
export async function memberSocket(server: ChatServer & { url: string }, token: string): Promise<TestSocket> {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken', { headers: { token } });
  assert.equal(issued.body.status, 1);
  const client = openSocket(server.url, issued.body.data.token);
  const init = await client.next('init');
  const bound = await server.post('/chat/messages/bind', {
    headers: { token },
    json: { client_id: String(init.client_id) },
  });
  assert.equal(bound.body.status, 1, bound.body.msg);
  return client;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The owner's resources of the chat module, for the access matrix (`test/resources.ts`). */
export const chatBuilders = (server: ChatServer & { url: string }) => ({
  /** A group conversation of the owner's (alone in it: every message route works there). */
  conversation: (owner: { id: number }) => groupConversation(server, owner.id),
  /** An image the owner uploaded for a message. */
  chatFile: async (owner: { token: string }) => {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${server.url}/chat/file/upload`, {
      method: 'POST',
      body: form,
      headers: { token: owner.token },
    });
    const answer = (await response.json()) as { status: number; msg: string; data: { name: string } };
    if (answer.status !== 1) throw new Error(`could not upload a chat file: ${answer.msg}`);
    return answer.data.name;
  },
});
