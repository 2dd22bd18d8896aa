import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ContentPage, NoticeDetail, NoticeListItem } from './content.contract.ts';
import type { Paged } from '../../contract/index.ts';
import { buildMember, buildNotice } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket } from '../../test/socket.ts';
import { seedNotices } from './content.seed-data.ts';

let server: TestServer;
/** A support operator's session: support (and admin) publish announcements. */
let supportToken: string;
before(async () => {
  server = await startTestServer();
  supportToken = (await signedInOperator(server, 'support')).token;
});
after(() => server.close());

const SEEDED = seedNotices.length;

test('the first start seeds the demo notices, newest first, in the requested language', async () => {
  const english = await server.get<Paged<NoticeListItem>>('/api/Content/notices', { lang: 'en-us' });
  assert.equal(english.httpStatus, 200);
  assert.equal(english.body.status, 1);
  assert.equal(english.body.data.total, SEEDED);
  assert.equal(english.body.data.list[0]!.title, 'Scheduled maintenance on Sunday night');
  const dates = english.body.data.list.map((n) => Date.parse(n.publishedAt));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  assert.deepEqual(Object.keys(english.body.data.list[0]!).sort(), ['id', 'publishedAt', 'summary', 'title']);

  const chinese = await server.get<Paged<NoticeListItem>>('/api/Content/notices', { lang: 'zh-cn' });
  assert.equal(chinese.body.data.list[0]!.title, '周日夜间系统维护通知');
  const hindi = await server.get<Paged<NoticeListItem>>('/api/Content/notices');
  assert.equal(hindi.body.data.list[0]!.title, 'रविवार रात निर्धारित रखरखाव');
  assert.equal(hindi.body.data.list[0]!.id, english.body.data.list[0]!.id);
});

test('notices page with `page` and `rows`, and `total` counts them all', async () => {
  const first = await server.get<Paged<NoticeListItem>>('/api/Content/notices', {
    query: { page: 1, rows: 4 },
  });
  const second = await server.get<Paged<NoticeListItem>>('/api/Content/notices', {
    query: { page: 2, rows: 4 },
  });
  const beyond = await server.get<Paged<NoticeListItem>>('/api/Content/notices', {
    query: { page: 9, rows: 4 },
  });
  assert.equal(first.body.data.list.length, 4);
  assert.equal(second.body.data.list.length, SEEDED - 4);
  assert.deepEqual(beyond.body.data, { list: [], total: SEEDED });
  const ids = [...first.body.data.list, ...second.body.data.list].map((n) => n.id);
  assert.equal(new Set(ids).size, SEEDED);
});

test('rows defaults to 20 and may not exceed 100', async () => {
  for (let i = 0; i < 20; i++) await buildNotice(server.orm);
  const defaults = await server.get<Paged<NoticeListItem>>('/api/Content/notices');
  assert.equal(defaults.body.data.list.length, 20);
  assert.equal(defaults.body.data.total, SEEDED + 20);

  const tooMany = await server.get('/api/Content/notices', { query: { rows: 101 }, lang: 'en-us' });
  assert.equal(tooMany.httpStatus, 422);
  assert.deepEqual(tooMany.body, { status: 0, msg: 'rows must be at most 100', data: null });
  const notANumber = await server.get('/api/Content/notices', { query: { page: 'two' }, lang: 'en-us' });
  assert.equal(notANumber.httpStatus, 400);
  assert.equal(notANumber.body.msg, 'page must be a whole number');
});

test('a notice scheduled for later is not listed or readable yet', async () => {
  const later = await buildNotice(server.orm, { publishedAt: new Date(Date.now() + 3_600_000) });
  const list = await server.get<Paged<NoticeListItem>>('/api/Content/notices', { query: { rows: 100 } });
  assert.ok(!list.body.data.list.some((n) => n.id === later.id));
  const one = await server.get('/api/Content/notice', { query: { id: later.id } });
  assert.equal(one.httpStatus, 404);
});

test('one notice by id, with its body in the requested language', async () => {
  const notice = await buildNotice(server.orm, { title: 'Diwali bonus' });
  const { httpStatus, body } = await server.get<NoticeDetail>('/api/Content/notice', {
    query: { id: notice.id },
    lang: 'en-us',
  });
  assert.equal(httpStatus, 200);
  assert.deepEqual(body.data, {
    id: notice.id,
    title: 'Diwali bonus',
    body: 'Body of Diwali bonus',
    publishedAt: notice.publishedAt.toISOString(),
  });
});

test('an unknown notice is a localized 404; a bad id a localized 400', async () => {
  const missing = await server.get('/api/Content/notice', { query: { id: 999999 }, lang: 'zh-cn' });
  assert.equal(missing.httpStatus, 404);
  assert.deepEqual(missing.body, { status: 0, msg: '该公告不存在', data: null });

  const cases = {
    'hi-in': 'id एक पूर्ण संख्या होनी चाहिए',
    'en-us': 'id must be a whole number',
    'zh-cn': 'id必须是整数',
  };
  for (const [lang, msg] of Object.entries(cases)) {
    const bad = await server.get('/api/Content/notice', { query: { id: 'abc' }, lang });
    assert.equal(bad.httpStatus, 400);
    assert.deepEqual(bad.body, { status: 0, msg, data: null });
  }
  const absent = await server.get('/api/Content/notice', { lang: 'en-us' });
  assert.equal(absent.httpStatus, 400);
  assert.equal(absent.body.msg, 'id is required');
});

test('the about page introduces the company in each language', async () => {
  const english = await server.get<ContentPage>('/api/Content/page', {
    query: { key: 'about' },
    lang: 'en-us',
  });
  assert.equal(english.httpStatus, 200);
  assert.equal(english.body.data.key, 'about');
  assert.equal(english.body.data.title, 'About us');
  assert.match(english.body.data.body, /investment platform/);
  const hindi = await server.get<ContentPage>('/api/Content/page', { query: { key: 'about' } });
  assert.equal(hindi.body.data.title, 'हमारे बारे में');
  const chinese = await server.get<ContentPage>('/api/Content/page', {
    query: { key: 'about' },
    lang: 'zh-cn',
  });
  assert.equal(chinese.body.data.title, '关于我们');

  const unknown = await server.get('/api/Content/page', { query: { key: 'careers' }, lang: 'en-us' });
  assert.equal(unknown.httpStatus, 404);
  assert.equal(unknown.body.msg, 'This page does not exist');
});

const publication = {
  title: { 'hi-in': 'नया फ़ंड उपलब्ध', 'en-us': 'New fund available', 'zh-cn': '新基金上线' },
  summary: { 'hi-in': '90 दिन का फ़ंड', 'en-us': 'A 90-day fund', 'zh-cn': '90 天期基金' },
  body: { 'hi-in': 'विवरण', 'en-us': 'Details', 'zh-cn': '详情' },
};

test('publishing needs an operator session: none, a wrong one or a member token is a 401', async () => {
  const notLoggedIn = {
    status: -100,
    msg: 'not logged in or login expired',
    data: { code: 'not_logged_in' },
  };
  const without = await server.post('/api/Admin/Content/notice', { json: publication, lang: 'en-us' });
  assert.equal(without.httpStatus, 401);
  assert.deepEqual(without.body, notLoggedIn);
  const wrong = await server.post('/api/Admin/Content/notice', {
    json: publication,
    headers: { 'operator-token': `${supportToken}x` },
    lang: 'en-us',
  });
  assert.equal(wrong.httpStatus, 401);
  assert.deepEqual(wrong.body, notLoggedIn);
  const { token: memberToken } = await buildMember(server);
  const memberHeaders: Record<string, string>[] = [{ token: memberToken }, { 'operator-token': memberToken }];
  for (const headers of memberHeaders) {
    const asMember = await server.post('/api/Admin/Content/notice', {
      json: publication,
      headers,
      lang: 'en-us',
    });
    assert.equal(asMember.httpStatus, 401);
    assert.deepEqual(asMember.body, notLoggedIn);
  }
  const list = await server.get<Paged<NoticeListItem>>('/api/Content/notices', { lang: 'en-us' });
  assert.ok(!list.body.data.list.some((n) => n.title === 'New fund available'));
});

test('a finance operator may not publish (403); an admin may', async () => {
  const finance = await signedInOperator(server, 'finance');
  const refused = await server.post('/api/Admin/Content/notice', {
    json: publication,
    headers: { 'operator-token': finance.token },
    lang: 'en-us',
  });
  assert.equal(refused.httpStatus, 403);
  assert.deepEqual(refused.body, { status: 0, msg: 'You do not have permission to do this', data: null });
  const admin = await signedInOperator(server, 'admin');
  const published = await server.post<NoticeDetail>('/api/Admin/Content/notice', {
    json: { ...publication, title: { ...publication.title, 'en-us': 'Admin notice' } },
    headers: { 'operator-token': admin.token },
    lang: 'en-us',
  });
  assert.equal(published.httpStatus, 200, published.body.msg);
  assert.equal(published.body.data.title, 'Admin notice');
});

test('a published notice is listed and reaches every connected socket', async () => {
  const issued = await server.post<{ token: string }>('/chat/connect/issueToken');
  const client = openSocket(server.url, issued.body.data.token);
  try {
    await client.next('init');
    const published = await server.post<NoticeDetail>('/api/Admin/Content/notice', {
      json: publication,
      headers: { 'operator-token': supportToken },
      lang: 'en-us',
    });
    assert.equal(published.httpStatus, 200);
    assert.equal(published.body.data.title, 'New fund available');

    const message = await client.next('notice');
    assert.equal(message.id, published.body.data.id);
    assert.deepEqual(message.title, publication.title);
    assert.deepEqual(message.summary, publication.summary);

    const list = await server.get<Paged<NoticeListItem>>('/api/Content/notices', { lang: 'zh-cn' });
    assert.equal(list.body.data.list[0]!.title, '新基金上线');
  } finally {
    client.close();
  }
});

test('a publication missing a language is refused with the field named', async () => {
  const { httpStatus, body } = await server.post('/api/Admin/Content/notice', {
    json: { ...publication, title: { 'en-us': 'Only English' } },
    headers: { 'operator-token': supportToken },
    lang: 'en-us',
  });
  assert.equal(httpStatus, 400);
  assert.equal(body.msg, 'title.hi-in is required');
});
