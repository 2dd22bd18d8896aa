import type { FriendRequestItem, SendFriendRequestAnswer } from '../modules/social/social.contract.ts';
import { SocialNoticeSchema } from '../modules/social/social.entity.ts';
import { buildMember, type TestMember } from './factories.ts';
import type { TestServer } from './server.ts';

/** `from` asks `to` to be friends through the API; answers the request as `from` sees it. */
export async function sendFriendRequest(
  server: TestServer,
  from: Pick<TestMember, 'token'>,
  to: Pick<TestMember, 'id'>,
  message?: string,
): Promise<FriendRequestItem> {
  const answer = await server.post<SendFriendRequestAnswer>('/chat/friend/request', {
    headers: { token: from.token },
    json: { memberId: to.id, ...(message !== undefined && { message }) },
  });
  if (answer.body.status !== 1) throw new Error(`could not send a friend request: ${answer.body.msg}`);
  return answer.body.data.request;
}

/** A friend request a new member sent to `owner` (theirs to approve or reject): its id. */
export async function friendRequestTo(server: TestServer, owner: Pick<TestMember, 'id'>): Promise<number> {
  return (await sendFriendRequest(server, await buildMember(server), owner)).id;
}

/** A notice of `owner`'s (a friend request a new member sent them): its id. */
export async function socialNoticeOf(server: TestServer, owner: Pick<TestMember, 'id'>): Promise<number> {
  const requestId = await friendRequestTo(server, owner);
  const notice = await server.orm.em
    .fork()
    .findOneOrFail(SocialNoticeSchema, { memberId: owner.id, topic: 'friend', refId: requestId });
  return notice.id;
}
