import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Paged } from '../../contract/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Dialect } from '../../db/dialect.ts';
import { ApiError } from '../../platform/errors.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { queryRows } from '../ledger/sql.ts';
import { ChatMemberSchema } from '../chat/chat.entity.ts';
import { uploadPolicy } from '../upload/upload.policy.ts';
import type { UploadService } from '../upload/upload.service.ts';
import {
  ChatGroupRequestSchema,
  ChatGroupSchema,
  type ChatGroup,
  type ChatGroupRequest,
} from './group.entity.ts';
import type {
  GroupCard,
  GroupInviteAnswer,
  GroupJoinAnswer,
  GroupJoinMode,
  GroupMemberRow,
  GroupRequestRow,
  GroupRequestState,
  GroupRole,
  GroupSystemMessage,
} from './groups.contract.ts';
import {
  authorizeGroup,
  groupMemberPolicy,
  groupPolicy,
  groupRequestPolicy,
  groupRolePolicy,
  joinedGroupPolicy,
  joinPolicy,
  leavePolicy,
  openGroupPolicy,
  publicGroupPolicy,
  type GroupSeat,
} from './groups.policy.ts';
import type { GroupPorts } from './groups.ports.ts';
import type { CreateGroupBody, GroupJoinBody, GroupSettingsBody } from './groups.schema.ts';

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  logger: Logger;
  uploads: UploadService;
  ports: GroupPorts;
};

/** What happened in a transaction, told to the group once it committed (messages, notices). */
type Afterwards = (() => Promise<void>)[];

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Groups (ADR 0036 "Groups and roles"): a group is a `chat_group` row and its conversation, whose
 * members carry the roles. Every change runs in a transaction that first locks the group's row
 * (MariaDB `for update`; libsql transactions are serial), so concurrent joins, approvals and
 * removals apply one after another on what the one before left. `groups.policy.ts` decides.
 */
export function createGroupsService({ em, clock, dialect, logger, uploads, ports }: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';

  async function lockedGroup(tx: EntityManager, groupId: number): Promise<ChatGroup | null> {
    await queryRows(tx, `select conversation_id from chat_group where conversation_id = ?${forUpdate}`, [
      groupId,
    ]);
    return tx.findOne(ChatGroupSchema, { conversationId: groupId }, { refresh: true });
  }

  async function roleOf(tx: EntityManager, groupId: number, memberId: number): Promise<GroupRole | null> {
    const row = await tx.findOne(ChatMemberSchema, { conversationId: groupId, memberId }, { refresh: true });
    return (row?.role as GroupRole | undefined) ?? null;
  }

  /** The caller's seat in `group` (null when there is no such group), and the member it names. */
  async function seatOf(
    tx: EntityManager,
    group: ChatGroup | null,
    actor: MemberActor,
    targetId?: number,
  ): Promise<GroupSeat | null> {
    if (!group) return null;
    const seat: GroupSeat = {
      memberId: actor.id,
      group: { ownerId: group.ownerId, dissolvedAt: group.dissolvedAt ?? null },
      role: await roleOf(tx, group.conversationId, actor.id),
    };
    if (targetId !== undefined)
      seat.target = { memberId: targetId, role: await roleOf(tx, group.conversationId, targetId) };
    return seat;
  }

  const memberCount = (tx: EntityManager, groupId: number) =>
    tx.count(ChatMemberSchema, { conversationId: groupId });

  async function cardOf(tx: EntityManager, group: ChatGroup, memberId: number): Promise<GroupCard> {
    const pending = await tx.findOne(
      ChatGroupRequestSchema,
      { conversationId: group.conversationId, memberId, state: 'pending' },
      { orderBy: { id: 'desc' } },
    );
    return {
      id: group.conversationId,
      name: group.name,
      avatar: group.avatar ?? null,
      introduction: group.introduction,
      joinMode: group.joinMode as GroupJoinMode,
      memberCount: await memberCount(tx, group.conversationId),
      ownerId: group.ownerId,
      myRole: await roleOf(tx, group.conversationId, memberId),
      myRequest: pending ? { id: pending.id, state: 'pending' } : null,
      dissolved: !!group.dissolvedAt,
      createdAt: group.createdAt.toISOString(),
    };
  }

  async function requestRows(tx: EntityManager, requests: ChatGroupRequest[]): Promise<GroupRequestRow[]> {
    const ids = [...new Set(requests.flatMap((r) => [r.memberId, ...(r.invitedBy ? [r.invitedBy] : [])]))];
    const cards = await ports.memberCards(tx, ids);
    const person = (id: number) => cards.get(id) ?? { id, nickname: '', avatar: null };
    return requests.map((request) => ({
      id: request.id,
      groupId: request.conversationId,
      member: person(request.memberId),
      invitedBy: request.invitedBy ? person(request.invitedBy) : null,
      message: request.message,
      state: request.state as GroupRequestState,
      createdAt: request.createdAt.toISOString(),
      decidedAt: iso(request.decidedAt ?? null),
    }));
  }

  /** Nicknames of `ids` for a system message, joined by ", ". */
  async function names(tx: EntityManager, ids: number[]): Promise<string> {
    const cards = await ports.memberCards(tx, ids);
    return ids.map((id) => cards.get(id)?.nickname ?? '').join(', ');
  }

  async function systemMessage(
    tx: EntityManager,
    key: GroupSystemMessage['key'],
    actorId: number,
    memberIds: number[] = [],
    extra: Partial<GroupSystemMessage['values']> = {},
  ): Promise<GroupSystemMessage> {
    const values: GroupSystemMessage['values'] = { actor: await names(tx, [actorId]), actorId, ...extra };
    if (memberIds.length)
      Object.assign(values, { members: await names(tx, memberIds), count: memberIds.length });
    if (memberIds.length === 1) values.memberId = memberIds[0]!;
    return { key, values };
  }

  /**
   * Runs `work` in a transaction, then what it left to tell (messages, notices), in order. The
   * change is made once it commits: a message that could not be told is logged, not answered as a
   * failure of the change.
   */
  async function changing<T>(work: (tx: EntityManager, afterwards: Afterwards) => Promise<T>): Promise<T> {
    const afterwards: Afterwards = [];
    const result = await em.fork().transactional((tx) => work(tx, afterwards));
    for (const tell of afterwards)
      await tell().catch((error: unknown) => logger.error({ err: error }, 'group change not told'));
    return result;
  }

  /** Tells the owner and the admins of a new request (a `group` notice each). */
  async function noticeAdmins(
    tx: EntityManager,
    group: ChatGroup,
    request: ChatGroupRequest,
    afterwards: Afterwards,
  ) {
    const admins = await tx.find(ChatMemberSchema, {
      conversationId: group.conversationId,
      role: { $in: ['owner', 'admin'] },
    });
    afterwards.push(async () => {
      for (const admin of admins)
        await ports.noticeJoinRequest({
          memberId: admin.memberId,
          actorId: request.invitedBy ?? request.memberId,
          requestId: request.id,
          groupId: group.conversationId,
          groupName: group.name,
        });
    });
  }

  function newRequest(
    tx: EntityManager,
    groupId: number,
    memberId: number,
    invitedBy: number | null,
    message = '',
  ) {
    const now = clock.now();
    return tx.create(ChatGroupRequestSchema, {
      conversationId: groupId,
      memberId,
      invitedBy,
      message,
      state: 'pending',
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Marks the member's pending request (if any) passed: they joined another way. */
  const settlePending = (tx: EntityManager, groupId: number, memberId: number, by: number) =>
    tx.nativeUpdate(
      ChatGroupRequestSchema,
      { conversationId: groupId, memberId, state: 'pending' },
      { state: 'passed', decidedBy: by, decidedAt: clock.now(), updatedAt: clock.now() },
    );

  /** Every id is a friend of `memberId` (else 422 naming `memberIds`, nothing changed). */
  async function assertFriends(tx: EntityManager, memberId: number, ids: number[]) {
    for (const id of ids)
      if (id === memberId || !(await ports.areFriends(tx, memberId, id)))
        throw new ApiError(422, 'groups.notFriends', { data: { field: 'memberIds' } });
  }

  async function assertOwnAvatar(actor: MemberActor, avatar: string | undefined) {
    if (avatar) authorize(actor, uploadPolicy, 'use', await uploads.byPath(avatar));
  }

  const tell = (afterwards: Afterwards, groupId: number, message: GroupSystemMessage) =>
    afterwards.push(() => ports.appendSystem(groupId, message));

  /** A member action on a member of the group: remove, setAdmin, unsetAdmin. */
  async function onMember(
    actor: MemberActor,
    groupId: number,
    memberId: number,
    action: 'remove' | 'setAdmin' | 'unsetAdmin',
  ) {
    return changing(async (tx, afterwards) => {
      const group = await lockedGroup(tx, groupId);
      const seat = await seatOf(tx, group, actor, memberId);
      authorize(actor, groupPolicy, 'view', seat);
      authorize(actor, openGroupPolicy, 'change', seat);
      authorize(actor, groupMemberPolicy, 'named', seat);
      authorize(actor, groupRolePolicy, action, seat);
      const role = seat.target!.role!;
      if (action === 'remove') {
        await ports.conversations.removeMember(tx, groupId, memberId);
        tell(afterwards, groupId, await systemMessage(tx, 'group.removed', actor.id, [memberId]));
        return null;
      }
      const wanted: GroupRole = action === 'setAdmin' ? 'admin' : 'member';
      if (role !== wanted) {
        await ports.conversations.setRole(tx, groupId, memberId, wanted);
        const key = action === 'setAdmin' ? 'group.adminSet' : 'group.adminUnset';
        tell(afterwards, groupId, await systemMessage(tx, key, actor.id, [memberId]));
      }
      return (await memberRows(tx, groupId, { memberId }))[0]!;
    });
  }

  async function memberRows(
    tx: EntityManager,
    groupId: number,
    where: { memberId?: number; page?: number; rows?: number },
  ): Promise<GroupMemberRow[]> {
    const ordered = await queryRows<{ member_id: unknown }>(
      tx,
      `select member_id from chat_member where conversation_id = ?${where.memberId ? ' and member_id = ?' : ''}
       order by case role when 'owner' then 0 when 'admin' then 1 else 2 end, joined_at, member_id
       limit ? offset ?`,
      [
        groupId,
        ...(where.memberId ? [where.memberId] : []),
        where.rows ?? 1,
        ((where.page ?? 1) - 1) * (where.rows ?? 1),
      ],
    );
    const ids = ordered.map((row) => Number(row.member_id));
    const rows = ids.length
      ? await tx.find(
          ChatMemberSchema,
          { conversationId: groupId, memberId: { $in: ids } },
          { refresh: true },
        )
      : [];
    const byId = new Map(rows.map((row) => [row.memberId, row]));
    const cards = await ports.memberCards(tx, ids);
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...(cards.get(id) ?? { id, nickname: '', avatar: null }),
          role: row.role as GroupRole,
          joinedAt: row.joinedAt.toISOString(),
        },
      ];
    });
  }

  return {
    /** A new group: the creator its owner, the friends they picked its members. */
    async create(actor: MemberActor, input: CreateGroupBody): Promise<GroupCard> {
      await assertOwnAvatar(actor, input.avatar);
      return changing(async (tx, afterwards) => {
        await assertFriends(tx, actor.id, input.memberIds);
        const conversation = await ports.conversations.createGroupConversation(tx, actor.id);
        const group = tx.create(ChatGroupSchema, {
          conversationId: conversation.id,
          ownerId: actor.id,
          name: input.name,
          avatar: input.avatar ?? null,
          introduction: input.introduction ?? '',
          joinMode: input.joinMode,
          dissolvedAt: null,
          createdAt: clock.now(),
        });
        await tx.flush();
        for (const memberId of input.memberIds)
          await ports.conversations.addMember(tx, conversation.id, memberId, 'member');
        tell(
          afterwards,
          group.conversationId,
          await systemMessage(tx, 'group.created', actor.id, input.memberIds),
        );
        return cardOf(tx, group, actor.id);
      });
    },

    /** The group as a member sees it (a dissolved one too, so its page can say so). */
    async info(actor: MemberActor, groupId: number): Promise<GroupCard> {
      const tx = em.fork();
      const group = await tx.findOne(ChatGroupSchema, { conversationId: groupId });
      authorize(actor, groupPolicy, 'view', await seatOf(tx, group, actor));
      return cardOf(tx, group!, actor.id);
    },

    /** The members with their roles: owner, admins, members, each by joining time. */
    async members(
      actor: MemberActor,
      query: { groupId: number; page: number; rows: number },
    ): Promise<Paged<GroupMemberRow>> {
      const tx = em.fork();
      const group = await tx.findOne(ChatGroupSchema, { conversationId: query.groupId });
      authorizeGroup(actor, await seatOf(tx, group, actor), 'members');
      return {
        list: await memberRows(tx, query.groupId, query),
        total: await memberCount(tx, query.groupId),
      };
    },

    /** Any open group by its id, for a member who wants to join it. */
    async search(actor: MemberActor, groupId: number): Promise<GroupCard> {
      const tx = em.fork();
      const group = await tx.findOne(ChatGroupSchema, { conversationId: groupId });
      const seat = await seatOf(tx, group, actor);
      authorize(actor, publicGroupPolicy, 'find', seat);
      authorize(actor, openGroupPolicy, 'change', seat);
      return cardOf(tx, group!, actor.id);
    },

    /** Free: a member at once. Approval: one pending request (asked again, the same one). */
    async join(actor: MemberActor, input: GroupJoinBody): Promise<GroupJoinAnswer> {
      return changing(async (tx, afterwards) => {
        const group = await lockedGroup(tx, input.groupId);
        const seat = await seatOf(tx, group, actor);
        authorize(actor, publicGroupPolicy, 'find', seat);
        authorize(actor, openGroupPolicy, 'change', seat);
        authorize(actor, joinPolicy, 'join', seat);
        const groupId = group!.conversationId;
        if (group!.joinMode === 'free') {
          await ports.conversations.addMember(tx, groupId, actor.id, 'member');
          await settlePending(tx, groupId, actor.id, actor.id);
          tell(afterwards, groupId, await systemMessage(tx, 'group.joined', actor.id, [actor.id]));
          return { state: 'joined', group: await cardOf(tx, group!, actor.id) };
        }
        const pending = await tx.findOne(ChatGroupRequestSchema, {
          conversationId: groupId,
          memberId: actor.id,
          state: 'pending',
        });
        if (pending) return { state: 'pending', request: (await requestRows(tx, [pending]))[0]! };
        const request = newRequest(tx, groupId, actor.id, null, input.message ?? '');
        await tx.flush();
        await noticeAdmins(tx, group!, request, afterwards);
        return { state: 'pending', request: (await requestRows(tx, [request]))[0]! };
      });
    },

    /** The group's requests in `state` (pending by default), newest first: admins and the owner. */
    async requests(
      actor: MemberActor,
      query: { groupId: number; state: GroupRequestState; page: number; rows: number },
    ): Promise<Paged<GroupRequestRow>> {
      const tx = em.fork();
      const group = await tx.findOne(ChatGroupSchema, { conversationId: query.groupId });
      authorizeGroup(actor, await seatOf(tx, group, actor), 'requests');
      const [requests, total] = await tx.findAndCount(
        ChatGroupRequestSchema,
        { conversationId: query.groupId, state: query.state },
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list: await requestRows(tx, requests), total };
    },

    /**
     * Approves (the member joins) or rejects a pending request, once: a request already decided is
     * 409 `request_decided` and stays as it was, so two admins approving at once make one member.
     */
    async decide(
      actor: MemberActor,
      requestId: number,
      state: 'passed' | 'rejected',
    ): Promise<GroupRequestRow> {
      return changing(async (tx, afterwards) => {
        const found = await tx.findOne(ChatGroupRequestSchema, { id: requestId });
        const group = found ? await lockedGroup(tx, found.conversationId) : null;
        const seat = await seatOf(tx, group, actor);
        authorize(actor, groupRequestPolicy, 'view', seat);
        authorize(actor, openGroupPolicy, 'change', seat);
        authorize(actor, groupRolePolicy, 'decide', seat);
        const now = clock.now();
        const decided = await tx.nativeUpdate(
          ChatGroupRequestSchema,
          { id: requestId, state: 'pending' },
          { state, decidedBy: actor.id, decidedAt: now, updatedAt: now },
        );
        if (decided !== 1)
          throw new ApiError(409, 'groups.requestDecided', { data: { code: 'request_decided' } });
        const request = (await tx.findOne(ChatGroupRequestSchema, { id: requestId }, { refresh: true }))!;
        if (state === 'passed' && !(await roleOf(tx, request.conversationId, request.memberId))) {
          await ports.conversations.addMember(tx, request.conversationId, request.memberId, 'member');
          tell(
            afterwards,
            request.conversationId,
            await systemMessage(tx, 'group.approved', actor.id, [request.memberId]),
          );
        }
        return (await requestRows(tx, [request]))[0]!;
      });
    },

    /**
     * Friends of the caller into the group: at once into a free group or when an admin or the owner
     * invites; a pending request each when a member invites into an approval group.
     */
    async invite(
      actor: MemberActor,
      input: { groupId: number; memberIds: number[] },
    ): Promise<GroupInviteAnswer> {
      return changing(async (tx, afterwards) => {
        const group = await lockedGroup(tx, input.groupId);
        const seat = await seatOf(tx, group, actor);
        authorizeGroup(actor, seat, 'invite');
        await assertFriends(tx, actor.id, input.memberIds);
        const atOnce = group!.joinMode === 'free' || seat.role === 'owner' || seat.role === 'admin';
        const answer: GroupInviteAnswer = { joined: [], pending: [], skipped: [] };
        const requests: ChatGroupRequest[] = [];
        for (const memberId of input.memberIds) {
          if (await roleOf(tx, input.groupId, memberId)) answer.skipped.push(memberId);
          else if (atOnce) {
            await ports.conversations.addMember(tx, input.groupId, memberId, 'member');
            await settlePending(tx, input.groupId, memberId, actor.id);
            answer.joined.push(memberId);
          } else if (
            await tx.count(ChatGroupRequestSchema, {
              conversationId: input.groupId,
              memberId,
              state: 'pending',
            })
          )
            answer.skipped.push(memberId);
          else {
            requests.push(newRequest(tx, input.groupId, memberId, actor.id));
            answer.pending.push(memberId);
          }
        }
        await tx.flush();
        for (const request of requests) await noticeAdmins(tx, group!, request, afterwards);
        if (answer.joined.length)
          tell(afterwards, input.groupId, await systemMessage(tx, 'group.invited', actor.id, answer.joined));
        return answer;
      });
    },

    /** Admins remove members; the owner removes admins and members. */
    async remove(actor: MemberActor, input: { groupId: number; memberId: number }): Promise<GroupCard> {
      await onMember(actor, input.groupId, input.memberId, 'remove');
      const tx = em.fork();
      return cardOf(tx, (await tx.findOne(ChatGroupSchema, { conversationId: input.groupId }))!, actor.id);
    },

    setAdmin: (actor: MemberActor, input: { groupId: number; memberId: number }) =>
      onMember(actor, input.groupId, input.memberId, 'setAdmin') as Promise<GroupMemberRow>,

    unsetAdmin: (actor: MemberActor, input: { groupId: number; memberId: number }) =>
      onMember(actor, input.groupId, input.memberId, 'unsetAdmin') as Promise<GroupMemberRow>,

    /** Name, avatar, introduction, join mode: admins and the owner; only what is given changes. */
    async settings(actor: MemberActor, input: GroupSettingsBody): Promise<GroupCard> {
      await assertOwnAvatar(actor, input.avatar);
      return changing(async (tx, afterwards) => {
        const group = await lockedGroup(tx, input.groupId);
        authorizeGroup(actor, await seatOf(tx, group, actor), 'settings');
        const changed: Partial<GroupSystemMessage['values']> = {};
        let touched = false;
        if (input.name !== undefined && input.name !== group!.name) changed.name = group!.name = input.name;
        if (input.joinMode !== undefined && input.joinMode !== group!.joinMode)
          changed.joinMode = group!.joinMode = input.joinMode;
        if (input.avatar !== undefined && input.avatar !== group!.avatar)
          touched = !!(group!.avatar = input.avatar);
        if (input.introduction !== undefined && input.introduction !== group!.introduction) {
          group!.introduction = input.introduction;
          touched = true;
        }
        await tx.flush();
        if (touched || Object.keys(changed).length)
          tell(afterwards, input.groupId, await systemMessage(tx, 'group.settings', actor.id, [], changed));
        return cardOf(tx, group!, actor.id);
      });
    },

    /** Members and admins leave; the owner cannot (they dissolve the group). */
    async leave(actor: MemberActor, groupId: number): Promise<null> {
      return changing(async (tx, afterwards) => {
        const group = await lockedGroup(tx, groupId);
        const seat = await seatOf(tx, group, actor);
        authorize(actor, joinedGroupPolicy, 'view', seat);
        authorize(actor, openGroupPolicy, 'change', seat);
        authorize(actor, leavePolicy, 'leave', seat);
        tell(afterwards, groupId, await systemMessage(tx, 'group.left', actor.id, [actor.id]));
        await ports.conversations.removeMember(tx, groupId, actor.id);
        return null;
      });
    },

    /**
     * Closes the group for good (the owner): pending requests are rejected, the conversation stays
     * readable, every later change is refused.
     */
    async dissolve(actor: MemberActor, groupId: number): Promise<GroupCard> {
      return changing(async (tx, afterwards) => {
        const group = await lockedGroup(tx, groupId);
        authorizeGroup(actor, await seatOf(tx, group, actor), 'dissolve');
        const now = clock.now();
        group!.dissolvedAt = now;
        await tx.flush();
        await tx.nativeUpdate(
          ChatGroupRequestSchema,
          { conversationId: groupId, state: 'pending' },
          { state: 'rejected', decidedBy: actor.id, decidedAt: now, updatedAt: now },
        );
        tell(afterwards, groupId, await systemMessage(tx, 'group.dissolved', actor.id));
        return cardOf(tx, group!, actor.id);
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
