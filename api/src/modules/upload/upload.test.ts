import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { UserInfo } from '../../modules/account/account.contract.ts';
import type { Envelope } from '../../contract/index.ts';
import type { UploadAnswer } from './upload.contract.ts';
import { buildMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function upload(
  token: string | undefined,
  bytes: Buffer,
  name = 'photo.png',
  type = 'image/png',
  lang = 'en-us',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${server.url}/api/Upload/image`, {
    method: 'POST',
    body: form,
    headers: { Lang: lang, ...(token && { token }) },
  });
  return { httpStatus: response.status, body: (await response.json()) as Envelope<UploadAnswer> };
}

const token = async () => (await buildMember(server)).token;

test('an image is stored under a random name and served with its type and nosniff', async () => {
  const t = await token();
  const answer = await upload(t, PNG, '../../evil.html', 'text/html');
  assert.equal(answer.httpStatus, 200, answer.body.msg);
  assert.match(answer.body.data.path, /^\/uploads\/[a-f0-9]{32}\.png$/);
  const served = await fetch(`${server.url}${answer.body.data.path}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG);

  const gif = await upload(t, GIF, 'a.png', 'image/png');
  assert.match(gif.body.data.path, /\.gif$/);
  assert.equal((await fetch(`${server.url}/uploads/..%2Fsecrets.json`)).status, 404);
  assert.equal((await fetch(`${server.url}/uploads/${'0'.repeat(32)}.png`)).status, 404);
});

test('the type comes from the bytes: a renamed text file is refused (415), in every language', async () => {
  const t = await token();
  const cases = {
    'en-us': 'Only JPEG, PNG, WebP or GIF images can be uploaded',
    'zh-cn': '仅支持上传JPEG、PNG、WebP或GIF图片',
    'hi-in': 'केवल JPEG, PNG, WebP या GIF चित्र अपलोड किए जा सकते हैं',
  };
  for (const [lang, msg] of Object.entries(cases)) {
    const answer = await upload(
      t,
      Buffer.from('just some text, not a picture'),
      'photo.png',
      'image/png',
      lang,
    );
    assert.equal(answer.httpStatus, 415);
    assert.equal(answer.body.msg, msg);
  }
  const pdf = await upload(t, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'photo.jpg', 'image/jpeg');
  assert.equal(pdf.httpStatus, 415);
  const leftovers = readdirSync(join(server.dataDir, 'uploads')).filter((name) => name.startsWith('.tmp'));
  assert.deepEqual(leftovers, []);
});

test('more than 10 MB is refused while reading (413); exactly 10 MB is fine', async () => {
  const t = await token();
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  PNG.copy(big);
  const tooBig = await upload(t, big);
  assert.equal(tooBig.httpStatus, 413);
  assert.equal(tooBig.body.msg, 'The image may be at most 10MB');
  const limit = await upload(t, big.subarray(0, 10 * 1024 * 1024));
  assert.equal(limit.httpStatus, 200, limit.body.msg);
});

test('an upload needs a login and the field `file`; an avatar must be the member own upload', async () => {
  const anonymous = await upload(undefined, PNG);
  assert.equal(anonymous.body.status, -100);
  const t = await token();
  const form = new FormData();
  form.append('picture', new Blob([PNG]), 'a.png');
  const wrongField = await fetch(`${server.url}/api/Upload/image`, {
    method: 'POST',
    body: form,
    headers: { token: t, Lang: 'en-us' },
  });
  assert.equal(wrongField.status, 400);
  assert.equal(((await wrongField.json()) as Envelope<null>).msg, 'Please choose a file to upload');

  const mine = await upload(t, PNG);
  const set = await server.post<UserInfo>('/api/User/updateProfile', {
    form: { avatar: mine.body.data.path },
    headers: { token: t },
  });
  assert.equal(set.body.data.avatar, mine.body.data.path);
  const other = await token();
  const stolen = await server.post('/api/User/updateProfile', {
    form: { avatar: mine.body.data.path },
    headers: { token: other },
  });
  assert.equal(stolen.httpStatus, 422);
  assert.deepEqual(stolen.body.data, { code: 'avatar_invalid' });
});

/** Sends `body` as a multipart upload with a hand-written boundary; answers status and envelope. */
async function rawUpload(t: string, body: Buffer) {
  const response = await fetch(`${server.url}/api/Upload/image`, {
    method: 'POST',
    body,
    headers: { token: t, Lang: 'en-us', 'Content-Type': 'multipart/form-data; boundary=cut' },
  });
  return { httpStatus: response.status, body: (await response.json()) as Envelope<unknown> };
}

test('a body cut off inside the file part is a 400; the server keeps serving and leaves no file behind', async () => {
  const t = await token();
  const head = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n';
  const cases = [
    Buffer.concat([Buffer.from(`${head}Content-Type: image/png\r\n\r\n`), PNG]),
    Buffer.from(`${head}Content-Type: image/png\r\n\r\n`),
    Buffer.from(head),
    Buffer.concat([Buffer.from(`${head}\r\n`), PNG, Buffer.from('\r\n--cu')]),
  ];
  for (const body of cases) {
    const answer = await rawUpload(t, body);
    assert.equal(answer.httpStatus, 400);
    assert.deepEqual(answer.body, {
      status: 0,
      msg: 'The request body could not be read. Please check it and try again.',
      data: null,
    });
  }
  assert.equal((await server.get('/api/health')).httpStatus, 200);
  assert.deepEqual(
    readdirSync(join(server.dataDir, 'uploads')).filter((name) => name.startsWith('.tmp-')),
    [],
  );
});

test('a connection dropped in the middle of a file leaves the server serving and no file behind', async () => {
  const t = await token();
  const partial = () =>
    readdirSync(join(server.dataDir, 'uploads')).filter((name) => name.startsWith('.tmp-'));
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 250 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const { request } = await import('node:http');
  const req = request(`${server.url}/api/Upload/image`, {
    method: 'POST',
    headers: {
      token: t,
      'Content-Type': 'multipart/form-data; boundary=cut',
      'Content-Length': String(1024 * 1024),
    },
  });
  req.on('error', () => undefined);
  req.write('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
  req.write(Buffer.concat([PNG, Buffer.alloc(64 * 1024, 1)]));
  // Dropped once the server is writing the file.
  await until(() => partial().length > 0);
  assert.equal(partial().length, 1);
  req.destroy();
  await until(() => partial().length === 0);
  assert.deepEqual(partial(), []);
  assert.equal((await server.get('/api/health')).httpStatus, 200);
});
