import type { GroupCard, GroupJoinAnswer } from '../modules/groups/groups.contract.ts';
import { FriendshipSchema } from '../modules/social/social.entity.ts';
import { buildMember, type TestMember } from './factories.ts';
import type { TestServer } from './server.ts';

type Made = string | number;

/** Makes every two of `members` friends (the social module's rows, both ways). */
export async function befriend(server: Pick<TestServer, 'orm'>, ...members: Pick<TestMember, 'id'>[]) {
  const em = server.orm.em.fork();
  for (const a of members)
    for (const b of members)
      if (a.id !== b.id && !(await em.findOne(FriendshipSchema, { memberId: a.id, friendId: b.id })))
        em.create(FriendshipSchema, { memberId: a.id, friendId: b.id, createdAt: new Date() });
  await em.flush();
}

/** A group `owner` creates through the API (the members must be their friends): its card. */
export async function createGroup(
  server: TestServer,
  owner: Pick<TestMember, 'token'>,
  input: { joinMode?: 'free' | 'approval'; memberIds?: number[]; name?: string } = {},
): Promise<GroupCard> {
  const answer = await server.post<GroupCard>('/chat/group/create', {
    headers: { token: owner.token },
    json: { name: 'Access group', joinMode: 'free', ...input },
  });
  if (answer.body.status !== 1) throw new Error(`could not create a group: ${answer.body.msg}`);
  return answer.body.data;
}

/**
 * The access tests' builders of group resources. Each owner has a companion, a friend who is a
 * member of every group built for them, so that the routes naming a group and a member of it
 * (remove, setAdmin, unsetAdmin) name one of the other whatever is built first.
 */
export function groupBuilders(server: TestServer): Record<string, (owner: TestMember) => Promise<Made>> {
  const companions = new Map<number, TestMember>();
  async function companionOf(owner: TestMember): Promise<TestMember> {
    let companion = companions.get(owner.id);
    if (!companion) {
      companion = await buildMember(server);
      await befriend(server, owner, companion);
      companions.set(owner.id, companion);
    }
    return companion;
  }
  return {
    /** A group the owner owns, with their companion in it. */
    group: async (owner) =>
      (await createGroup(server, owner, { memberIds: [(await companionOf(owner)).id] })).id,
    /** The owner's companion: a plain member of each of the owner's groups. */
    groupMember: async (owner) => (await companionOf(owner)).id,
    /** A group the owner is a plain member of (their companion's), to leave. */
    joinedGroup: async (owner) =>
      (await createGroup(server, await companionOf(owner), { memberIds: [owner.id] })).id,
    /** A pending request of a new member to join a group of the owner's (approval mode). */
    groupRequest: async (owner) => {
      const group = await createGroup(server, owner, { joinMode: 'approval' });
      const asker = await buildMember(server);
      const answer = await server.post<GroupJoinAnswer>('/chat/group/join', {
        headers: { token: asker.token },
        json: { groupId: group.id },
      });
      if (answer.body.data?.state !== 'pending') throw new Error(`could not ask to join: ${answer.body.msg}`);
      return answer.body.data.request.id;
    },
  };
}
