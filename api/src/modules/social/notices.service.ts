import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type { Lang } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import type { PlanRefusalReason } from '../plans/plans.contract.ts';
import { reasonText } from '../plans/plans.presenter.ts';
import { memberCardMap } from './member-cards.ts';
import { isBlocked } from './social-graph.ts';
import type {
  FriendRequestState,
  MemberCard,
  NoticeDetailMap,
  NoticeItem,
  NoticeTopic,
  ReadNoticeAnswer,
  SocketSocialNoticeMessage,
} from './social.contract.ts';
import { FriendRequestSchema, SocialNoticeSchema, type SocialNotice } from './social.entity.ts';
import { socialNoticePolicy } from './social.policy.ts';

/**
 * What `social_notice.detail` holds, by topic: what the notice page shows, except the request's
 * current state (read when listed) and a plan's reason (kept as the reviewer's choice and note, and
 * written in the reader's language when listed).
 */
export type StoredNoticeDetail = {
  friend: Omit<NoticeDetailMap['friend'], 'state'>;
  group: NoticeDetailMap['group'];
  comment: NoticeDetailMap['comment'];
  like: NoticeDetailMap['like'];
  plan: {
    state: 'success' | 'rejected';
    theme: string;
    reason: PlanRefusalReason | null;
    note: string | null;
  };
};

/** A notice to store: for `memberId`, done by `actorId` (null: the platform), about `refId`. */
export type NoticeInput = {
  [T in NoticeTopic]: {
    memberId: number;
    topic: T;
    actorId: number | null;
    refId: number | null;
    detail: StoredNoticeDetail[T];
  };
}[NoticeTopic];

type Deps = { em: EntityManager; clock: Clock; realtime: Realtime; logger: Logger };

const isEntityManager = (value: unknown): value is EntityManager =>
  typeof (value as EntityManager | null)?.fork === 'function';

/** The notices of `pages/chat/notice`: stored for a member, told on their socket, read by them. */
export function createNoticesService({ em, clock, realtime, logger }: Deps) {
  /** `notice` as the member reads it; `state` is a friend request's current state. */
  function present(
    notice: SocialNotice,
    actor: MemberCard | null,
    lang: Lang,
    requestState: FriendRequestState | undefined,
  ): NoticeItem {
    const base = {
      id: notice.id,
      actor,
      refId: notice.refId ?? null,
      read: notice.readAt != null,
      createdAt: notice.createdAt.toISOString(),
    };
    const topic = notice.topic as NoticeTopic;
    switch (topic) {
      case 'friend': {
        const stored = JSON.parse(notice.detail) as StoredNoticeDetail['friend'];
        const state = requestState ?? (stored.kind === 'passed' ? 'passed' : 'pending');
        return { ...base, topic, detail: { kind: stored.kind, message: stored.message, state } };
      }
      case 'plan': {
        const stored = JSON.parse(notice.detail) as StoredNoticeDetail['plan'];
        const reason = stored.state === 'rejected' ? reasonText(lang, stored.reason, stored.note) : null;
        return { ...base, topic, detail: { state: stored.state, theme: stored.theme, reason } };
      }
      case 'group':
        return { ...base, topic, detail: JSON.parse(notice.detail) as StoredNoticeDetail['group'] };
      case 'comment':
        return { ...base, topic, detail: JSON.parse(notice.detail) as StoredNoticeDetail['comment'] };
      case 'like':
        return { ...base, topic, detail: JSON.parse(notice.detail) as StoredNoticeDetail['like'] };
    }
  }

  /** `notices` as their member reads them: with their actors' cards and requests' states. */
  async function presentAll(notices: SocialNotice[], lang: Lang): Promise<NoticeItem[]> {
    const db = em.fork();
    const cards = await memberCardMap(
      db,
      notices.flatMap((notice) => (notice.actorId == null ? [] : [notice.actorId])),
    );
    const requestIds = notices.flatMap((notice) =>
      notice.topic === 'friend' && notice.refId != null ? [notice.refId] : [],
    );
    const requests = requestIds.length
      ? await db.find(FriendRequestSchema, { id: { $in: requestIds } }, { fields: ['id', 'state'] })
      : [];
    const states = new Map(requests.map((request) => [request.id, request.state as FriendRequestState]));
    return notices.map((notice) =>
      present(
        notice,
        notice.actorId == null ? null : (cards.get(notice.actorId) ?? null),
        lang,
        notice.refId == null ? undefined : states.get(notice.refId),
      ),
    );
  }

  const unread = (memberId: number) => em.fork().count(SocialNoticeSchema, { memberId, readAt: null });

  /**
   * Tells the member of a stored notice on their socket, with their unread count. Plan reviews are
   * told by the plans module's own `notice` message; a failure here is logged, never the action's.
   */
  async function publish(notice: SocialNotice): Promise<void> {
    if (notice.topic === 'plan') return;
    try {
      const [item] = await presentAll([notice], 'en-us');
      const message: SocketSocialNoticeMessage = {
        type: 'notice',
        topic: notice.topic as SocketSocialNoticeMessage['topic'],
        notice: item as SocketSocialNoticeMessage['notice'],
        unread: await unread(notice.memberId),
      };
      realtime.publish(memberRoom(notice.memberId), message);
    } catch (error) {
      logger.error({ err: error, noticeId: notice.id }, 'notice not published');
    }
  }

  /**
   * Stores a notice for `input.memberId` and tells them on their socket. With `em` in a
   * transaction, the row is the transaction's and the socket hears of it once it commits (never
   * of a notice rolled back); without one (`add(input)`), it is stored at once. Nothing is stored
   * for a member's own action, nor from a member they blocked: the answer is then null.
   */
  async function add(...args: [NoticeInput] | [EntityManager, NoticeInput]): Promise<SocialNotice | null> {
    const [db, input] = isEntityManager(args[0]) ? [args[0], args[1] as NoticeInput] : [em.fork(), args[0]];
    if (input.actorId === input.memberId) return null;
    if (input.actorId != null && (await isBlocked(db, input.memberId, input.actorId))) return null;
    const now = clock.now();
    const notice = db.create(SocialNoticeSchema, {
      memberId: input.memberId,
      topic: input.topic,
      actorId: input.actorId,
      refId: input.refId,
      detail: JSON.stringify(input.detail),
      readAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await db.flush();
    if (db.isInTransaction())
      db.getEventManager().registerSubscriber({
        afterTransactionCommit: (event) => {
          if (event.em === db) void publish(notice);
        },
      });
    else await publish(notice);
    return notice;
  }

  return {
    add,

    /** The member's notices, newest first, of one topic or all. */
    async list(
      actor: MemberActor,
      query: { topic?: NoticeTopic | undefined; page: number; rows: number },
      lang: Lang,
    ): Promise<{ list: NoticeItem[]; total: number }> {
      const [notices, total] = await em
        .fork()
        .findAndCount(
          SocialNoticeSchema,
          { memberId: actor.id, ...(query.topic && { topic: query.topic }) },
          { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
        );
      return { list: await presentAll(notices, lang), total };
    },

    /** Marks one of the member's notices read (another's: 404, nothing changed), or all of them. */
    async read(actor: MemberActor, input: { id: number } | { all: true }): Promise<ReadNoticeAnswer> {
      const db = em.fork();
      const now = clock.now();
      let marked: number;
      if ('id' in input) {
        const notice = await db.findOne(SocialNoticeSchema, { id: input.id });
        authorize(actor, socialNoticePolicy, 'read', notice);
        marked = await db.nativeUpdate(
          SocialNoticeSchema,
          { id: notice.id, memberId: actor.id, readAt: null },
          { readAt: now, updatedAt: now },
        );
      } else {
        marked = await db.nativeUpdate(
          SocialNoticeSchema,
          { memberId: actor.id, readAt: null },
          { readAt: now, updatedAt: now },
        );
      }
      return { marked, unread: await unread(actor.id) };
    },

    /** How many of the member's notices are unread. */
    unread,
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
