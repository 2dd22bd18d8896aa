import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import type { LockoutRule, Lockouts } from '../../platform/rate-limit.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { queryRows } from '../ledger/sql.ts';
import { memberCardMap, memberCards } from './member-cards.ts';
import type { NoticesService } from './notices.service.ts';
import type { Presence } from './presence.ts';
import { areFriends, eitherBlocked, isBlocked } from './social-graph.ts';
import type {
  BlockAnswer,
  BlockedMember,
  Friend,
  FriendRelation,
  FriendRequestDirection,
  FriendRequestItem,
  FriendRequestState,
  FriendSearchResult,
  RemoveFriendAnswer,
  SendFriendRequestAnswer,
} from './social.contract.ts';
import {
  FriendRequestSchema,
  FriendshipSchema,
  MemberBlockSchema,
  type FriendRequest,
} from './social.entity.ts';
import { friendRequestPolicy } from './social.policy.ts';

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  notices: NoticesService;
  presence: Presence;
  lockouts: Lockouts;
};

/**
 * Searches a member may make before waiting: enough to add every friend one meets, too few to
 * walk the member ids and harvest nicknames.
 */
export const SEARCH_LIMIT: LockoutRule = { maxFailures: 100, windowS: 600, lockS: 600 };

type Paging = { page: number; rows: number };

const refuse = (key: MessageKey, code: string) => new ApiError(422, key, { data: { code } });

const memberNotFound = () => new ApiError(404, 'social.memberNotFound');

/** A member id (digits) or an invitation code (letters and digits, as registration makes them). */
const MEMBER_ID = /^\d{1,10}$/;
const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/;

/** Friends, friend requests and blocks between members (issue #19). */
export function createSocialService({ em, clock, dialect, notices, presence, lockouts }: Deps) {
  const searches = lockouts('friend-search', SEARCH_LIMIT);

  /**
   * Locks the two members' rows, lower id first (MariaDB; SQLite transactions are serial already),
   * so everything between two members (requests either way, approving, blocking, removing) happens
   * one after another; answers which of the two exist. Called first in a transaction, so what it
   * reads next is what the other transactions committed.
   */
  async function lockPair(tx: EntityManager, a: number, b: number): Promise<Set<number>> {
    const ids = [a, b].sort((x, y) => x - y);
    const rows = await queryRows<{ id: unknown }>(
      tx,
      `select id from member where id in (?, ?) order by id${dialect === 'mysql' ? ' for update' : ''}`,
      ids,
    );
    return new Set(rows.map((row) => Number(row.id)));
  }

  const pendingBetween = (tx: EntityManager, a: number, b: number) =>
    tx.find(
      FriendRequestSchema,
      {
        state: 'pending',
        $or: [
          { fromId: a, toId: b },
          { fromId: b, toId: a },
        ],
      },
      { orderBy: { id: 'asc' } },
    );

  /** Makes `a` and `b` friends (one row each way), unless they already are. */
  async function befriend(tx: EntityManager, a: number, b: number): Promise<void> {
    if (await areFriends(tx, a, b)) return;
    const now = clock.now();
    tx.create(FriendshipSchema, { memberId: a, friendId: b, createdAt: now });
    tx.create(FriendshipSchema, { memberId: b, friendId: a, createdAt: now });
    await tx.flush();
  }

  /**
   * Decides a pending request, once: a request decided meanwhile is 409 and nothing changes.
   * Approving makes the two friends and tells the sender.
   */
  async function decide(tx: EntityManager, request: FriendRequest, state: 'passed' | 'rejected') {
    const now = clock.now();
    const changed = await tx.nativeUpdate(
      FriendRequestSchema,
      { id: request.id, state: 'pending' },
      { state, decidedAt: now, updatedAt: now },
    );
    if (changed !== 1) throw new ApiError(409, 'social.requestDecided');
    Object.assign(request, { state, decidedAt: now, updatedAt: now });
    if (state !== 'passed') return;
    await befriend(tx, request.fromId, request.toId);
    await notices.add(tx, {
      memberId: request.fromId,
      topic: 'friend',
      actorId: request.toId,
      refId: request.id,
      detail: { kind: 'passed', message: '' },
    });
  }

  /** `requests` as `memberId` sees them, with the other member's card. */
  async function presentRequests(memberId: number, requests: FriendRequest[]): Promise<FriendRequestItem[]> {
    const others = requests.map((request) => (request.fromId === memberId ? request.toId : request.fromId));
    const cards = await memberCardMap(em, others);
    return requests.map((request, index) => {
      const other = others[index]!;
      return {
        id: request.id,
        direction: (request.fromId === memberId ? 'sent' : 'received') as FriendRequestDirection,
        member: cards.get(other) ?? { id: other, nickname: '', avatar: null },
        message: request.message,
        state: request.state as FriendRequestState,
        createdAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
      };
    });
  }

  /** The member a search names: by id (digits), else by invitation code. */
  async function findByKeyword(keyword: string) {
    const db = em.fork();
    const byId = MEMBER_ID.test(keyword) ? await db.findOne(MemberSchema, { id: Number(keyword) }) : null;
    if (byId) return byId;
    return INVITE_CODE.test(keyword) ? db.findOne(MemberSchema, { inviteCode: keyword.toUpperCase() }) : null;
  }

  /** Runs the decision of request `id` by `actor` (only the member it was sent to). */
  async function decideAs(actor: MemberActor, id: number, state: 'passed' | 'rejected') {
    const found = await em.fork().findOne(FriendRequestSchema, { id });
    authorize(actor, friendRequestPolicy, 'decide', found);
    const request = await em.fork().transactional(async (tx) => {
      await lockPair(tx, found.fromId, found.toId);
      const current = await tx.findOneOrFail(FriendRequestSchema, { id });
      await decide(tx, current, state);
      return current;
    });
    const [item] = await presentRequests(actor.id, [request]);
    return item!;
  }

  return {
    // The graph's reads take the caller's `em`: inside a transaction on libsql, a read on another
    // connection would wait for that transaction's own write lock.
    areFriends,
    isBlocked,
    /** Cards of the members `ids` (nickname and avatar); ids of no member are left out. */
    memberCards,

    /**
     * The member named by `keyword` (id or invitation code) and what they are to `actor`. A member
     * who blocked the caller is not found, as one who does not exist. `SEARCH_LIMIT` searches
     * per member in ten minutes, then 429 for ten minutes.
     */
    async search(actor: MemberActor, keyword: string): Promise<FriendSearchResult> {
      await searches.assertOpen(String(actor.id));
      await searches.fail(String(actor.id));
      const member = await findByKeyword(keyword.trim());
      const db = em.fork();
      if (!member || (member.id !== actor.id && (await isBlocked(db, member.id, actor.id))))
        throw memberNotFound();
      const card = { id: member.id, nickname: member.nickname, avatar: member.avatar ?? null };
      if (member.id === actor.id) return { ...card, relation: 'self', request: null };
      let relation: FriendRelation = 'none';
      let request: FriendSearchResult['request'] = null;
      if (await isBlocked(db, actor.id, member.id)) relation = 'blocked';
      else if (await areFriends(db, actor.id, member.id)) relation = 'friend';
      else {
        const [pending] = await pendingBetween(db, actor.id, member.id);
        if (pending) {
          relation = 'pending';
          request = { id: pending.id, direction: pending.fromId === actor.id ? 'sent' : 'received' };
        }
      }
      return { ...card, relation, request };
    },

    /**
     * Asks `memberId` to be friends. A request already pending from the caller is answered again
     * (nothing new stored); one pending from the other member is approved by this one, and the
     * two become friends. The member asked is told (topic `friend`).
     */
    async request(
      actor: MemberActor,
      input: { memberId: number; message?: string | undefined },
    ): Promise<SendFriendRequestAnswer> {
      const [from, to] = [actor.id, input.memberId];
      if (from === to) throw refuse('social.requestSelf', 'self');
      const { relation, request } = await em.fork().transactional(async (tx) => {
        if (!(await lockPair(tx, from, to)).has(to)) throw memberNotFound();
        if (await isBlocked(tx, from, to)) throw refuse('social.youBlocked', 'you_blocked');
        if (await isBlocked(tx, to, from)) throw refuse('social.cannotRequest', 'blocked');
        if (await areFriends(tx, from, to)) throw refuse('social.alreadyFriends', 'already_friends');
        const pending = await pendingBetween(tx, from, to);
        const mine = pending.find((row) => row.fromId === from);
        if (mine) return { relation: 'pending' as const, request: mine };
        const theirs = pending.find((row) => row.fromId === to);
        if (theirs) {
          await decide(tx, theirs, 'passed');
          return { relation: 'friend' as const, request: theirs };
        }
        const now = clock.now();
        const created = tx.create(FriendRequestSchema, {
          fromId: from,
          toId: to,
          message: input.message ?? '',
          state: 'pending',
          decidedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        await notices.add(tx, {
          memberId: to,
          topic: 'friend',
          actorId: from,
          refId: created.id,
          detail: { kind: 'request', message: created.message },
        });
        return { relation: 'pending' as const, request: created };
      });
      const [item] = await presentRequests(actor.id, [request]);
      return { relation, request: item! };
    },

    /** The member's friend requests, received, sent or both, newest first. */
    async requests(
      actor: MemberActor,
      query: Paging & { box: FriendRequestDirection | 'all'; state?: FriendRequestState | undefined },
    ): Promise<{ list: FriendRequestItem[]; total: number }> {
      const mine =
        query.box === 'received'
          ? { toId: actor.id }
          : query.box === 'sent'
            ? { fromId: actor.id }
            : { $or: [{ toId: actor.id }, { fromId: actor.id }] };
      const [requests, total] = await em
        .fork()
        .findAndCount(
          FriendRequestSchema,
          { ...mine, ...(query.state && { state: query.state }) },
          { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
        );
      return { list: await presentRequests(actor.id, requests), total };
    },

    approve: (actor: MemberActor, id: number) => decideAs(actor, id, 'passed'),
    reject: (actor: MemberActor, id: number) => decideAs(actor, id, 'rejected'),

    /** The member's friends, newest friendship first, each with whether they are online now. */
    async friends(actor: MemberActor, query: Paging): Promise<{ list: Friend[]; total: number }> {
      const [rows, total] = await em.fork().findAndCount(
        FriendshipSchema,
        { memberId: actor.id },
        {
          orderBy: { createdAt: 'desc', friendId: 'desc' },
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
        },
      );
      const ids = rows.map((row) => row.friendId);
      const [cards, online] = await Promise.all([memberCardMap(em, ids), presence.onlineOf(ids)]);
      const list = rows.flatMap((row) => {
        const card = cards.get(row.friendId);
        return card
          ? [{ ...card, online: online.has(row.friendId), since: row.createdAt.toISOString() }]
          : [];
      });
      return { list, total };
    },

    /** Ends a friendship, both ways; their direct conversation stays, closed to new messages. */
    async remove(actor: MemberActor, memberId: number): Promise<RemoveFriendAnswer> {
      const removed = await em.fork().transactional(async (tx) => {
        await lockPair(tx, actor.id, memberId);
        return tx.nativeDelete(FriendshipSchema, {
          $or: [
            { memberId: actor.id, friendId: memberId },
            { memberId, friendId: actor.id },
          ],
        });
      });
      return { removed: removed > 0 };
    },

    /**
     * Blocks `memberId`: they can no longer request, message or find the caller. Their friendship
     * ends and requests pending between the two are rejected. Blocking again changes nothing.
     */
    async block(actor: MemberActor, memberId: number): Promise<BlockAnswer> {
      if (memberId === actor.id) throw refuse('social.blockSelf', 'self');
      await em.fork().transactional(async (tx) => {
        if (!(await lockPair(tx, actor.id, memberId)).has(memberId)) throw memberNotFound();
        const now = clock.now();
        if (!(await isBlocked(tx, actor.id, memberId))) {
          tx.create(MemberBlockSchema, { memberId: actor.id, blockedId: memberId, createdAt: now });
          await tx.flush();
        }
        await tx.nativeDelete(FriendshipSchema, {
          $or: [
            { memberId: actor.id, friendId: memberId },
            { memberId, friendId: actor.id },
          ],
        });
        await tx.nativeUpdate(
          FriendRequestSchema,
          {
            state: 'pending',
            $or: [
              { fromId: actor.id, toId: memberId },
              { fromId: memberId, toId: actor.id },
            ],
          },
          { state: 'rejected', decidedAt: now, updatedAt: now },
        );
      });
      return { blocked: true };
    },

    /** Lifts the caller's block of `memberId` (the friendship does not come back). */
    async unblock(actor: MemberActor, memberId: number): Promise<BlockAnswer> {
      await em.fork().nativeDelete(MemberBlockSchema, { memberId: actor.id, blockedId: memberId });
      return { blocked: false };
    },

    /** The members the caller blocked, newest first. */
    async blocked(actor: MemberActor, query: Paging): Promise<{ list: BlockedMember[]; total: number }> {
      const [rows, total] = await em.fork().findAndCount(
        MemberBlockSchema,
        { memberId: actor.id },
        {
          orderBy: { createdAt: 'desc', blockedId: 'desc' },
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
        },
      );
      const cards = await memberCardMap(
        em,
        rows.map((row) => row.blockedId),
      );
      const list = rows.flatMap((row) => {
        const card = cards.get(row.blockedId);
        return card ? [{ ...card, blockedAt: row.createdAt.toISOString() }] : [];
      });
      return { list, total };
    },

    /** Whether either of the two blocked the other (for conversations). */
    eitherBlocked,
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
