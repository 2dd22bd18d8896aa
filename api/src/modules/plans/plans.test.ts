import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Paged } from '../../contract/index.ts';
import { addDays, manualClock, platformDay } from '../../platform/clock.ts';
import { queryRows } from '../ledger/sql.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket } from '../../test/socket.ts';
import { SAMPLE_PLAN, tusClient, uploadVideo, VIDEO_HEADS, videoBytes } from '../../test/videos.ts';
import type {
  AdminPlan,
  PlanRecord,
  PlanRules,
  SocketPlanNoticeMessage,
  VideoUploadInfo,
} from './plans.contract.ts';

// 18:40 UTC is already the next day in India (UTC+5:30): "today" is India's.
const clock = manualClock('2026-03-10T18:40:00Z');
const TODAY_IN_INDIA = '2026-03-11';
let server: TestServer;
before(async () => (server = await startTestServer({ clock })));
after(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(token: string, bytes: Buffer = PNG) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'poster.png');
  const response = await fetch(`${server.url}/api/Upload/image`, {
    method: 'POST',
    body: form,
    headers: { token },
  });
  return { status: response.status, body: (await response.json()) as { data: { path: string } } };
}

/** A member with a poster and a finished video of their own, ready to submit. */
async function planner(): Promise<TestMember & { poster: string; video: string }> {
  const member = await buildMember(server);
  const poster = (await uploadImage(member.token)).body.data.path;
  return { ...member, poster, video: await uploadVideo(server.url, member.token) };
}

function submit(member: { token: string }, input: Record<string, unknown>, lang = 'en-us') {
  return server.post<PlanRecord>('/api/Plans/submit', {
    headers: { token: member.token },
    json: input,
    lang,
  });
}

const planOf = (member: { poster: string; video: string }, overrides: Record<string, unknown> = {}) => ({
  ...SAMPLE_PLAN,
  date: TODAY_IN_INDIA,
  poster: member.poster,
  videoId: member.video,
  ...overrides,
});

const planRows = async () =>
  Number((await queryRows<{ n: unknown }>(server.orm.em.fork(), 'select count(*) as n from plan'))[0]!.n);

describe('submitting a plan', () => {
  test('the rules are the ones answered to the pages, with today in India on the server', async () => {
    const rules = await server.get<PlanRules>('/api/Plans/rules');
    assert.deepEqual(rules.body.data, {
      tables: { min: 1, max: 30 },
      people: { min: 15, max: 30 },
      posterMaxBytes: 10 * 1024 * 1024,
      videoMaxBytes: 300 * 1024 * 1024,
      videoTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/vnd.avi'],
      today: platformDay(clock.now()),
    });
  });

  test('a dinner under review: as the member sees it, its video attached', async () => {
    const member = await planner();
    const answer = await submit(member, planOf(member));
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    const plan = answer.body.data;
    assert.deepEqual({ ...plan, id: 0, submittedAt: '', video: { ...plan.video, url: '' } }, {
      id: 0,
      kind: 'party',
      state: 'review',
      theme: 'Diwali dinner',
      country: { code: 'IN', name: 'India' },
      city: { id: 'IN:DL:New Delhi', name: 'New Delhi' },
      host: 'Asha',
      tables: 12,
      people: null,
      date: TODAY_IN_INDIA,
      poster: member.poster,
      video: { url: '', mime: 'video/mp4', size: 64 * 1024 },
      phone: '+91 98765 43210',
      reason: null,
      submittedAt: '',
      reviewedAt: null,
    } satisfies PlanRecord);
    assert.match(plan.video.url, /^\/videos\/[a-f0-9]{32}\.mp4$/);
    assert.equal(plan.submittedAt, clock.now().toISOString());
    const info = await tusClient(server.url, member.token).info(member.video);
    assert.equal((info.body.data as VideoUploadInfo).attached, true);
    const video = await fetch(`${server.url}${plan.video.url}`, { headers: { Range: 'bytes=0-99' } });
    assert.equal(video.status, 206);

    const hindi = await server.get<PlanRecord>('/api/Plans/record', {
      headers: { token: member.token },
      query: { id: plan.id },
      lang: 'hi-in',
    });
    assert.equal(hindi.body.data.country.name, 'भारत');
  });

  test('tables of a dinner: 1 and 30 are taken, 0 and 31 refused', async () => {
    for (const [tables, ok] of [
      [0, false],
      [1, true],
      [30, true],
      [31, false],
    ] as const) {
      const member = await planner();
      const before = await planRows();
      const answer = await submit(member, planOf(member, { tables }));
      if (ok) {
        assert.equal(answer.body.data.tables, tables, answer.body.msg);
      } else {
        assert.equal(answer.httpStatus, 422);
        assert.deepEqual(answer.body.data, { field: 'tables' });
        assert.equal(answer.body.msg, 'A dinner has from 1 to 30 tables');
        assert.equal(await planRows(), before);
      }
    }
  });

  test('people of team-building and of a salon: 15 and 30 are taken, 14 and 31 refused', async () => {
    for (const kind of ['team', 'salon'] as const) {
      for (const [people, ok] of [
        [14, false],
        [15, true],
        [30, true],
        [31, false],
      ] as const) {
        const member = await planner();
        const { tables: _tables, ...rest } = planOf(member, { kind, people });
        void _tables;
        const answer = await submit(member, rest);
        if (ok) {
          assert.deepEqual(
            [answer.body.data.kind, answer.body.data.people, answer.body.data.tables],
            [kind, people, null],
          );
        } else {
          assert.equal(answer.httpStatus, 422);
          assert.deepEqual(answer.body.data, { field: 'people' });
          assert.equal(answer.body.msg, 'The number of people must be from 15 to 30');
        }
      }
    }
    // A dinner counts tables, the others people: the other count is not taken.
    const member = await planner();
    const mixed = await submit(member, planOf(member, { kind: 'team' }));
    assert.equal(mixed.httpStatus, 400);
  });

  test('the date: today in India is taken, tomorrow there refused (in every language), even when it is still today in UTC', async () => {
    assert.equal(platformDay(clock.now()), TODAY_IN_INDIA);
    const member = await planner();
    for (const [lang, msg] of [
      ['en-us', 'The date cannot be after today (India time)'],
      ['hi-in', 'तारीख आज (भारत समय) के बाद की नहीं हो सकती'],
      ['zh-cn', '日期不能晚于今天（印度时间）'],
    ] as const) {
      const answer = await submit(member, planOf(member, { date: addDays(TODAY_IN_INDIA, 1) }), lang);
      assert.deepEqual([answer.httpStatus, answer.body.msg, answer.body.data], [422, msg, { field: 'date' }]);
    }
    for (const date of ['2026-02-30', '11-03-2026', '2026-3-1', '']) {
      const answer = await submit(member, planOf(member, { date }));
      assert.deepEqual([answer.httpStatus, answer.body.data], [422, { field: 'date' }], date);
    }
    const yesterday = await submit(member, planOf(member, { date: '2026-03-10' }));
    assert.equal(yesterday.body.status, 1, yesterday.body.msg);
  });

  test('terms, theme, host, country and city are each refused with their field', async () => {
    const member = await planner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agreed: false }, 'agreed', 'Please agree to the terms'],
      [{ theme: '  ' }, 'theme', 'Please enter the theme'],
      [{ theme: 'x'.repeat(61) }, 'theme', 'The theme may be at most 60 characters'],
      [{ host: '' }, 'host', 'Please enter the host'],
      [{ countryCode: 'XX' }, 'countryCode', 'Choose a country from the list'],
      [{ cityId: 'IN:DL:Atlantis' }, 'cityId', 'Choose a city of that country from the list'],
      // A real city of another country.
      [{ countryCode: 'FR' }, 'cityId', 'Choose a city of that country from the list'],
    ];
    const before = await planRows();
    for (const [overrides, field, msg] of cases) {
      const answer = await submit(member, planOf(member, overrides));
      assert.deepEqual([answer.httpStatus, answer.body.data, answer.body.msg], [422, { field }, msg], field);
    }
    assert.equal(await planRows(), before);
  });

  test('the phone is checked for its country code', async () => {
    const member = await planner();
    const cases: [Record<string, string>, string][] = [
      [{ prefix: '+91', number: '12345' }, 'phone.number'],
      [{ prefix: '+91', number: '0123456789' }, 'phone.number'],
      [{ prefix: '+91', number: '98765 4321' }, 'phone.number'],
      // A country code no country has.
      [{ prefix: '+999', number: '9876543210' }, 'phone.number'],
      [{ prefix: 'abc', number: '9876543210' }, 'phone.prefix'],
    ];
    for (const [phone, field] of cases) {
      const answer = await submit(member, planOf(member, { phone }));
      assert.deepEqual([answer.httpStatus, answer.body.data], [422, { field }], JSON.stringify(phone));
    }
    const uk = await submit(member, planOf(member, { phone: { prefix: '+44', number: '7400 123456' } }));
    assert.equal(uk.body.data.phone, '+44 7400 123456', uk.body.msg);
  });

  test("the poster is the member's own image: another's refused, a 10 MB + 1 byte image never stored", async () => {
    const member = await planner();
    const other = await planner();
    const stolen = await submit(member, planOf(member, { poster: other.poster }));
    assert.deepEqual(
      [stolen.httpStatus, stolen.body.msg, stolen.body.data],
      [422, 'Please upload the poster image first', { field: 'poster' }],
    );
    const unknown = await submit(member, planOf(member, { poster: '/uploads/../secret.png' }));
    assert.deepEqual(unknown.body.data, { field: 'poster' });
    const big = await uploadImage(
      member.token,
      Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]),
    );
    assert.equal(big.status, 413);
    const exact = await uploadImage(
      member.token,
      Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]),
    );
    assert.equal(exact.status, 200);
    assert.equal((await submit(member, planOf(member, { poster: exact.body.data.path }))).body.status, 1);
  });

  test("the video is the member's own finished upload, for one plan only", async () => {
    const member = await planner();
    const other = await planner();
    const stolen = await submit(member, planOf(member, { videoId: other.video }));
    assert.deepEqual(
      [stolen.httpStatus, stolen.body.msg, stolen.body.data],
      [422, 'Please upload the video first', { field: 'videoId' }],
    );
    const tus = tusClient(server.url, member.token);
    const unfinished = await tus.create(100_000);
    await tus.patch(unfinished.id!, 0, (await videoBytes(VIDEO_HEADS.mp4, 100_000)).subarray(0, 50_000));
    const partial = await submit(member, planOf(member, { videoId: unfinished.id }));
    assert.deepEqual([partial.httpStatus, partial.body.data], [422, { field: 'videoId' }]);
    assert.equal(partial.body.msg, 'The video has not finished uploading yet');

    assert.equal((await submit(member, planOf(member))).body.status, 1);
    const again = await submit(member, planOf(member));
    assert.deepEqual(
      [again.httpStatus, again.body.msg, again.body.data],
      [422, 'This video already belongs to another plan', { field: 'videoId' }],
    );
    // Two submits at once with one video: one plan takes it, the other is refused (never a 500).
    for (let round = 0; round < 3; round += 1) {
      const racer = await planner();
      const both = await Promise.all([submit(racer, planOf(racer)), submit(racer, planOf(racer))]);
      assert.deepEqual(both.map((answer) => [answer.httpStatus, answer.body.status]).sort(), [
        [200, 1],
        [422, 0],
      ]);
    }
    // An attached video cannot be removed by its owner.
    assert.equal((await tus.remove(member.video)).status, 409);
  });
});

describe('records', () => {
  test("the member's own, newest first, by state, paged; another's plan is not found", async () => {
    const member = await planner();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const video = await uploadVideo(server.url, member.token);
      ids.push((await submit(member, planOf(member, { videoId: video, theme: `Plan ${n}` }))).body.data.id);
    }
    const page = await server.get<Paged<PlanRecord>>('/api/Plans/records', {
      headers: { token: member.token },
      query: { page: 1, rows: 2 },
    });
    assert.equal(page.body.data.total, 3);
    assert.deepEqual(
      page.body.data.list.map((plan) => plan.id),
      [ids[2], ids[1]],
    );
    const none = await server.get<Paged<PlanRecord>>('/api/Plans/records', {
      headers: { token: member.token },
      query: { state: 'success' },
    });
    assert.deepEqual(none.body.data, { list: [], total: 0 });

    const other = await buildMember(server);
    const foreign = await server.get('/api/Plans/record', {
      headers: { token: other.token },
      query: { id: ids[0]! },
      lang: 'en-us',
    });
    assert.deepEqual([foreign.httpStatus, foreign.body.msg], [404, 'This plan does not exist']);
    const theirs = await server.get<Paged<PlanRecord>>('/api/Plans/records', {
      headers: { token: other.token },
    });
    assert.equal(theirs.body.data.total, 0);
  });
});

describe('review', () => {
  async function reviewAs(token: string, body: Record<string, unknown>, lang = 'en-us') {
    return server.post<AdminPlan>('/api/Admin/plans/review', {
      headers: { 'operator-token': token },
      json: body,
      lang,
    });
  }

  test('only reviewers and admins review; members and other roles are refused and nothing changes', async () => {
    const member = await planner();
    const id = (await submit(member, planOf(member))).body.data.id;
    const asMember = await server.post('/api/Admin/plans/review', {
      headers: { token: member.token },
      json: { id, decision: 'approve' },
    });
    assert.equal(asMember.httpStatus, 401);
    for (const role of ['support', 'finance'] as const) {
      const operator = await signedInOperator(server, role);
      assert.equal((await reviewAs(operator.token, { id, decision: 'approve' })).httpStatus, 403, role);
      const queue = await server.get('/api/Admin/plans', { headers: { 'operator-token': operator.token } });
      assert.equal(queue.httpStatus, 403);
    }
    const [row] = await queryRows<{ state: string }>(
      server.orm.em.fork(),
      'select state from plan where id = ?',
      [id],
    );
    assert.equal(row!.state, 'review');

    const reviewer = await signedInOperator(server, 'reviewer');
    const queue = await server.get<Paged<AdminPlan>>('/api/Admin/plans', {
      headers: { 'operator-token': reviewer.token },
      query: { rows: 100 },
    });
    const queued = queue.body.data.list.find((plan) => plan.id === id)!;
    assert.deepEqual(queued.member, { id: member.id, nickname: member.nickname, mailbox: member.mailbox });
    assert.equal(queued.state, 'review');
    const ids = queue.body.data.list.map((plan) => plan.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      'oldest first',
    );

    const approved = await reviewAs(reviewer.token, { id, decision: 'approve' });
    assert.equal(approved.httpStatus, 200, approved.body.msg);
    assert.equal(approved.body.data.state, 'success');
    assert.equal(approved.body.data.reviewedBy, `operator:${reviewer.operator.username}`);

    const second = await signedInOperator(server, 'admin');
    const again = await reviewAs(second.token, { id, decision: 'refuse', reason: 'date_mismatch' });
    assert.deepEqual([again.httpStatus, again.body.msg], [409, 'This plan has already been reviewed']);
    const audit = await queryRows<{ actor: string; detail: string }>(
      server.orm.em.fork(),
      "select actor, detail from operator_action where action = 'plan_review'",
    );
    assert.deepEqual(
      audit.filter((row) => JSON.parse(row.detail).planId === id).map((row) => row.actor),
      [`operator:${reviewer.operator.username}`],
    );
  });

  test('a refusal needs a reason (and a note for Other); the member reads it in their language and gets a socket notice', async () => {
    const member = await planner();
    const id = (await submit(member, planOf(member))).body.data.id;
    const admin = await signedInOperator(server, 'admin');
    const issued = await server.post<{ token: string }>('/chat/connect/issueToken', {
      headers: { token: member.token },
    });
    const socket = openSocket(server.url, issued.body.data.token);
    try {
      const { client_id } = await socket.next('init');
      const bound = await server.post('/chat/messages/bind', {
        form: { client_id: String(client_id) },
        headers: { token: member.token },
      });
      assert.equal(bound.body.status, 1);
      const noReason = await reviewAs(admin.token, { id, decision: 'refuse' });
      assert.deepEqual(
        [noReason.httpStatus, noReason.body.msg],
        [422, 'Choose a reason for refusing the plan'],
      );
      const otherWithoutNote = await reviewAs(admin.token, { id, decision: 'refuse', reason: 'other' });
      assert.deepEqual(
        [otherWithoutNote.httpStatus, otherWithoutNote.body.msg, otherWithoutNote.body.data],
        [422, 'Write what is wrong when the reason is Other', { field: 'note' }],
      );
      const refused = await reviewAs(admin.token, {
        id,
        decision: 'refuse',
        reason: 'date_mismatch',
        note: 'The video says 12 March',
      });
      assert.equal(refused.httpStatus, 200, refused.body.msg);
      assert.deepEqual(refused.body.data.refusal, {
        reason: 'date_mismatch',
        note: 'The video says 12 March',
      });

      const notice = (await socket.next('notice')) as unknown as SocketPlanNoticeMessage;
      assert.deepEqual(
        { ...notice, title: notice.title['en-us'], summary: notice.summary['en-us'] },
        {
          type: 'notice',
          topic: 'plan',
          planId: id,
          state: 'rejected',
          publishedAt: clock.now().toISOString(),
          title: 'Your plan was not approved',
          summary:
            "“Diwali dinner”: The date spoken in the video is not the plan's date: The video says 12 March",
        },
      );
      assert.equal(notice.title['hi-in'], 'आपकी योजना स्वीकृत नहीं हुई');
      assert.equal(notice.title['zh-cn'], '您的计划未通过审核');

      for (const [lang, reason] of [
        ['en-us', "The date spoken in the video is not the plan's date: The video says 12 March"],
        ['hi-in', 'वीडियो में बोली गई तारीख योजना की तारीख नहीं है: The video says 12 March'],
        ['zh-cn', '视频中说出的日期与计划日期不符: The video says 12 March'],
      ] as const) {
        const record = await server.get<PlanRecord>('/api/Plans/record', {
          headers: { token: member.token },
          query: { id },
          lang,
        });
        assert.deepEqual([record.body.data.state, record.body.data.reason], ['rejected', reason]);
        assert.equal(record.body.data.reviewedAt, clock.now().toISOString());
      }
    } finally {
      socket.close();
    }
  });

  test('an unknown plan is 404', async () => {
    const reviewer = await signedInOperator(server, 'reviewer');
    const answer = await reviewAs(reviewer.token, { id: 999_999, decision: 'approve' });
    assert.equal(answer.httpStatus, 404);
  });
});
