import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Paged } from '../../contract/index.ts';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { translate } from '../../platform/i18n.ts';
import { createLockouts } from '../../platform/rate-limit.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { sendFriendRequest } from '../../test/social.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import type {
  BlockedMember,
  Friend,
  FriendRequestItem,
  FriendSearchResult,
  NoticeItem,
  ReadNoticeAnswer,
  SendFriendRequestAnswer,
  SocketIsOnlineMessage,
  SocketSocialNoticeMessage,
} from './social.contract.ts';
import { FriendRequestSchema, FriendshipSchema, SocialNoticeSchema } from './social.entity.ts';
import { createNoticesService, type NoticesService } from './notices.service.ts';
import { createPresence } from './presence.ts';
import { createSocialService, SEARCH_LIMIT, type SocialService } from './social.service.ts';

const clock = manualClock(new Date());
let server: TestServer;
const sockets: TestSocket[] = [];
/** The module's services, as other modules get them, over the test server's database and sockets. */
let services: { notices: NoticesService; social: SocialService };
before(async () => {
  server = await startTestServer({ clock });
  const deps = { em: server.orm.em, clock, realtime: server.realtime, logger: server.logger };
  const notices = createNoticesService(deps);
  const presence = createPresence(deps);
  services = {
    notices,
    social: createSocialService({
      ...deps,
      dialect: dialectOf(server.config),
      notices,
      presence,
      lockouts: createLockouts({ redis: undefined, prefix: 'social-test' }),
    }),
  };
});
after(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

type Lang = 'en-us' | 'hi-in' | 'zh-cn';

const call = <T>(member: Pick<TestMember, 'token'>, path: string, json: unknown = {}, lang: Lang = 'en-us') =>
  server.post<T>(path, { headers: { token: member.token }, json, lang });

/** `count` new members (typed so that the first three destructure as members). */
const members = async (count: number) =>
  (await Promise.all(Array.from({ length: count }, () => buildMember(server)))) as [
    TestMember,
    TestMember,
    TestMember,
    ...TestMember[],
  ];

/** Every row of the social tables about `ids`, to show that a refused call changed nothing. */
async function socialRows(ids: number[]) {
  const db = server.orm.em.fork();
  return {
    requests: await db.find(
      FriendRequestSchema,
      { $or: [{ fromId: { $in: ids } }, { toId: { $in: ids } }] },
      { orderBy: { id: 'asc' } },
    ),
    friendships: await db.find(
      FriendshipSchema,
      { memberId: { $in: ids } },
      { orderBy: { memberId: 'asc', friendId: 'asc' } },
    ),
    notices: await db.find(SocialNoticeSchema, { memberId: { $in: ids } }, { orderBy: { id: 'asc' } }),
  };
}

const friendIds = async (member: TestMember) =>
  (await call<Paged<Friend>>(member, '/chat/friend/list', { rows: 100 })).body.data.list.map(
    (friend) => friend.id,
  );

/** Opens a socket for `member` and binds it to their room; answers the client and its id. */
async function boundSocket(member: TestMember) {
  const issued = await call<{ token: string }>(member, '/chat/connect/issueToken');
  const client = openSocket(server.url, issued.body.data.token);
  sockets.push(client);
  const clientId = String((await client.next('init')).client_id);
  const bound = await call(member, '/chat/messages/bind', { client_id: clientId });
  assert.equal(bound.body.status, 1, bound.body.msg);
  return client;
}

describe('friend search', () => {
  it('finds a member by id or by invitation code (any case), with what they are to the caller', async () => {
    const [a, b] = await members(2);
    const byId = await call<FriendSearchResult>(a, '/chat/friend/search', { keyword: String(b.id) });
    assert.deepEqual(byId.body.data, {
      id: b.id,
      nickname: b.nickname,
      avatar: null,
      relation: 'none',
      request: null,
    });
    const byCode = await call<FriendSearchResult>(a, '/chat/friend/search', {
      keyword: ` ${b.inviteCode.toLowerCase()} `,
    });
    assert.equal(byCode.body.data.id, b.id);
    assert.ok(!JSON.stringify(byCode.body.data).includes(b.mailbox), 'never the mailbox');
    const self = await call<FriendSearchResult>(a, '/chat/friend/search', { keyword: a.inviteCode });
    assert.equal(self.body.data.relation, 'self');

    const request = await sendFriendRequest(server, a, b);
    const pending = await call<FriendSearchResult>(b, '/chat/friend/search', { keyword: String(a.id) });
    assert.deepEqual(
      [pending.body.data.relation, pending.body.data.request],
      ['pending', { id: request.id, direction: 'received' }],
    );
    await call(b, '/chat/friend/approve', { id: request.id });
    const friend = await call<FriendSearchResult>(a, '/chat/friend/search', { keyword: String(b.id) });
    assert.equal(friend.body.data.relation, 'friend');
  });

  it('answers 404 in every language for no such member, 422 for an empty keyword', async () => {
    const [a] = await members(1);
    for (const [lang, msg] of [
      ['en-us', 'No member was found with this ID or invitation code'],
      ['hi-in', 'इस ID या आमंत्रण कोड से कोई सदस्य नहीं मिला'],
      ['zh-cn', '未找到该ID或邀请码对应的会员'],
    ] as const) {
      const missing = await call(a, '/chat/friend/search', { keyword: 'NOSUCHCODE' }, lang);
      assert.deepEqual([missing.httpStatus, missing.body.msg], [404, msg]);
    }
    const blank = await call(a, '/chat/friend/search', { keyword: '  ' });
    assert.deepEqual([blank.httpStatus, blank.body.msg], [422, 'Enter a member ID or an invitation code']);
  });

  it('lets a member search 100 times in ten minutes, then answers 429 to them (not to others)', async () => {
    const [a, b] = await members(2);
    const search = () => call(a, '/chat/friend/search', { keyword: String(b.id) });
    for (let done = 0; done < SEARCH_LIMIT.maxFailures; done += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, search));
      assert.ok(answers.every((answer) => answer.httpStatus === 200));
    }
    const limited = await search();
    assert.deepEqual(
      [limited.httpStatus, limited.body.msg],
      [429, 'Too many attempts. Please try again in 10 minutes.'],
    );
    assert.equal(
      (await call(b, '/chat/friend/search', { keyword: String(a.id) })).httpStatus,
      200,
      'per member',
    );
  });
});

describe('friend request state machine', () => {
  it('pending → passed: idempotent while pending, the addressee approves once, both become friends and are told', async () => {
    const [a, b] = await members(2);
    const first = await call<SendFriendRequestAnswer>(a, '/chat/friend/request', {
      memberId: b.id,
      message: 'Hello from the dinner',
    });
    assert.equal(first.httpStatus, 200, first.body.msg);
    assert.equal(first.body.data.relation, 'pending');
    assert.deepEqual(
      { ...first.body.data.request, createdAt: undefined },
      {
        id: first.body.data.request.id,
        direction: 'sent',
        member: { id: b.id, nickname: b.nickname, avatar: null },
        message: 'Hello from the dinner',
        state: 'pending',
        createdAt: undefined,
        decidedAt: null,
      },
    );
    const again = await call<SendFriendRequestAnswer>(a, '/chat/friend/request', { memberId: b.id });
    assert.deepEqual(again.body.data, first.body.data, 'the same request, nothing new');
    const rows = await socialRows([a.id, b.id]);
    assert.equal(rows.requests.length, 1);
    assert.equal(rows.notices.length, 1);

    const received = await call<Paged<FriendRequestItem>>(b, '/chat/friend/requests', {});
    assert.deepEqual(
      received.body.data.list.map((item) => [item.id, item.direction, item.member.id, item.state]),
      [[first.body.data.request.id, 'received', a.id, 'pending']],
    );
    const sent = await call<Paged<FriendRequestItem>>(a, '/chat/friend/requests', { box: 'sent' });
    assert.equal(sent.body.data.total, 1);
    assert.equal((await call<Paged<FriendRequestItem>>(a, '/chat/friend/requests', {})).body.data.total, 0);

    const notices = await call<Paged<NoticeItem>>(b, '/chat/notice/list', {});
    assert.deepEqual(
      notices.body.data.list.map(({ topic, actor, refId, detail, read }) => ({
        topic,
        actor,
        refId,
        detail,
        read,
      })),
      [
        {
          topic: 'friend',
          actor: { id: a.id, nickname: a.nickname, avatar: null },
          refId: first.body.data.request.id,
          detail: { kind: 'request', message: 'Hello from the dinner', state: 'pending' },
          read: false,
        },
      ],
    );

    const id = first.body.data.request.id;
    const byOther = await call(a, '/chat/friend/approve', { id });
    assert.deepEqual([byOther.httpStatus, byOther.body.msg], [404, 'This friend request does not exist']);
    const approved = await call<FriendRequestItem>(b, '/chat/friend/approve', { id });
    assert.equal(approved.httpStatus, 200, approved.body.msg);
    assert.equal(approved.body.data.state, 'passed');
    assert.ok(approved.body.data.decidedAt);
    assert.deepEqual(await friendIds(a), [b.id]);
    assert.deepEqual(await friendIds(b), [a.id]);

    for (const [lang, msg] of [
      ['en-us', 'This friend request has already been handled'],
      ['hi-in', 'इस मित्रता अनुरोध पर पहले ही निर्णय हो चुका है'],
      ['zh-cn', '该好友申请已处理'],
    ] as const) {
      for (const path of ['/chat/friend/approve', '/chat/friend/reject']) {
        const decided = await call(b, path, { id }, lang);
        assert.deepEqual([decided.httpStatus, decided.body.msg], [409, msg], path);
      }
    }
    const toldA = await call<Paged<NoticeItem>>(a, '/chat/notice/list', {});
    assert.deepEqual(
      toldA.body.data.list.map(({ topic, actor, detail }) => ({ topic, actor: actor?.id, detail })),
      [{ topic: 'friend', actor: b.id, detail: { kind: 'passed', message: '', state: 'passed' } }],
    );
    const bNotice = await call<Paged<NoticeItem>>(b, '/chat/notice/list', {});
    assert.deepEqual(
      bNotice.body.data.list[0]!.detail,
      { kind: 'request', message: 'Hello from the dinner', state: 'passed' },
      'the request as it is now',
    );

    const toFriend = await call(a, '/chat/friend/request', { memberId: b.id }, 'zh-cn');
    assert.deepEqual(
      [toFriend.httpStatus, toFriend.body.msg, toFriend.body.data],
      [422, '你们已经是好友了', { code: 'already_friends' }],
    );
  });

  it('pending → rejected: decided once; a new request may follow; the sender cannot decide', async () => {
    const [a, b, c] = await members(3);
    const request = await sendFriendRequest(server, a, b);
    const before = await socialRows([a.id, b.id, c.id]);
    for (const intruder of [a, c]) {
      for (const path of ['/chat/friend/approve', '/chat/friend/reject']) {
        const refused = await call(intruder, path, { id: request.id });
        assert.deepEqual([refused.httpStatus, refused.body.msg], [404, 'This friend request does not exist']);
      }
    }
    assert.deepEqual(await socialRows([a.id, b.id, c.id]), before, 'nothing changed');

    const rejected = await call<FriendRequestItem>(b, '/chat/friend/reject', { id: request.id });
    assert.equal(rejected.body.data.state, 'rejected');
    const late = await call(b, '/chat/friend/approve', { id: request.id });
    assert.equal(late.httpStatus, 409);
    assert.deepEqual(await friendIds(a), []);
    const filtered = await call<Paged<FriendRequestItem>>(b, '/chat/friend/requests', { state: 'rejected' });
    assert.deepEqual(
      filtered.body.data.list.map((item) => item.id),
      [request.id],
    );

    const next = await sendFriendRequest(server, a, b);
    assert.notEqual(next.id, request.id);
    assert.equal(next.state, 'pending');
  });

  it('refuses a request to oneself (every language) and to no member', async () => {
    const [a] = await members(1);
    for (const [lang, msg] of [
      ['en-us', 'You cannot add yourself as a friend'],
      ['hi-in', 'आप स्वयं को मित्र के रूप में नहीं जोड़ सकते'],
      ['zh-cn', '不能添加自己为好友'],
    ] as const) {
      const self = await call(a, '/chat/friend/request', { memberId: a.id }, lang);
      assert.deepEqual([self.httpStatus, self.body.msg, self.body.data], [422, msg, { code: 'self' }]);
    }
    const nobody = await call(a, '/chat/friend/request', { memberId: 2 ** 31 - 1 });
    assert.equal(nobody.httpStatus, 404);
    assert.equal((await socialRows([a.id])).requests.length, 0);
  });

  it('a request to a member who already asked the caller approves theirs: both are friends', async () => {
    const [a, b] = await members(2);
    const theirs = await sendFriendRequest(server, a, b);
    const answer = await call<SendFriendRequestAnswer>(b, '/chat/friend/request', { memberId: a.id });
    assert.equal(answer.body.data.relation, 'friend');
    assert.deepEqual([answer.body.data.request.id, answer.body.data.request.state], [theirs.id, 'passed']);
    assert.deepEqual(await friendIds(a), [b.id]);
    const rows = await socialRows([a.id, b.id]);
    assert.deepEqual(
      rows.requests.map((request) => request.state),
      ['passed'],
    );
  });

  it('removing a friend ends the friendship both ways, once', async () => {
    const [a, b] = await members(2);
    await call(b, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, b)).id });
    const removed = await call<{ removed: boolean }>(b, '/chat/friend/remove', { memberId: a.id });
    assert.deepEqual(removed.body.data, { removed: true });
    assert.deepEqual([await friendIds(a), await friendIds(b)], [[], []]);
    assert.equal(await services.social.areFriends(server.orm.em.fork(), a.id, b.id), false);
    const again = await call<{ removed: boolean }>(a, '/chat/friend/remove', { memberId: b.id });
    assert.deepEqual(again.body.data, { removed: false });
  });
});

describe('blocking', () => {
  it('ends the friendship and pending requests; the blocked member cannot request or find the blocker', async () => {
    const [a, b, c] = await members(3);
    await call(b, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, b)).id });
    const pending = await sendFriendRequest(server, c, b);

    assert.deepEqual((await call(b, '/chat/friend/block', { memberId: a.id })).body.data, { blocked: true });
    assert.deepEqual((await call(b, '/chat/friend/block', { memberId: c.id })).body.data, { blocked: true });
    assert.deepEqual((await call(b, '/chat/friend/block', { memberId: c.id })).body.data, { blocked: true });
    assert.deepEqual([await friendIds(a), await friendIds(b)], [[], []]);
    const [cancelled] = (await socialRows([c.id])).requests;
    assert.deepEqual([cancelled!.id, cancelled!.state], [pending.id, 'rejected']);
    assert.equal((await call(b, '/chat/friend/approve', { id: pending.id })).httpStatus, 409);
    assert.equal(await services.social.isBlocked(server.orm.em.fork(), b.id, a.id), true);
    assert.equal(await services.social.isBlocked(server.orm.em.fork(), a.id, b.id), false);

    const before = await socialRows([a.id, b.id]);
    for (const [lang, msg] of [
      ['en-us', 'You cannot send a friend request to this member'],
      ['hi-in', 'आप इस सदस्य को मित्रता अनुरोध नहीं भेज सकते'],
      ['zh-cn', '无法向该会员发送好友申请'],
    ] as const) {
      const refused = await call(a, '/chat/friend/request', { memberId: b.id }, lang);
      assert.deepEqual(
        [refused.httpStatus, refused.body.msg, refused.body.data],
        [422, msg, { code: 'blocked' }],
      );
    }
    const own = await call(b, '/chat/friend/request', { memberId: a.id });
    assert.deepEqual(
      [own.httpStatus, own.body.msg, own.body.data],
      [422, 'You have blocked this member: unblock them first', { code: 'you_blocked' }],
    );
    assert.deepEqual(await socialRows([a.id, b.id]), before, 'nothing stored');

    const hidden = await call(a, '/chat/friend/search', { keyword: String(b.id) });
    assert.equal(hidden.httpStatus, 404, 'not found as requestable');
    const seen = await call<FriendSearchResult>(b, '/chat/friend/search', { keyword: String(a.id) });
    assert.equal(seen.body.data.relation, 'blocked');

    const list = await call<Paged<BlockedMember>>(b, '/chat/friend/blocked', {});
    assert.deepEqual(list.body.data.list.map((member) => member.id).sort(), [a.id, c.id].sort());
    const self = await call(b, '/chat/friend/block', { memberId: b.id });
    assert.deepEqual([self.httpStatus, self.body.msg], [422, 'You cannot block yourself']);

    assert.deepEqual((await call(b, '/chat/friend/unblock', { memberId: a.id })).body.data, {
      blocked: false,
    });
    assert.deepEqual(
      (await call<Paged<BlockedMember>>(b, '/chat/friend/blocked', {})).body.data.list.map((m) => m.id),
      [c.id],
    );
    assert.deepEqual(await friendIds(b), [], 'the friendship does not come back');
    assert.equal((await sendFriendRequest(server, a, b)).state, 'pending');
  });

  it('stores no notice from a member one blocked', async () => {
    const [a, b] = await members(2);
    await call(b, '/chat/friend/block', { memberId: a.id });
    const stored = await services.notices.add({
      memberId: b.id,
      topic: 'like',
      actorId: a.id,
      refId: 1,
      detail: { postId: 1 },
    });
    assert.equal(stored, null);
    assert.equal(await services.notices.unread(b.id), 0);
  });
});

describe('at the same time', () => {
  it('two opposite requests at once: one friendship, no request left pending', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await members(2);
      const answers = await Promise.all([
        call<SendFriendRequestAnswer>(a, '/chat/friend/request', { memberId: b.id }),
        call<SendFriendRequestAnswer>(b, '/chat/friend/request', { memberId: a.id }),
      ]);
      assert.deepEqual(
        answers.map((answer) => answer.body.status),
        [1, 1],
        JSON.stringify(answers.map((answer) => answer.body)),
      );
      assert.deepEqual(answers.map((answer) => answer.body.data.relation).sort(), ['friend', 'pending']);
      const rows = await socialRows([a.id, b.id]);
      assert.equal(rows.friendships.length, 2);
      assert.deepEqual(
        rows.requests.map((request) => request.state),
        ['passed'],
      );
    }
  });

  it('the same request sent five times at once is stored once', async () => {
    const [a, b] = await members(2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<SendFriendRequestAnswer>(a, '/chat/friend/request', { memberId: b.id }),
      ),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.data.request.id)).size, 1);
    const rows = await socialRows([a.id, b.id]);
    assert.deepEqual([rows.requests.length, rows.notices.length], [1, 1]);
  });

  it('approving twice at once: one goes through, the other is 409; one friendship, one notice', async () => {
    const [a, b] = await members(2);
    const request = await sendFriendRequest(server, a, b);
    const answers = await Promise.all([
      call(b, '/chat/friend/approve', { id: request.id }),
      call(b, '/chat/friend/approve', { id: request.id }),
      call(b, '/chat/friend/reject', { id: request.id }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.httpStatus).sort(), [200, 409, 409]);
    const rows = await socialRows([a.id, b.id]);
    const won = answers.find((answer) => answer.httpStatus === 200)!.body.data as FriendRequestItem;
    assert.equal(rows.friendships.length, won.state === 'passed' ? 2 : 0);
    assert.equal(
      rows.notices.filter((notice) => notice.memberId === a.id).length,
      won.state === 'passed' ? 1 : 0,
    );
  });

  it('50 members ask one at once: 50 unread notices, exactly; read one, then all', async () => {
    const [target] = await members(1);
    const askers = await members(50);
    const answers = await Promise.all(
      askers.map((asker) => call(asker, '/chat/friend/request', { memberId: target.id })),
    );
    assert.ok(answers.every((answer) => answer.body.status === 1));
    const unread = await call<{ unread: number }>(target, '/chat/notice/unread');
    assert.deepEqual(unread.body.data, { unread: 50 });
    const page = await call<Paged<NoticeItem>>(target, '/chat/notice/list', { rows: 20, page: 3 });
    assert.deepEqual([page.body.data.total, page.body.data.list.length], [50, 10]);

    // 50 approvals at once: each asker gets one notice, the target's count is unchanged.
    const requests = await call<Paged<FriendRequestItem>>(target, '/chat/friend/requests', { rows: 100 });
    const approved = await Promise.all(
      requests.body.data.list.map((request) => call(target, '/chat/friend/approve', { id: request.id })),
    );
    assert.ok(approved.every((answer) => answer.httpStatus === 200));
    assert.equal((await friendIds(target)).length, 50);
    const askerCounts = await Promise.all(askers.map((asker) => services.notices.unread(asker.id)));
    assert.deepEqual(new Set(askerCounts), new Set([1]));

    const [first] = page.body.data.list;
    const one = await call<ReadNoticeAnswer>(target, '/chat/notice/read', { id: first!.id });
    assert.deepEqual(one.body.data, { marked: 1, unread: 49 });
    const twice = await call<ReadNoticeAnswer>(target, '/chat/notice/read', { id: first!.id });
    assert.deepEqual(twice.body.data, { marked: 0, unread: 49 });
    const all = await call<ReadNoticeAnswer>(target, '/chat/notice/read', { all: true });
    assert.deepEqual(all.body.data, { marked: 49, unread: 0 });
  });
});

describe('notices', () => {
  it("another member's notice is refused as not found, in every language, and stays unread", async () => {
    const [owner, intruder, asker] = await members(3);
    await sendFriendRequest(server, asker, owner);
    const [notice] = (await call<Paged<NoticeItem>>(owner, '/chat/notice/list', {})).body.data.list;
    const before = await socialRows([owner.id, intruder.id]);
    for (const [lang, msg] of [
      ['en-us', 'This notice does not exist'],
      ['hi-in', 'यह सूचना मौजूद नहीं है'],
      ['zh-cn', '该通知不存在'],
    ] as const) {
      const refused = await call(intruder, '/chat/notice/read', { id: notice!.id }, lang);
      assert.deepEqual([refused.httpStatus, refused.body.msg], [404, msg]);
    }
    await call(intruder, '/chat/notice/read', { all: true });
    assert.deepEqual(await socialRows([owner.id, intruder.id]), before);
    assert.equal(await services.notices.unread(owner.id), 1);
  });

  it("keeps a plan's review, its reason in the reader's language; lists by topic", async () => {
    const [member] = await members(1);
    server.events.emit('plan.reviewed', {
      planId: 77,
      memberId: member.id,
      state: 'rejected',
      theme: 'Diwali dinner',
      reason: 'date_mismatch',
      note: 'The video says 12 March',
      reviewedAt: clock.now(),
    });
    let stored = 0;
    for (let tries = 0; tries < 50 && stored === 0; tries++) {
      stored = await services.notices.unread(member.id);
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const [lang, reason] of [
      ['en-us', "The date spoken in the video is not the plan's date: The video says 12 March"],
      ['zh-cn', `${translate('zh-cn', 'plans.reasons.date_mismatch')}: The video says 12 March`],
    ] as const) {
      const listed = await call<Paged<NoticeItem>>(member, '/chat/notice/list', { topic: 'plan' }, lang);
      assert.deepEqual(
        listed.body.data.list.map(({ topic, actor, refId, detail }) => ({ topic, actor, refId, detail })),
        [
          {
            topic: 'plan',
            actor: null,
            refId: 77,
            detail: { state: 'rejected', theme: 'Diwali dinner', reason },
          },
        ],
      );
    }
    const friends = await call<Paged<NoticeItem>>(member, '/chat/notice/list', { topic: 'friend' });
    assert.equal(friends.body.data.total, 0);
  });

  it('a notice stored in a transaction that rolls back is neither kept nor told', async () => {
    const [member, actor] = await members(2);
    const socket = await boundSocket(member);
    await assert.rejects(
      server.orm.em.fork().transactional(async (tx) => {
        await services.notices.add(tx, {
          memberId: member.id,
          topic: 'like',
          actorId: actor.id,
          refId: 5,
          detail: { postId: 5 },
        });
        throw new Error('the action failed');
      }),
      /the action failed/,
    );
    await assert.rejects(socket.next('notice', 300), /no "notice" message/);
    assert.equal(await services.notices.unread(member.id), 0);

    await server.orm.em.fork().transactional((tx) =>
      services.notices.add(tx, {
        memberId: member.id,
        topic: 'comment',
        actorId: actor.id,
        refId: 9,
        detail: { postId: 5, excerpt: 'Nice <b>dinner</b>' },
      }),
    );
    const told = (await socket.next('notice')) as unknown as SocketSocialNoticeMessage;
    assert.deepEqual(
      { ...told, notice: { ...told.notice, id: 0, createdAt: '' } },
      {
        type: 'notice',
        topic: 'comment',
        unread: 1,
        notice: {
          id: 0,
          topic: 'comment',
          actor: { id: actor.id, nickname: actor.nickname, avatar: null },
          refId: 9,
          detail: { postId: 5, excerpt: 'Nice <b>dinner</b>' },
          read: false,
          createdAt: '',
        },
      },
    );
  });
});

describe('presence', () => {
  /** The member's friends, each with whether they are online, as the friend list answers. */
  const online = (member: TestMember) =>
    call<Paged<Friend>>(member, '/chat/friend/list', {}).then((answer) =>
      answer.body.data.list.map((friend) => [friend.id, friend.online]),
    );

  it("a friend hears isOnline when a member's first socket binds and when their last one closes", async () => {
    const [a, b, stranger] = await members(3);
    await call(b, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, b)).id });
    const watching = await boundSocket(a);
    const outsider = await boundSocket(stranger);
    assert.deepEqual(await online(a), [[b.id, false]]);

    const first = await boundSocket(b);
    const came = (await watching.next('isOnline')) as unknown as SocketIsOnlineMessage;
    assert.deepEqual(came, { type: 'isOnline', memberId: b.id, online: true });
    assert.deepEqual(await online(a), [[b.id, true]]);
    assert.deepEqual(await online(b), [[a.id, true]]);

    const second = await boundSocket(b);
    first.close();
    await assert.rejects(
      watching.next('isOnline', 400),
      /no "isOnline"/,
      'still online on the second socket',
    );
    assert.deepEqual(await online(a), [[b.id, true]]);

    second.close();
    const went = (await watching.next('isOnline')) as unknown as SocketIsOnlineMessage;
    assert.deepEqual(went, { type: 'isOnline', memberId: b.id, online: false });
    assert.deepEqual(await online(a), [[b.id, false]]);
    await assert.rejects(outsider.next('isOnline', 200), /no "isOnline"/, 'not a friend: not told');
  });

  it('with the sockets counted late, a member is announced online once: not again for a second socket, nor when the first closes', async () => {
    const [a, b] = await members(2);
    await call(b, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, b)).id });
    const watching = await boundSocket(a);
    // The adapter answers late (Redis on a busy host): by then another socket may have come or gone.
    const io = server.realtime.io;
    const answerNow = io.in.bind(io);
    io.in = (room) => {
      const operator = answerNow(room);
      const late = async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return operator.fetchSockets();
      };
      return Object.assign(Object.create(operator) as typeof operator, { fetchSockets: late });
    };
    try {
      const first = await boundSocket(b);
      const second = await boundSocket(b);
      assert.deepEqual(await watching.next('isOnline'), { type: 'isOnline', memberId: b.id, online: true });
      first.close();
      await assert.rejects(watching.next('isOnline', 1_000), /no "isOnline"/, 'told once, online all along');
      assert.deepEqual(await online(a), [[b.id, true]]);
      second.close();
      assert.deepEqual(await watching.next('isOnline'), { type: 'isOnline', memberId: b.id, online: false });
    } finally {
      io.in = answerNow;
    }
  });

  it('friends binding (two sockets each) and closing all at once are each announced once', async () => {
    const [a, ...friends] = await members(6);
    for (const friend of friends)
      await call(friend, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, friend)).id });
    const watching = await boundSocket(a);
    const sockets = await Promise.all([...friends, ...friends].map((friend) => boundSocket(friend)));
    /** What the friend heard next: one isOnline per member, sorted by member. */
    const heard = async () => {
      const told = await Promise.all(friends.map(() => watching.next('isOnline')));
      await assert.rejects(watching.next('isOnline', 400), /no "isOnline"/, 'each member once');
      return told
        .map((message) => message as unknown as SocketIsOnlineMessage)
        .sort((x, y) => x.memberId - y.memberId)
        .map((message) => [message.memberId, message.online]);
    };
    const ids = friends.map((friend) => friend.id).sort((x, y) => x - y);
    assert.deepEqual(
      await heard(),
      ids.map((id) => [id, true]),
    );
    sockets.forEach((socket) => socket.close());
    assert.deepEqual(
      await heard(),
      ids.map((id) => [id, false]),
    );
  });

  it('a member is told of a friend request on their socket, with their unread count', async () => {
    const [a, b] = await members(2);
    const socket = await boundSocket(b);
    const request = await sendFriendRequest(server, a, b, 'hi');
    const told = (await socket.next('notice')) as unknown as SocketSocialNoticeMessage;
    assert.equal(told.topic, 'friend');
    assert.equal(told.unread, 1);
    assert.deepEqual(
      [told.notice.refId, told.notice.detail],
      [request.id, { kind: 'request', message: 'hi', state: 'pending' }],
    );
  });
});

describe(
  'presence across two API processes (Redis)',
  { skip: !process.env.REDIS_URL || !process.env.DATABASE_URL },
  () => {
    let other: TestServer;
    before(async () => (other = await startTestServer({ clock, freshDatabase: false })));
    after(() => other.close());

    it('a friend on process A hears of a member binding and closing on process B, and sees them online', async () => {
      const [a, b] = await members(2);
      await call(b, '/chat/friend/approve', { id: (await sendFriendRequest(server, a, b)).id });
      const watching = await boundSocket(a);

      const issued = await other.post<{ token: string }>('/chat/connect/issueToken', {
        headers: { token: b.token },
      });
      const remote = openSocket(other.url, issued.body.data.token);
      sockets.push(remote);
      const clientId = String((await remote.next('init')).client_id);
      // Bound through process A: the socket on process B joins its room through the adapter.
      assert.equal((await call(b, '/chat/messages/bind', { client_id: clientId })).body.status, 1);
      assert.deepEqual(await watching.next('isOnline', 10_000), {
        type: 'isOnline',
        memberId: b.id,
        online: true,
      });
      const listed = await call<Paged<Friend>>(a, '/chat/friend/list', {});
      assert.deepEqual(
        listed.body.data.list.map((friend) => [friend.id, friend.online]),
        [[b.id, true]],
      );

      remote.close();
      assert.deepEqual(await watching.next('isOnline', 10_000), {
        type: 'isOnline',
        memberId: b.id,
        online: false,
      });
    });
  },
);
