import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Paged } from '../../contract/index.ts';
import { snapshotDatabase } from '../../test/database.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import { befriend as befriendIn } from '../../test/groups.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';
import type {
  GroupCard,
  GroupInviteAnswer,
  GroupJoinAnswer,
  GroupMemberRow,
  GroupRequestRow,
} from './groups.contract.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

type Lang = 'en-us' | 'hi-in' | 'zh-cn';

function call<T>(member: TestMember, path: string, json: Record<string, unknown>, lang: Lang = 'en-us') {
  return server.post<T>(`/chat/group/${path}`, { headers: { token: member.token }, json, lang });
}

const befriend = (...members: TestMember[]) => befriendIn(server, ...members);

async function created(owner: TestMember, input: Record<string, unknown>): Promise<GroupCard> {
  const answer = await call<GroupCard>(owner, 'create', {
    name: 'Diwali friends',
    joinMode: 'free',
    ...input,
  });
  assert.equal(answer.httpStatus, 200, answer.body.msg);
  return answer.body.data;
}

async function ok<T>(member: TestMember, path: string, json: Record<string, unknown>): Promise<T> {
  const answer = await call<T>(member, path, json);
  assert.equal(answer.httpStatus, 200, `${path}: ${answer.body.msg}`);
  return answer.body.data;
}

const roles = async (groupId: number) =>
  Object.fromEntries(
    (
      await queryRows<{ member_id: unknown; role: string }>(
        server.orm.em.fork(),
        'select member_id, role from chat_member where conversation_id = ? order by member_id',
        [groupId],
      )
    ).map((row) => [Number(row.member_id), row.role]),
  ) as Record<number, string>;

const requestRows = (groupId: number) =>
  queryRows<{ id: unknown; member_id: unknown; state: string; invited_by: unknown }>(
    server.orm.em.fork(),
    'select id, member_id, state, invited_by from chat_group_request where conversation_id = ? order by id',
    [groupId],
  );

const count = async (sql: string, params: unknown[]) =>
  Number((await queryRows<{ n: unknown }>(server.orm.em.fork(), sql, params))[0]!.n);

describe('creating a group', () => {
  test('the creator is the owner, the friends picked are members; the card says so', async () => {
    const [owner, asha, ravi] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, asha, ravi);
    const group = await created(owner, {
      name: '  Diwali friends  ',
      introduction: 'Lamps and sweets',
      joinMode: 'approval',
      memberIds: [asha.id, ravi.id, asha.id],
    });
    assert.deepEqual({ ...group, id: 0, createdAt: '' }, {
      id: 0,
      name: 'Diwali friends',
      avatar: null,
      introduction: 'Lamps and sweets',
      joinMode: 'approval',
      memberCount: 3,
      ownerId: owner.id,
      myRole: 'owner',
      myRequest: null,
      dissolved: false,
      createdAt: '',
    } satisfies GroupCard);
    assert.deepEqual(await roles(group.id), {
      [owner.id]: 'owner',
      [asha.id]: 'member',
      [ravi.id]: 'member',
    });
    const kind = await queryRows<{ kind: string }>(
      server.orm.em.fork(),
      'select kind from chat_conversation where id = ?',
      [group.id],
    );
    assert.equal(kind[0]!.kind, 'group');
    const asSeen = await ok<GroupCard>(asha, 'info', { groupId: group.id });
    assert.equal(asSeen.myRole, 'member');
  });

  test('the name is required and at most 40 characters, in every language; nothing is created', async () => {
    const owner = await buildMember(server);
    const before = await snapshotDatabase(server.orm);
    const cases: [unknown, Lang, string][] = [
      ['', 'en-us', 'Please enter the group name'],
      ['   ', 'hi-in', 'कृपया समूह का नाम दर्ज करें'],
      ['x'.repeat(41), 'zh-cn', '群名称最多 40 个字符'],
      [undefined, 'en-us', 'Please enter the group name'],
    ];
    for (const [name, lang, msg] of cases) {
      const answer = await call(owner, 'create', { name, joinMode: 'free' }, lang);
      assert.notEqual(answer.body.status, 1);
      assert.equal(answer.body.msg, msg, `${String(name)} in ${lang}`);
    }
    const joinMode = await call(owner, 'create', { name: 'Friends', joinMode: 'open' });
    assert.equal(joinMode.body.msg, 'Choose free joining or approval by an admin');
    assert.deepEqual(await snapshotDatabase(server.orm), before);
    assert.equal((await created(owner, { name: 'x'.repeat(40) })).name, 'x'.repeat(40));
  });

  test('initial members are the creator’s friends only: anyone else refuses the whole group', async () => {
    const [owner, friend, stranger] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, friend);
    const before = await snapshotDatabase(server.orm);
    for (const memberIds of [[friend.id, stranger.id], [owner.id], [999_999]]) {
      const answer = await call(owner, 'create', { name: 'Friends', joinMode: 'free', memberIds }, 'zh-cn');
      assert.equal(answer.httpStatus, 422);
      assert.equal(answer.body.msg, '只能添加您的好友');
      assert.deepEqual(answer.body.data, { field: 'memberIds' });
    }
    assert.deepEqual(await snapshotDatabase(server.orm), before);
  });

  test("the avatar is the creator's own upload", async () => {
    const [owner, other] = [await buildMember(server), await buildMember(server)];
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            'base64',
          ),
        ],
        { type: 'image/png' },
      ),
      'a.png',
    );
    const upload = (await (
      await fetch(`${server.url}/api/Upload/image`, {
        method: 'POST',
        body: form,
        headers: { token: owner.token },
      })
    ).json()) as { data: { path: string } };
    const refused = await call(other, 'create', { name: 'Mine', joinMode: 'free', avatar: upload.data.path });
    assert.equal(refused.httpStatus, 422);
    assert.equal((await created(owner, { avatar: upload.data.path })).avatar, upload.data.path);
  });
});

describe('every role × action', () => {
  // One cast of members, friends of each other; a fresh approval group for each case: the owner,
  // admins `admin` and `admin2`, members `member` and `member2`, an outsider, a pending request of
  // `asker`, and `friend` (nobody's member yet) to invite.
  type Cast = Record<
    'owner' | 'admin' | 'admin2' | 'member' | 'member2' | 'outsider' | 'asker' | 'friend',
    TestMember
  >;
  let cast: Cast;
  before(async () => {
    const names = ['owner', 'admin', 'admin2', 'member', 'member2', 'outsider', 'asker', 'friend'] as const;
    cast = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await buildMember(server)] as const)),
    ) as Cast;
    await befriend(...Object.values(cast));
  });

  async function scene() {
    const { owner, admin, admin2, member, member2, asker } = cast;
    const group = await created(owner, {
      joinMode: 'approval',
      memberIds: [admin.id, admin2.id, member.id, member2.id],
    });
    await ok(owner, 'setAdmin', { groupId: group.id, memberId: admin.id });
    await ok(owner, 'setAdmin', { groupId: group.id, memberId: admin2.id });
    const asked = await ok<GroupJoinAnswer>(asker, 'join', { groupId: group.id });
    assert.equal(asked.state, 'pending');
    return { groupId: group.id, requestId: asked.state === 'pending' ? asked.request.id : 0 };
  }

  type Role = 'owner' | 'admin' | 'member' | 'outsider';
  type Case = {
    action: string;
    path: string;
    input: (ids: { groupId: number; requestId: number }) => Record<string, unknown>;
    /** Per role: allowed (then `effect` holds), or the refusal's HTTP status and message. */
    expect: Record<Role, true | [number, string]>;
    effect?: (ids: { groupId: number; requestId: number }, role: Role) => Promise<void>;
  };
  const NOT_FOUND: [number, string] = [404, 'This group does not exist'];
  const NOT_ALLOWED: [number, string] = [409, 'Your role in this group does not allow this'];
  const ALREADY: [number, string] = [409, 'You are already a member of this group'];
  const REQUEST_NOT_FOUND: [number, string] = [404, 'This join request does not exist'];
  const everyone = { owner: true, admin: true, member: true, outsider: true } as const;
  const members = { owner: true, admin: true, member: true, outsider: NOT_FOUND } as const;
  const managers = { owner: true, admin: true, member: NOT_ALLOWED, outsider: NOT_FOUND } as const;
  const ownerOnly = { owner: true, admin: NOT_ALLOWED, member: NOT_ALLOWED, outsider: NOT_FOUND } as const;
  const rolesNow = async (groupId: number) => roles(groupId);

  const cases: Case[] = [
    { action: 'see the group', path: 'info', input: ({ groupId }) => ({ groupId }), expect: members },
    { action: 'list the members', path: 'members', input: ({ groupId }) => ({ groupId }), expect: members },
    { action: 'find the group', path: 'search', input: ({ groupId }) => ({ groupId }), expect: everyone },
    {
      action: 'join',
      path: 'join',
      input: ({ groupId }) => ({ groupId }),
      expect: { owner: ALREADY, admin: ALREADY, member: ALREADY, outsider: true },
      effect: async ({ groupId }) => {
        const pending = (await requestRows(groupId)).filter((row) => row.state === 'pending');
        assert.deepEqual(
          pending.map((row) => Number(row.member_id)).sort(),
          [cast.asker.id, cast.outsider.id].sort(),
        );
      },
    },
    {
      action: 'list join requests',
      path: 'requests',
      input: ({ groupId }) => ({ groupId }),
      expect: managers,
    },
    {
      action: 'approve a request',
      path: 'approve',
      input: ({ requestId }) => ({ requestId }),
      expect: { ...managers, outsider: REQUEST_NOT_FOUND },
      effect: async ({ groupId }) => {
        assert.equal((await rolesNow(groupId))[cast.asker.id], 'member');
        assert.equal((await requestRows(groupId))[0]!.state, 'passed');
      },
    },
    {
      action: 'reject a request',
      path: 'reject',
      input: ({ requestId }) => ({ requestId }),
      expect: { ...managers, outsider: REQUEST_NOT_FOUND },
      effect: async ({ groupId }) => {
        assert.equal((await rolesNow(groupId))[cast.asker.id], undefined);
        assert.equal((await requestRows(groupId))[0]!.state, 'rejected');
      },
    },
    {
      action: 'invite a friend',
      path: 'invite',
      input: ({ groupId }) => ({ groupId, memberIds: [cast.friend.id] }),
      expect: members,
      // Into an approval group: an admin's or the owner's invitation joins at once, a member's asks.
      effect: async ({ groupId }, role) => {
        const joined = (await rolesNow(groupId))[cast.friend.id];
        const asked = (await requestRows(groupId)).filter((row) => Number(row.member_id) === cast.friend.id);
        if (role === 'member') {
          assert.equal(joined, undefined);
          assert.deepEqual(
            asked.map((row) => [row.state, Number(row.invited_by)]),
            [['pending', cast.member.id]],
          );
        } else {
          assert.equal(joined, 'member');
          assert.equal(asked.length, 0);
        }
      },
    },
    {
      action: 'remove a member',
      path: 'remove',
      input: ({ groupId }) => ({ groupId, memberId: cast.member2.id }),
      expect: managers,
      effect: async ({ groupId }) => assert.equal((await rolesNow(groupId))[cast.member2.id], undefined),
    },
    {
      action: 'remove an admin',
      path: 'remove',
      input: ({ groupId }) => ({ groupId, memberId: cast.admin2.id }),
      expect: ownerOnly,
      effect: async ({ groupId }) => assert.equal((await rolesNow(groupId))[cast.admin2.id], undefined),
    },
    {
      action: 'remove the owner',
      path: 'remove',
      input: ({ groupId }) => ({ groupId, memberId: cast.owner.id }),
      expect: { owner: NOT_ALLOWED, admin: NOT_ALLOWED, member: NOT_ALLOWED, outsider: NOT_FOUND },
    },
    {
      action: 'make a member admin',
      path: 'setAdmin',
      input: ({ groupId }) => ({ groupId, memberId: cast.member2.id }),
      expect: ownerOnly,
      effect: async ({ groupId }) => assert.equal((await rolesNow(groupId))[cast.member2.id], 'admin'),
    },
    {
      action: 'unmake an admin',
      path: 'unsetAdmin',
      input: ({ groupId }) => ({ groupId, memberId: cast.admin2.id }),
      expect: ownerOnly,
      effect: async ({ groupId }) => assert.equal((await rolesNow(groupId))[cast.admin2.id], 'member'),
    },
    {
      action: 'change the settings',
      path: 'settings',
      input: ({ groupId }) => ({ groupId, name: 'Holi friends', joinMode: 'free', introduction: 'Colours' }),
      expect: managers,
      effect: async ({ groupId }) => {
        const [row] = await queryRows<{ name: string; join_mode: string; introduction: string }>(
          server.orm.em.fork(),
          'select name, join_mode, introduction from chat_group where conversation_id = ?',
          [groupId],
        );
        assert.deepEqual({ ...row }, { name: 'Holi friends', join_mode: 'free', introduction: 'Colours' });
      },
    },
    {
      action: 'leave',
      path: 'leave',
      input: ({ groupId }) => ({ groupId }),
      expect: {
        owner: [409, 'The group owner cannot leave the group; dissolve it instead'],
        admin: true,
        member: true,
        outsider: NOT_FOUND,
      },
      effect: async ({ groupId }, role) =>
        assert.equal((await rolesNow(groupId))[cast[role as 'admin' | 'member'].id], undefined),
    },
    {
      action: 'dissolve',
      path: 'dissolve',
      input: ({ groupId }) => ({ groupId }),
      expect: ownerOnly,
      effect: async ({ groupId }) => {
        const [row] = await queryRows<{ dissolved_at: unknown }>(
          server.orm.em.fork(),
          'select dissolved_at from chat_group where conversation_id = ?',
          [groupId],
        );
        assert.notEqual(row!.dissolved_at, null);
        assert.equal((await requestRows(groupId))[0]!.state, 'rejected');
      },
    },
  ];

  for (const { action, path, input, expect, effect } of cases)
    for (const role of ['owner', 'admin', 'member', 'outsider'] as const) {
      const outcome = expect[role];
      test(`${role}: ${action} → ${outcome === true ? 'allowed' : `refused ${outcome[0]}`}`, async () => {
        const ids = await scene();
        const before = await snapshotDatabase(server.orm);
        const answer = await call(cast[role], path, input(ids));
        if (outcome === true) {
          assert.equal(answer.httpStatus, 200, answer.body.msg);
          assert.equal(answer.body.status, 1);
          await effect?.(ids, role);
        } else {
          assert.deepEqual([answer.httpStatus, answer.body.msg], outcome);
          assert.equal(answer.body.status, 0);
          assert.deepEqual(await snapshotDatabase(server.orm), before, 'a refusal changed nothing');
        }
      });
    }
});

describe('join modes and requests', () => {
  test('a free group: joined at once, counted; joining again is 409', async () => {
    const [owner, asha] = [await buildMember(server), await buildMember(server)];
    const group = await created(owner, { joinMode: 'free' });
    const found = await ok<GroupCard>(asha, 'search', { groupId: group.id });
    assert.deepEqual([found.myRole, found.memberCount, found.myRequest], [null, 1, null]);
    const joined = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id });
    assert.equal(joined.state, 'joined');
    assert.deepEqual(joined.state === 'joined' && [joined.group.myRole, joined.group.memberCount], [
      'member',
      2,
    ]);
    const again = await call(asha, 'join', { groupId: group.id }, 'hi-in');
    assert.deepEqual([again.httpStatus, again.body.data], [409, { code: 'already_member' }]);
    assert.equal(again.body.msg, 'आप पहले से इस समूह के सदस्य हैं');
    assert.equal((await requestRows(group.id)).length, 0);
  });

  test('an approval group: one pending request, asked again the same; passed once; rejected may ask again', async () => {
    const [owner, asha, ravi] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    const group = await created(owner, { joinMode: 'approval' });
    const first = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id, message: 'Hello' });
    const second = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id });
    assert.ok(first.state === 'pending' && second.state === 'pending');
    assert.equal(second.request.id, first.request.id);
    assert.equal(first.request.message, 'Hello');
    assert.equal((await requestRows(group.id)).length, 1);
    assert.deepEqual((await ok<GroupCard>(asha, 'search', { groupId: group.id })).myRequest, {
      id: first.request.id,
      state: 'pending',
    });
    const listed = await ok<Paged<GroupRequestRow>>(owner, 'requests', { groupId: group.id });
    assert.deepEqual(
      listed.list.map((row) => [row.member.id, row.member.nickname, row.state]),
      [[asha.id, asha.nickname, 'pending']],
    );

    const passed = await ok<GroupRequestRow>(owner, 'approve', { requestId: first.request.id });
    assert.equal(passed.state, 'passed');
    assert.ok(passed.decidedAt);
    for (const path of ['approve', 'reject']) {
      const twice: { httpStatus: number; body: { data: unknown } } = await call(owner, path, {
        requestId: first.request.id,
      });
      assert.deepEqual([twice.httpStatus, twice.body.data], [409, { code: 'request_decided' }]);
    }
    assert.equal((await roles(group.id))[asha.id], 'member');

    const ravis = await ok<GroupJoinAnswer>(ravi, 'join', { groupId: group.id });
    assert.ok(ravis.state === 'pending');
    await ok(owner, 'reject', { requestId: ravis.request.id });
    const late = await call(owner, 'approve', { requestId: ravis.request.id });
    assert.equal(late.httpStatus, 409);
    assert.equal((await roles(group.id))[ravi.id], undefined);
    const anew = await ok<GroupJoinAnswer>(ravi, 'join', { groupId: group.id });
    assert.ok(anew.state === 'pending' && anew.request.id !== ravis.request.id);
    const history = await ok<Paged<GroupRequestRow>>(owner, 'requests', {
      groupId: group.id,
      state: 'rejected',
    });
    assert.deepEqual(
      history.list.map((row) => row.id),
      [ravis.request.id],
    );
  });

  test('invitations: friends only; a member into a free group joins them; already members are skipped', async () => {
    const [owner, member, friend, stranger] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, member, friend);
    const group = await created(owner, { joinMode: 'free', memberIds: [member.id] });
    const before = await snapshotDatabase(server.orm);
    const refused = await call(member, 'invite', { groupId: group.id, memberIds: [friend.id, stranger.id] });
    assert.deepEqual([refused.httpStatus, refused.body.data], [422, { field: 'memberIds' }]);
    assert.deepEqual(await snapshotDatabase(server.orm), before);
    const answer = await ok<GroupInviteAnswer>(member, 'invite', {
      groupId: group.id,
      memberIds: [friend.id, owner.id],
    });
    assert.deepEqual(answer, { joined: [friend.id], pending: [], skipped: [owner.id] });
    assert.equal((await roles(group.id))[friend.id], 'member');
  });

  test("a member's invitation into an approval group waits for an admin; the owner's joins at once", async () => {
    const [owner, member, friend, other] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, member, friend, other);
    const group = await created(owner, { joinMode: 'approval', memberIds: [member.id] });
    const asked = await ok<GroupInviteAnswer>(member, 'invite', {
      groupId: group.id,
      memberIds: [friend.id],
    });
    assert.deepEqual(asked, { joined: [], pending: [friend.id], skipped: [] });
    const again = await ok<GroupInviteAnswer>(member, 'invite', {
      groupId: group.id,
      memberIds: [friend.id],
    });
    assert.deepEqual(again, { joined: [], pending: [], skipped: [friend.id] });
    const [request] = (await ok<Paged<GroupRequestRow>>(owner, 'requests', { groupId: group.id })).list;
    assert.deepEqual([request!.member.id, request!.invitedBy?.id], [friend.id, member.id]);
    await ok(owner, 'approve', { requestId: request!.id });
    assert.equal((await roles(group.id))[friend.id], 'member');
    const byOwner = await ok<GroupInviteAnswer>(owner, 'invite', {
      groupId: group.id,
      memberIds: [other.id],
    });
    assert.deepEqual(byOwner.joined, [other.id]);
  });

  test('members are listed owner first, then admins, then members, paged', async () => {
    const cast: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) cast.push(await buildMember(server));
    // a and b join together (the same time): then by member id.
    const [owner, a, b, c] = cast as [TestMember, TestMember, TestMember, TestMember];
    await befriend(...cast);
    const group = await created(owner, { memberIds: [a.id, b.id, c.id] });
    await ok(owner, 'setAdmin', { groupId: group.id, memberId: c.id });
    const first = await ok<Paged<GroupMemberRow>>(b, 'members', { groupId: group.id, page: 1, rows: 2 });
    const second = await ok<Paged<GroupMemberRow>>(b, 'members', { groupId: group.id, page: 2, rows: 2 });
    assert.equal(first.total, 4);
    assert.deepEqual(
      [...first.list, ...second.list].map((row) => [row.id, row.role]),
      [
        [owner.id, 'owner'],
        [c.id, 'admin'],
        [a.id, 'member'],
        [b.id, 'member'],
      ],
    );
    assert.equal(first.list[0]!.nickname, owner.nickname);
  });
});

describe('dissolving', () => {
  test('closes everything: every later call refused in the member’s language, nothing changed; info says so', async () => {
    const [owner, admin, asha, friend] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, admin, friend);
    const group = await created(owner, { joinMode: 'approval', memberIds: [admin.id] });
    await ok(owner, 'setAdmin', { groupId: group.id, memberId: admin.id });
    const asked = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id });
    const dissolved = await ok<GroupCard>(owner, 'dissolve', { groupId: group.id });
    assert.equal(dissolved.dissolved, true);
    assert.equal((await requestRows(group.id))[0]!.state, 'rejected');

    const groupId = group.id;
    const requestId = asked.state === 'pending' ? asked.request.id : 0;
    const calls: [TestMember, string, Record<string, unknown>][] = [
      [admin, 'members', { groupId }],
      [asha, 'search', { groupId }],
      [asha, 'join', { groupId }],
      [owner, 'requests', { groupId }],
      [owner, 'approve', { requestId }],
      [owner, 'reject', { requestId }],
      [owner, 'invite', { groupId, memberIds: [friend.id] }],
      [owner, 'remove', { groupId, memberId: admin.id }],
      [owner, 'setAdmin', { groupId, memberId: admin.id }],
      [owner, 'unsetAdmin', { groupId, memberId: admin.id }],
      [owner, 'settings', { groupId, name: 'Again' }],
      [admin, 'leave', { groupId }],
      [owner, 'dissolve', { groupId }],
    ];
    const before = await snapshotDatabase(server.orm);
    for (const [member, path, input] of calls) {
      const answer = await call(member, path, input, 'zh-cn');
      assert.equal(answer.httpStatus, 409, path);
      assert.equal(answer.body.msg, '该群组已解散', path);
      assert.deepEqual(answer.body.data, { code: 'dissolved' });
    }
    assert.deepEqual(await snapshotDatabase(server.orm), before);
    const info = await call<GroupCard>(admin, 'info', { groupId }, 'hi-in');
    assert.deepEqual([info.httpStatus, info.body.data.dissolved], [200, true]);
  });
});

describe('concurrency', () => {
  test('two approvals of one request at once: one passes, the other is 409, one membership', async () => {
    const [owner, admin, asha] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(owner, admin);
    const group = await created(owner, { joinMode: 'approval', memberIds: [admin.id] });
    await ok(owner, 'setAdmin', { groupId: group.id, memberId: admin.id });
    for (let round = 0; round < 3; round += 1) {
      if (round) await ok(owner, 'remove', { groupId: group.id, memberId: asha.id });
      const asked = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id });
      const requestId = asked.state === 'pending' ? asked.request.id : 0;
      const answers = await Promise.all([
        call(owner, 'approve', { requestId }),
        call(admin, 'approve', { requestId }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.httpStatus).sort(), [200, 409]);
      assert.equal(
        await count('select count(*) as n from chat_member where conversation_id = ? and member_id = ?', [
          group.id,
          asha.id,
        ]),
        1,
      );
    }
  });

  test('50 members joining a free group at once: exactly 51 members', async () => {
    const owner = await buildMember(server);
    const group = await created(owner, { joinMode: 'free' });
    const joiners = await Promise.all(Array.from({ length: 50 }, () => buildMember(server)));
    const answers = await Promise.all(joiners.map((member) => call(member, 'join', { groupId: group.id })));
    assert.deepEqual(
      answers.filter((answer) => answer.httpStatus !== 200).map((answer) => answer.body.msg),
      [],
    );
    assert.equal(
      await count('select count(*) as n from chat_member where conversation_id = ?', [group.id]),
      51,
    );
    assert.equal((await ok<GroupCard>(owner, 'info', { groupId: group.id })).memberCount, 51);
  });
});

describe('telling the group', () => {
  const systemMessages = async (groupId: number) =>
    (
      await queryRows<{ body: string; seq: unknown }>(
        server.orm.em.fork(),
        "select body, seq from chat_message where conversation_id = ? and kind = 'system' order by seq",
        [groupId],
      )
    ).map((row) => JSON.parse(row.body) as { key: string; values: Record<string, unknown> });

  test('each change is a system message of the group conversation, in order, naming who and whom', async () => {
    const [owner, asha, ravi, joiner] = await Promise.all([1, 2, 3, 4].map(() => buildMember(server)));
    await befriend(owner!, asha!, ravi!);
    const group = await created(owner!, { memberIds: [asha!.id] });
    await ok(joiner!, 'join', { groupId: group.id });
    await ok(owner!, 'invite', { groupId: group.id, memberIds: [ravi!.id] });
    await ok(owner!, 'setAdmin', { groupId: group.id, memberId: asha!.id });
    await ok(asha!, 'settings', { groupId: group.id, name: 'Holi', joinMode: 'approval' });
    await ok(asha!, 'remove', { groupId: group.id, memberId: joiner!.id });
    await ok(owner!, 'unsetAdmin', { groupId: group.id, memberId: asha!.id });
    await ok(ravi!, 'leave', { groupId: group.id });
    await ok(owner!, 'dissolve', { groupId: group.id });
    const [o, a, r, j] = [owner!.nickname, asha!.nickname, ravi!.nickname, joiner!.nickname];
    const [oId, aId, rId, jId] = [owner!.id, asha!.id, ravi!.id, joiner!.id];
    assert.deepEqual(await systemMessages(group.id), [
      { key: 'group.created', values: { actor: o, actorId: oId, members: a, count: 1, memberId: aId } },
      { key: 'group.joined', values: { actor: j, actorId: jId, members: j, count: 1, memberId: jId } },
      { key: 'group.invited', values: { actor: o, actorId: oId, members: r, count: 1, memberId: rId } },
      { key: 'group.adminSet', values: { actor: o, actorId: oId, members: a, count: 1, memberId: aId } },
      { key: 'group.settings', values: { actor: a, actorId: aId, name: 'Holi', joinMode: 'approval' } },
      { key: 'group.removed', values: { actor: a, actorId: aId, members: j, count: 1, memberId: jId } },
      { key: 'group.adminUnset', values: { actor: o, actorId: oId, members: a, count: 1, memberId: aId } },
      { key: 'group.left', values: { actor: r, actorId: rId, members: r, count: 1, memberId: rId } },
      { key: 'group.dissolved', values: { actor: o, actorId: oId } },
    ]);
  });

  test('a change is unread for the others, not for the member who made it, whose own unread messages stay unread', async () => {
    const unread = (groupId: number, member: TestMember) =>
      count(
        `select c.last_seq - m.last_read_seq as n from chat_member m
         join chat_conversation c on c.id = m.conversation_id
         where m.conversation_id = ? and m.member_id = ?`,
        [groupId, member.id],
      );
    const [owner, asha, ravi, joiner] = await Promise.all([1, 2, 3, 4].map(() => buildMember(server)));
    await befriend(owner!, asha!, ravi!);
    const group = await created(owner!, { joinMode: 'approval', memberIds: [asha!.id] });
    // "created": read by the owner, who made it; new to the member it added.
    assert.deepEqual([await unread(group.id, owner!), await unread(group.id, asha!)], [0, 1]);
    const asked = await ok<GroupJoinAnswer>(joiner!, 'join', { groupId: group.id });
    assert.ok(asked.state === 'pending');
    await ok(owner!, 'approve', { requestId: asked.request.id });
    await ok(owner!, 'invite', { groupId: group.id, memberIds: [ravi!.id] });
    // Two acts of the owner in a row: still nothing unread for them.
    assert.deepEqual(
      [await unread(group.id, owner!), await unread(group.id, asha!), await unread(group.id, joiner!)],
      [0, 3, 2],
    );
    // Asha writes; the owner, who has not read it, makes a change: Asha's message stays unread.
    const said = await server.post('/chat/message/send', {
      headers: { token: asha!.token },
      json: { conversationId: group.id, clientId: 'asha-1', kind: 'text', text: 'Namaste' },
    });
    assert.equal(said.body.status, 1, said.body.msg);
    await ok(owner!, 'settings', { groupId: group.id, name: 'Holi friends' });
    assert.deepEqual([await unread(group.id, owner!), await unread(group.id, asha!)], [2, 1]);
  });

  test('a join request is a group notice to the owner and each admin, not to plain members', async () => {
    const [owner, admin, member, asker] = await Promise.all([1, 2, 3, 4].map(() => buildMember(server)));
    await befriend(owner!, admin!, member!);
    const group = await created(owner!, { joinMode: 'approval', memberIds: [admin!.id, member!.id] });
    await ok(owner!, 'setAdmin', { groupId: group.id, memberId: admin!.id });
    const asked = await ok<GroupJoinAnswer>(asker!, 'join', { groupId: group.id });
    assert.ok(asked.state === 'pending');
    const notices = await queryRows<{
      member_id: unknown;
      actor_id: unknown;
      ref_id: unknown;
      detail: string;
    }>(
      server.orm.em.fork(),
      "select member_id, actor_id, ref_id, detail from social_notice where topic = 'group' and ref_id = ? order by member_id",
      [asked.request.id],
    );
    assert.deepEqual(
      notices.map((row) => [Number(row.member_id), Number(row.actor_id), JSON.parse(row.detail)]),
      [owner!.id, admin!.id]
        .sort((x, y) => x - y)
        .map((id) => [id, asker!.id, { groupId: group.id, groupName: 'Diwali friends' }]),
    );
    // Asked again while pending: the same request, nobody told twice.
    await ok(asker!, 'join', { groupId: group.id });
    const again = await count(
      "select count(*) as n from social_notice where topic = 'group' and ref_id = ?",
      [asked.request.id],
    );
    assert.equal(again, 2);
  });

  test("members hear of it on their socket: the system message, and the admins the join request's notice", async () => {
    const [owner, asha] = [await buildMember(server), await buildMember(server)];
    const issued = await server.post<{ token: string }>('/chat/connect/issueToken', {
      headers: { token: owner.token },
    });
    const socket: TestSocket = openSocket(server.url, issued.body.data.token);
    try {
      const init = await socket.next('init');
      await server.post('/chat/messages/bind', {
        headers: { token: owner.token },
        json: { client_id: init.client_id },
      });
      const group = await created(owner, { joinMode: 'approval' });
      const first = await socket.next('message');
      assert.deepEqual(
        [first.conversationId, (first.message as { system: unknown }).system],
        [group.id, { key: 'group.created', values: { actor: owner.nickname, actorId: owner.id } }],
      );
      const asked = await ok<GroupJoinAnswer>(asha, 'join', { groupId: group.id });
      const notice = await socket.next('notice');
      assert.equal(notice.topic, 'group');
      assert.deepEqual(
        [(notice.notice as { refId: number }).refId, (notice.notice as { detail: unknown }).detail],
        [asked.state === 'pending' && asked.request.id, { groupId: group.id, groupName: 'Diwali friends' }],
      );
      await ok(owner, 'approve', { requestId: asked.state === 'pending' ? asked.request.id : 0 });
      const approved = await socket.next('message');
      assert.deepEqual((approved.message as { system: unknown }).system, {
        key: 'group.approved',
        values: {
          actor: owner.nickname,
          actorId: owner.id,
          members: asha.nickname,
          count: 1,
          memberId: asha.id,
        },
      });
    } finally {
      socket.close();
    }
  });
});
