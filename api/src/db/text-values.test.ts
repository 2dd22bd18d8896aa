// Values reach the database as values, whatever characters they hold: MikroORM writes values
// into the statement's text, so this is where a string could break the statement (ADR 0019).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PageSchema } from '../modules/content/page.entity.ts';
import { queryRows } from '../modules/ledger/sql.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

const AWKWARD = [
  "quote ' and \\ backslash",
  "''; drop table page; --",
  'tab\tline\nfeed\r',
  '\u0001\u001f\u007f',
  'हिंदी 中文 🙂',
];

test('strings with quotes, backslashes and control characters are stored and found as they are', async () => {
  const em = server.orm.em.fork();
  const now = new Date();
  AWKWARD.forEach((text, i) =>
    em.create(PageSchema, {
      key: `awkward-${i}`,
      titleEnUs: text,
      titleZhCn: text,
      titleHiIn: text,
      bodyEnUs: text,
      bodyZhCn: text,
      bodyHiIn: text,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await em.flush();
  for (const [i, text] of AWKWARD.entries()) {
    const found = await server.orm.em.fork().findOne(PageSchema, { titleEnUs: text });
    assert.equal(found?.key, `awkward-${i}`, JSON.stringify(text));
    assert.equal(found?.bodyHiIn, text);
    const [raw] = await queryRows<{ page_key: string; title_en_us: string }>(
      server.orm.em.fork(),
      'select `key` as page_key, title_en_us from page where title_en_us = ?',
      [text],
    );
    assert.deepEqual({ ...raw }, { page_key: `awkward-${i}`, title_en_us: text }, JSON.stringify(text));
  }
});

test('a NUL in a value is compared as a value, in ORM queries and raw SQL alike', async () => {
  for (const value of ['\0', 'about\0', '\0about', 'awkward-0\0; drop table page']) {
    assert.equal(await server.orm.em.fork().findOne(PageSchema, { key: value }), null, JSON.stringify(value));
    assert.deepEqual(
      await queryRows(server.orm.em.fork(), 'select id from page where `key` = ? or title_en_us in (?)', [
        value,
        [value, 'x'],
      ]),
      [],
    );
  }
  assert.ok(await server.orm.em.fork().findOne(PageSchema, { key: 'about' }), 'the pages are still there');
});

test('a NUL or another control character in an identifier or key is refused at validation', async () => {
  for (const path of [
    '/api/Content/page?key=%00',
    '/api/Content/page?key=about%00',
    '/api/Content/page?key=ab%0Aout',
    '/api/Content/notice?id=1%00',
  ]) {
    const { httpStatus, body } = await server.get(path, { lang: 'en-us' });
    assert.ok(httpStatus === 400 || httpStatus === 422, `${path}: ${httpStatus}`);
    assert.equal(body.status, 0);
  }
});
