import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type {
  AdminArticle,
  AdminContentPage,
  AdminMediaItem,
  ArticleDetail,
  ArticleListItem,
  ContentPage,
  MediaItem,
  NoticeDetail,
  NoticeListItem,
} from './content.contract.ts';
import type { Paged } from '../../contract/index.ts';
import { buildMember, buildNotice } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket } from '../../test/socket.ts';
import { VIDEO_HEADS } from '../../test/videos.ts';
import { queryRows } from '../ledger/sql.ts';
import { seedArticles, seedMedia } from './content.seed-articles.ts';
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

// Articles, the media gallery and the about page (ADR 0035).

const article = {
  title: { 'hi-in': 'दिवाली बोनस', 'en-us': 'Diwali bonus', 'zh-cn': '排灯节奖金' },
  summary: { 'hi-in': 'त्योहार पर उपहार', 'en-us': 'A gift for the festival', 'zh-cn': '节日礼物' },
  body: {
    'hi-in': '## लाभ\n\n**सभी** सदस्यों के लिए।',
    'en-us': '## Benefits\n\nFor **every** member.',
    'zh-cn': '## 福利\n\n适用于**所有**会员。',
  },
};
const as = (token: string) => ({ 'operator-token': token });
const em = () => server.orm.em.fork();
const auditOf = (action: string) =>
  queryRows<{ actor: string; reason: string | null; detail: string }>(
    em(),
    'select actor, reason, detail from operator_action where action = ? order by id',
    [action],
  );

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([VIDEO_HEADS.mp4, Buffer.alloc(8192)]);

/** A file uploaded for content by an operator (`POST /api/Admin/Upload/image|video`); answers its path. */
async function uploaded(kind: 'image' | 'video', token = supportToken): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([kind === 'image' ? PNG : MP4]), kind === 'image' ? 'a.png' : 'a.mp4');
  const response = await fetch(`${server.url}/api/Admin/Upload/${kind}`, {
    method: 'POST',
    body: form,
    headers: as(token),
  });
  const answer = (await response.json()) as { status: number; msg: string; data: { path: string } };
  assert.equal(answer.status, 1, answer.msg);
  return answer.data.path;
}

async function createArticle(json: Record<string, unknown> = {}, token = supportToken) {
  const created = await server.post<AdminArticle>('/api/Admin/Content/articles/create', {
    json: { ...article, ...json },
    headers: as(token),
    lang: 'en-us',
  });
  assert.equal(created.httpStatus, 200, created.body.msg);
  return created.body.data;
}

const publishedArticles = async (lang = 'en-us', query: Record<string, number> = { rows: 100 }) =>
  (await server.get<Paged<ArticleListItem>>('/api/Content/articles', { query, lang })).body.data;

test('the demo articles are seeded, published, newest first, in each language', async () => {
  const english = await publishedArticles('en-us', { page: 1, rows: 20 });
  assert.ok(english.total >= seedArticles.length);
  const newest = [...seedArticles].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;
  const first = english.list.find((a) => a.title === newest.title['en-us'])!;
  assert.ok(first, 'the newest demo article is listed');
  assert.equal(first.summary, newest.summary['en-us']);
  assert.equal(first.cover, newest.cover);
  assert.deepEqual(Object.keys(first).sort(), ['cover', 'id', 'publishedAt', 'summary', 'title']);
  const dates = english.list.map((a) => Date.parse(a.publishedAt));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );

  const hindi = await server.get<ArticleDetail>('/api/Content/article', { query: { id: first.id } });
  assert.equal(hindi.httpStatus, 200);
  assert.equal(hindi.body.data.title, newest.title['hi-in']);
  assert.match(hindi.body.data.html, /<strong>15 से 30 लोग<\/strong>/);
  assert.match(
    hindi.body.data.html,
    /<img src="\/uploads\/demo\/team.jpg" alt="समुद्र तट पर टीम" loading="lazy" \/>/,
  );
  const chinese = await server.get<ArticleDetail>('/api/Content/article', {
    query: { id: first.id },
    lang: 'zh-cn',
  });
  assert.equal(chinese.body.data.title, newest.title['zh-cn']);
});

test('the seeded gallery images and video are served from /uploads/demo/ as what they are', async () => {
  for (const item of seedMedia) {
    for (const path of [item.path, item.poster].filter((p): p is string => p !== null)) {
      const answer = await fetch(`${server.url}${path}`);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers.get('content-type'), path.endsWith('.webm') ? 'video/webm' : 'image/jpeg');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // JPEG starts FF D8 FF, WebM (EBML) 1A 45 DF A3.
      assert.deepEqual(
        [...bytes.subarray(0, 3)],
        path.endsWith('.webm') ? [0x1a, 0x45, 0xdf] : [0xff, 0xd8, 0xff],
      );
    }
  }
  for (const path of [
    '/uploads/demo/nothing.jpg',
    '/uploads/demo/..%2Fcontent.seed.ts',
    '/uploads/demo/constructor',
  ]) {
    assert.equal((await fetch(`${server.url}${path}`)).status, 404, path);
  }
});

test('an article is seen by members only while published; each change is audited with its reason', async () => {
  const draft = await createArticle({ reason: 'festival season' });
  assert.equal(draft.published, false);
  assert.equal(draft.publishedAt, null);
  assert.deepEqual(draft.title, article.title);
  assert.equal(draft.html['en-us'], '<h2>Benefits</h2>\n<p>For <strong>every</strong> member.</p>');
  assert.ok(!(await publishedArticles()).list.some((a) => a.id === draft.id));
  const hidden = await server.get('/api/Content/article', { query: { id: draft.id }, lang: 'en-us' });
  assert.equal(hidden.httpStatus, 404);
  assert.deepEqual(hidden.body, { status: 0, msg: 'This article does not exist', data: null });

  const published = await server.post<AdminArticle>('/api/Admin/Content/articles/publish', {
    json: { id: draft.id, reason: 'ready' },
    headers: as(supportToken),
  });
  assert.equal(published.body.data.published, true);
  const list = await publishedArticles('hi-in');
  assert.equal(list.list[0]!.id, draft.id);
  assert.equal(list.list[0]!.title, 'दिवाली बोनस');
  const read = await server.get<ArticleDetail>('/api/Content/article', {
    query: { id: draft.id },
    lang: 'zh-cn',
  });
  assert.deepEqual(read.body.data, {
    id: draft.id,
    title: '排灯节奖金',
    summary: '节日礼物',
    cover: null,
    publishedAt: published.body.data.publishedAt,
    html: '<h2>福利</h2>\n<p>适用于<strong>所有</strong>会员。</p>',
  });

  const cover = await uploaded('image');
  const updated = await server.post<AdminArticle>('/api/Admin/Content/articles/update', {
    json: {
      id: draft.id,
      title: { ...article.title, 'en-us': 'Diwali bonus 2026' },
      cover,
    },
    headers: as(supportToken),
  });
  assert.equal(updated.httpStatus, 200, updated.body.msg);
  assert.equal(updated.body.data.title['en-us'], 'Diwali bonus 2026');
  assert.equal(updated.body.data.summary['en-us'], 'A gift for the festival');
  assert.equal(updated.body.data.published, true);
  assert.equal((await publishedArticles()).list[0]!.cover, cover);
  const uncovered = await server.post<AdminArticle>('/api/Admin/Content/articles/update', {
    json: { id: draft.id, cover: null },
    headers: as(supportToken),
  });
  assert.equal(uncovered.body.data.cover, null);

  const unpublished = await server.post<AdminArticle>('/api/Admin/Content/articles/unpublish', {
    json: { id: draft.id },
    headers: as(supportToken),
  });
  assert.equal(unpublished.body.data.published, false);
  assert.equal(unpublished.body.data.publishedAt, published.body.data.publishedAt);
  assert.equal((await server.get('/api/Content/article', { query: { id: draft.id } })).httpStatus, 404);
  const unpublishedOnly = await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', {
    query: { published: 0 },
    headers: as(supportToken),
  });
  assert.ok(unpublishedOnly.body.data.list.some((a) => a.id === draft.id));
  assert.ok(unpublishedOnly.body.data.list.every((a) => !a.published));

  const deleted = await server.post('/api/Admin/Content/articles/delete', {
    json: { id: draft.id, reason: 'duplicate' },
    headers: as(supportToken),
  });
  assert.deepEqual(deleted.body.data, { id: draft.id });
  const gone = await server.post('/api/Admin/Content/articles/publish', {
    json: { id: draft.id },
    headers: as(supportToken),
    lang: 'hi-in',
  });
  assert.equal(gone.httpStatus, 404);
  assert.equal(gone.body.msg, 'यह लेख मौजूद नहीं है');

  const support = (await server.get<{ username: string }>('/api/Admin/me', { headers: as(supportToken) }))
    .body.data;
  for (const [action, reason] of [
    ['article_create', 'festival season'],
    ['article_publish', 'ready'],
    ['article_update', null],
    ['article_unpublish', null],
    ['article_delete', 'duplicate'],
  ] as const) {
    const rows = (await auditOf(action)).filter((row) => JSON.parse(row.detail).articleId === draft.id);
    assert.ok(rows.length >= 1, action);
    assert.equal(rows[0]!.actor, `operator:${support.username}`);
    assert.equal(rows[0]!.reason, reason);
  }
});

test('articles page with page and rows; total counts the published ones only', async () => {
  const before = (await publishedArticles()).total;
  for (let i = 0; i < 3; i++) await createArticle({ published: true });
  await createArticle();
  const total = before + 3;
  const first = await publishedArticles('en-us', { page: 1, rows: 2 });
  const second = await publishedArticles('en-us', { page: 2, rows: 2 });
  const beyond = await publishedArticles('en-us', { page: 99, rows: 2 });
  assert.equal(first.total, total);
  assert.equal(first.list.length, 2);
  assert.equal(second.list.length, 2);
  assert.deepEqual(beyond, { list: [], total });
  assert.equal(new Set([...first.list, ...second.list].map((a) => a.id)).size, 4);
  const tooMany = await server.get('/api/Content/articles', { query: { rows: 101 }, lang: 'zh-cn' });
  assert.equal(tooMany.httpStatus, 422);
});

test('the media gallery lists published images or videos, newest first, paged, in each language', async () => {
  const images = await server.get<Paged<MediaItem>>('/api/Content/media', { lang: 'en-us' });
  const seededImages = seedMedia.filter((m) => m.kind === 'image');
  assert.equal(images.body.data.total, seededImages.length);
  assert.ok(images.body.data.list.every((m) => m.kind === 'image' && m.poster === null));
  assert.equal(images.body.data.list[0]!.title, 'Team day by the sea');
  const videos = await server.get<Paged<MediaItem>>('/api/Content/media', { query: { kind: 'video' } });
  assert.deepEqual(
    videos.body.data.list.map((v) => [v.title, v.path, v.poster]),
    [['बंदरगाह पर सूर्योदय', '/uploads/demo/harbour.webm', '/uploads/demo/harbour.jpg']],
  );
  const paged = await server.get<Paged<MediaItem>>('/api/Content/media', {
    query: { kind: 'image', page: 2, rows: 3 },
  });
  assert.equal(paged.body.data.list.length, seededImages.length - 3);

  const cases = {
    'hi-in': 'kind image या video होना चाहिए',
    'en-us': 'kind must be image or video',
    'zh-cn': 'kind必须是 image 或 video',
  };
  for (const [lang, msg] of Object.entries(cases)) {
    const bad = await server.get('/api/Content/media', { query: { kind: 'audio' }, lang });
    assert.equal(bad.httpStatus, 422);
    assert.deepEqual(bad.body, { status: 0, msg, data: null });
  }
});

test('operators add, publish, change and hide gallery items; members see only published ones', async () => {
  const created = await server.post<AdminMediaItem>('/api/Admin/Content/media/create', {
    json: {
      kind: 'video',
      title: { 'hi-in': 'सालगिरह', 'en-us': 'Anniversary', 'zh-cn': '周年庆' },
      path: await uploaded('video'),
      poster: await uploaded('image'),
      reason: 'event film',
    },
    headers: as(supportToken),
  });
  assert.equal(created.httpStatus, 200, created.body.msg);
  const item = created.body.data;
  assert.equal(item.published, false);
  const videos = async () =>
    (await server.get<Paged<MediaItem>>('/api/Content/media', { query: { kind: 'video' }, lang: 'zh-cn' }))
      .body.data;
  assert.ok(!(await videos()).list.some((v) => v.id === item.id));

  await server.post('/api/Admin/Content/media/publish', { json: { id: item.id }, headers: as(supportToken) });
  const shown = (await videos()).list[0]!;
  assert.deepEqual([shown.id, shown.title, shown.poster], [item.id, '周年庆', item.poster]);
  // Not among the images.
  const images = await server.get<Paged<MediaItem>>('/api/Content/media', { query: { rows: 100 } });
  assert.ok(!images.body.data.list.some((m) => m.id === item.id));

  const changed = await server.post<AdminMediaItem>('/api/Admin/Content/media/update', {
    json: { id: item.id, poster: null, path: await uploaded('video') },
    headers: as(supportToken),
  });
  assert.equal(changed.httpStatus, 200, changed.body.msg);
  assert.equal(changed.body.data.poster, null);
  assert.equal(changed.body.data.kind, 'video');

  await server.post('/api/Admin/Content/media/unpublish', {
    json: { id: item.id },
    headers: as(supportToken),
  });
  assert.ok(!(await videos()).list.some((v) => v.id === item.id));
  const all = await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', {
    query: { kind: 'video' },
    headers: as(supportToken),
  });
  assert.equal(all.body.data.list[0]!.id, item.id);
  assert.equal((await auditOf('media_create')).at(-1)!.reason, 'event film');
  assert.equal((await auditOf('media_unpublish')).length, 1);
});

test('support and admin may write content; finance and reviewer may not (403); members and nobody 401', async () => {
  const admin = await signedInOperator(server, 'admin');
  const byAdmin = await createArticle({}, admin.token);
  assert.equal(byAdmin.title['en-us'], 'Diwali bonus');
  const before = (
    await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(admin.token) })
  ).body.data.total;
  const { token: memberToken } = await buildMember(server);
  const calls: [string, string, Record<string, unknown>?][] = [
    ['get', '/api/Admin/Content/articles'],
    ['post', '/api/Admin/Content/articles/create', article],
    ['post', '/api/Admin/Content/articles/publish', { id: byAdmin.id }],
    ['get', '/api/Admin/Content/media'],
    ['post', '/api/Admin/Content/page', { key: 'about', title: article.title, body: article.body }],
  ];
  for (const role of ['finance', 'reviewer'] as const) {
    const { token } = await signedInOperator(server, role);
    for (const [method, path, json] of calls) {
      const refused = await server[method as 'get' | 'post'](path, {
        json,
        headers: as(token),
        lang: 'en-us',
      });
      assert.equal(refused.httpStatus, 403, `${role} ${path}`);
      assert.equal(refused.body.msg, 'You do not have permission to do this');
    }
  }
  const headerSets: Record<string, string>[] = [{}, { token: memberToken }, as(memberToken)];
  for (const headers of headerSets) {
    const refused = await server.post('/api/Admin/Content/articles/create', { json: article, headers });
    assert.equal(refused.httpStatus, 401);
  }
  const after = (
    await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(admin.token) })
  ).body.data;
  assert.equal(after.total, before);
  assert.equal(after.list.find((a) => a.id === byAdmin.id)!.published, false);
});

test('bad content input is refused in the caller language, naming the field, and nothing is stored', async () => {
  const { total } = (
    await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(supportToken) })
  ).body.data;
  const refusals: [Record<string, unknown>, string, number, string][] = [
    [{ title: { 'en-us': 'Only English' } }, 'en-us', 400, 'title.hi-in is required'],
    [{ title: { ...article.title, 'hi-in': '   ' } }, 'hi-in', 422, 'title.hi-in आवश्यक है'],
    [
      { title: { ...article.title, 'zh-cn': 'x'.repeat(201) } },
      'en-us',
      422,
      'title.zh-cn must be at most 200 characters long',
    ],
    [
      { body: { ...article.body, 'en-us': 'x'.repeat(20_001) } },
      'en-us',
      422,
      'body.en-us must be at most 20000 characters long',
    ],
    [
      { cover: 'https://evil.example/x.png' },
      'en-us',
      422,
      'cover must be an image uploaded here (JPEG, PNG, WebP or GIF under /uploads/)',
    ],
    [
      { cover: '/uploads/../secret.png' },
      'zh-cn',
      422,
      'cover必须是在此上传的图片（/uploads/ 下的 JPEG、PNG、WebP 或 GIF）',
    ],
    [
      { cover: '/uploads/0123456789abcdef0123456789abcdef.mp4' },
      'en-us',
      422,
      'cover must be an image uploaded here (JPEG, PNG, WebP or GIF under /uploads/)',
    ],
  ];
  for (const [json, lang, status, msg] of refusals) {
    const refused = await server.post('/api/Admin/Content/articles/create', {
      json: { ...article, ...json },
      headers: as(supportToken),
      lang,
    });
    assert.equal(refused.httpStatus, status, msg);
    assert.deepEqual(refused.body, { status: 0, msg, data: null });
  }
  const media: [Record<string, unknown>, string, string][] = [
    [
      { kind: 'image', path: '/videos/clip.mp4' },
      'en-us',
      'path must be an image uploaded here (JPEG, PNG, WebP or GIF under /uploads/)',
    ],
    [
      { kind: 'video', path: 'javascript:alert(1)' },
      'hi-in',
      'path यहाँ अपलोड किया गया वीडियो होना चाहिए (/videos/…)',
    ],
    [
      {
        kind: 'image',
        path: '/uploads/0123456789abcdef0123456789abcdef.png',
        poster: '/uploads/0123456789abcdef0123456789abcdef.jpg',
      },
      'zh-cn',
      '只有视频才有封面',
    ],
    [{ kind: 'film', path: '/uploads/a.mp4' }, 'en-us', 'kind must be image or video'],
  ];
  const mediaBefore = (
    await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', { headers: as(supportToken) })
  ).body.data.total;
  for (const [json, lang, msg] of media) {
    const refused = await server.post('/api/Admin/Content/media/create', {
      json: { title: article.title, ...json },
      headers: as(supportToken),
      lang,
    });
    assert.equal(refused.httpStatus, 422, msg);
    assert.deepEqual(refused.body, { status: 0, msg, data: null });
  }
  const image = (
    await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', {
      query: { kind: 'image' },
      headers: as(supportToken),
    })
  ).body.data.list[0]!;
  const videoForImage = await server.post('/api/Admin/Content/media/update', {
    json: { id: image.id, path: '/videos/clip.mp4' },
    headers: as(supportToken),
    lang: 'en-us',
  });
  assert.equal(videoForImage.httpStatus, 422);
  assert.equal(
    videoForImage.body.msg,
    'path must be an image uploaded here (JPEG, PNG, WebP or GIF under /uploads/)',
  );

  assert.equal(
    (await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(supportToken) })).body
      .data.total,
    total,
  );
  const mediaAfter = await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', {
    headers: as(supportToken),
  });
  assert.equal(mediaAfter.body.data.total, mediaBefore);
  assert.equal(mediaAfter.body.data.list.find((m) => m.id === image.id)!.path, image.path);
});

const attack = [
  '# Hello',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '[tap me](javascript:window.__pwned=3)',
  '<a href="JaVaScRiPt:window.__pwned=4">and me</a>',
  '<svg onload="window.__pwned=5"></svg><iframe src="javascript:window.__pwned=6"></iframe>',
  '<p style="background:url(javascript:x)" onclick="window.__pwned=7">styled</p>',
  '![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
].join('\n\n');

test('a script in an article never reaches a member: the HTML answered has no script, handler or javascript: URL', async () => {
  const created = await createArticle({
    body: { 'hi-in': attack, 'en-us': attack, 'zh-cn': attack },
    published: true,
  });
  for (const lang of ['hi-in', 'en-us', 'zh-cn']) {
    const { body } = await server.get<ArticleDetail>('/api/Content/article', {
      query: { id: created.id },
      lang,
    });
    const html = body.data.html;
    assert.doesNotMatch(html, /<script|<svg|<iframe|<style/i);
    assert.doesNotMatch(html, /\bon[a-z]+\s*=/i);
    assert.doesNotMatch(html, /javascript:|data:/i);
    assert.doesNotMatch(html, /style=/i);
    assert.match(html, /<h2>Hello<\/h2>/);
    assert.match(html, /<a>tap me<\/a>/);
    assert.match(html, /<p>styled<\/p>/);
  }
  // The operator's draft shows the same sanitized HTML; the Markdown is kept as written.
  assert.doesNotMatch(created.html['en-us'], /<script|onerror|javascript:/i);
  assert.equal(created.body['en-us'], attack);
});

test('the about page is edited in every language by support, audited, and members read the new text', async () => {
  const edit = {
    key: 'about',
    title: { 'hi-in': 'हमारी कहानी', 'en-us': 'Our story', 'zh-cn': '我们的故事' },
    body: {
      'hi-in': 'पहली पंक्ति\nदूसरी पंक्ति',
      'en-us': 'First line\nSecond line <script>x()</script>',
      'zh-cn': '第一行\n第二行',
    },
    reason: 'new introduction',
  };
  const saved = await server.post<AdminContentPage>('/api/Admin/Content/page', {
    json: edit,
    headers: as(supportToken),
  });
  assert.equal(saved.httpStatus, 200, saved.body.msg);
  assert.deepEqual([saved.body.data.title, saved.body.data.body], [edit.title, edit.body]);
  const read = await server.get<AdminContentPage>('/api/Admin/Content/page', {
    query: { key: 'about' },
    headers: as(supportToken),
  });
  assert.deepEqual(read.body.data.title, edit.title);

  const hindi = await server.get<ContentPage>('/api/Content/page', { query: { key: 'about' } });
  assert.deepEqual(hindi.body.data, { key: 'about', title: 'हमारी कहानी', body: 'पहली पंक्ति\nदूसरी पंक्ति' });
  const english = await server.get<ContentPage>('/api/Content/page', {
    query: { key: 'about' },
    lang: 'en-us',
  });
  // Plain text: the page shows it as text, so markup is only characters.
  assert.equal(english.body.data.body, 'First line\nSecond line <script>x()</script>');
  const [audit] = await auditOf('page_update');
  assert.equal(audit!.reason, 'new introduction');
  assert.deepEqual(JSON.parse(audit!.detail), { key: 'about', title: 'Our story' });

  const unknown = await server.post('/api/Admin/Content/page', {
    json: { ...edit, key: 'careers' },
    headers: as(supportToken),
    lang: 'en-us',
  });
  assert.equal(unknown.httpStatus, 404);
  assert.equal(unknown.body.msg, 'This page does not exist');
  const missing = await server.post('/api/Admin/Content/page', {
    json: { ...edit, body: { 'hi-in': 'x', 'en-us': 'y' } },
    headers: as(supportToken),
    lang: 'en-us',
  });
  assert.equal(missing.httpStatus, 400);
  assert.equal(missing.body.msg, 'body.zh-cn is required');
  assert.equal(
    (await server.get<ContentPage>('/api/Content/page', { query: { key: 'about' } })).body.data.title,
    'हमारी कहानी',
  );
});

test('covers, pictures, films and posters must be files uploaded for content: none, or a member’s, is refused', async () => {
  const memberForm = new FormData();
  memberForm.append('file', new Blob([PNG]), 'avatar.png');
  const { token: memberToken } = await buildMember(server);
  const membersImage = (
    (await (
      await fetch(`${server.url}/api/Upload/image`, {
        method: 'POST',
        body: memberForm,
        headers: { token: memberToken },
      })
    ).json()) as { data: { path: string } }
  ).data.path;
  const { total } = (
    await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(supportToken) })
  ).body.data;
  const imageRefusal = (field: string) =>
    `${field} must be an image uploaded here (JPEG, PNG, WebP or GIF under /uploads/)`;
  for (const cover of ['/uploads/0123456789abcdef0123456789abcdef.png', membersImage]) {
    const refused = await server.post('/api/Admin/Content/articles/create', {
      json: { ...article, cover },
      headers: as(supportToken),
      lang: 'en-us',
    });
    assert.equal(refused.httpStatus, 422, cover);
    assert.equal(refused.body.msg, imageRefusal('cover'));
  }
  const title = article.title;
  const video = await uploaded('video');
  const cases: [Record<string, unknown>, string][] = [
    [
      { kind: 'video', title, path: '/videos/0123456789abcdef0123456789abcdef.mp4' },
      'path must be a video uploaded here (/videos/…)',
    ],
    [
      { kind: 'video', title, path: await uploaded('image') },
      'path must be a video uploaded here (/videos/…)',
    ],
    [{ kind: 'video', title, path: video, poster: membersImage }, imageRefusal('poster')],
    [{ kind: 'image', title, path: membersImage }, imageRefusal('path')],
    [{ kind: 'image', title, path: '/uploads/demo/none.jpg' }, imageRefusal('path')],
  ];
  const mediaBefore = (
    await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', { headers: as(supportToken) })
  ).body.data.total;
  for (const [json, msg] of cases) {
    const refused = await server.post('/api/Admin/Content/media/create', {
      json,
      headers: as(supportToken),
      lang: 'en-us',
    });
    assert.equal(refused.httpStatus, 422, JSON.stringify(json));
    assert.deepEqual(refused.body, { status: 0, msg, data: null });
  }
  const film = (
    await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', {
      query: { kind: 'video' },
      headers: as(supportToken),
    })
  ).body.data.list[0]!;
  const badPoster = await server.post('/api/Admin/Content/media/update', {
    json: { id: film.id, poster: membersImage },
    headers: as(supportToken),
    lang: 'en-us',
  });
  assert.equal(badPoster.body.msg, imageRefusal('poster'));

  // The demo files and the operators' own uploads are taken.
  const demo = await server.post<AdminMediaItem>('/api/Admin/Content/media/create', {
    json: { kind: 'image', title, path: '/uploads/demo/salon.jpg' },
    headers: as(supportToken),
  });
  assert.equal(demo.httpStatus, 200, demo.body.msg);
  const own = await server.post<AdminMediaItem>('/api/Admin/Content/media/create', {
    json: { kind: 'video', title, path: video, poster: '/uploads/demo/harbour.jpg' },
    headers: as(supportToken),
  });
  assert.equal(own.httpStatus, 200, own.body.msg);
  assert.equal(
    (await server.get<Paged<AdminMediaItem>>('/api/Admin/Content/media', { headers: as(supportToken) })).body
      .data.total,
    mediaBefore + 2,
  );
  assert.equal(
    (await server.get<Paged<AdminArticle>>('/api/Admin/Content/articles', { headers: as(supportToken) })).body
      .data.total,
    total,
  );
});
