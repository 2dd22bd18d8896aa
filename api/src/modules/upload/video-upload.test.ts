import assert from 'node:assert/strict';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { Envelope } from '../../contract/index.ts';
import { manualClock } from '../../platform/clock.ts';
import { queryRows } from '../ledger/sql.ts';
import type { VideoUploadInfo } from '../plans/plans.contract.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { sha256Of, tusClient, uploadVideo, VIDEO_HEADS, videoBytes, videoStream } from '../../test/videos.ts';
import { diskVideoStore } from './video-store.ts';
import { createVideoUploadService, VIDEO_MAX_BYTES } from './video-upload.service.ts';

const clock = manualClock(new Date());
let server: TestServer;
before(async () => (server = await startTestServer({ clock })));
after(() => server.close());

const videosDir = () => join(server.dataDir, 'videos');
const storedKeys = () => (existsSync(videosDir()) ? readdirSync(videosDir()) : []);
const member = async () => (await buildMember(server)).token;

/** A multipart form with one `file`. */
function formOf(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

describe('resumable video uploads (tus)', () => {
  test('an MP4 named .avi is stored as video/mp4, served by a random name with ranges (206), nosniff and a sandbox', async () => {
    const token = await member();
    const tus = tusClient(server.url, token);
    const bytes = await videoBytes(VIDEO_HEADS.mp4, 200_000);
    const created = await tus.create(bytes.length, { filename: 'holiday.avi', filetype: 'video/x-msvideo' });
    assert.equal(created.status, 201);
    assert.match(created.location!, /^\/api\/Upload\/video\/[a-f0-9]{32}$/);
    assert.equal(created.headers.get('tus-resumable'), '1.0.0');
    const id = created.id!;

    const first = await tus.patch(id, 0, bytes.subarray(0, 50_000));
    assert.equal(first.status, 204);
    assert.equal(first.headers.get('upload-offset'), '50000');
    const head = await tus.head(id);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('upload-offset'), '50000');
    assert.equal(head.headers.get('upload-length'), String(bytes.length));
    const midway = await tus.info(id);
    assert.deepEqual(midway.body.data, {
      id,
      size: bytes.length,
      offset: 50_000,
      mime: 'video/mp4',
      finished: false,
      attached: false,
    } satisfies VideoUploadInfo);

    // A PATCH at the wrong offset changes nothing (409, localized).
    const wrong = await tus.patch(id, 10, bytes.subarray(10, 20));
    assert.equal(wrong.status, 409);
    assert.equal(wrong.body?.msg, 'The upload went on elsewhere: resume it from where the server stands');

    const rest = await tus.patch(id, 50_000, bytes.subarray(50_000));
    assert.equal(rest.status, 204);
    assert.equal(rest.headers.get('upload-offset'), String(bytes.length));
    const done = (await tus.info(id)).body.data as VideoUploadInfo;
    assert.equal(done.finished, true);
    assert.equal(done.mime, 'video/mp4');

    const [row] = await queryRows<{ public_name: string; member_id: number }>(
      server.orm.em.fork(),
      'select public_name, member_id from video_upload where `key` = ?',
      [id],
    );
    assert.match(row!.public_name, /^[a-f0-9]{32}\.mp4$/);
    assert.notEqual(row!.public_name.slice(0, 32), id, 'the public name is not the upload id');

    const url = `${server.url}/videos/${row!.public_name}`;
    const whole = await fetch(url);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.equal(whole.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(whole.headers.get('content-security-policy'), "default-src 'none'; sandbox");
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), bytes);

    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-199/${bytes.length}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(100, 200));
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    assert.equal(tail.status, 206);
    assert.deepEqual(Buffer.from(await tail.arrayBuffer()), bytes.subarray(bytes.length - 10));
    const open = await fetch(url, { headers: { Range: `bytes=${bytes.length - 5}-` } });
    assert.deepEqual(Buffer.from(await open.arrayBuffer()), bytes.subarray(bytes.length - 5));
    const outside = await fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
    assert.equal(outside.status, 416);
    assert.equal(outside.headers.get('content-range'), `bytes */${bytes.length}`);
    assert.equal((await fetch(`${server.url}/videos/${id}.mp4`)).status, 404);
    const headOnly = await fetch(url, { method: 'HEAD' });
    assert.deepEqual([headOnly.status, headOnly.headers.get('content-length')], [200, String(bytes.length)]);
    // The upload's own address answers tus only: a plain GET is not a download.
    const plain = await fetch(`${server.url}/api/Upload/video/${id}`, { headers: { token, Lang: 'en-us' } });
    assert.equal(plain.status, 405);
  });

  test('MOV, M4V and AVI are taken, each as its own type', async () => {
    const token = await member();
    const tus = tusClient(server.url, token);
    for (const [head, mime] of [
      [VIDEO_HEADS.mov, 'video/quicktime'],
      [VIDEO_HEADS.m4v, 'video/x-m4v'],
      [VIDEO_HEADS.avi, 'video/vnd.avi'],
    ] as const) {
      const id = await uploadVideo(server.url, token, head, 10_000);
      assert.equal(((await tus.info(id)).body.data as VideoUploadInfo).mime, mime);
    }
  });

  test('an HTML file named .mp4 is refused from its first bytes (415, in every language), and nothing of it is kept', async () => {
    const token = await member();
    const before = storedKeys().length;
    for (const [lang, msg] of [
      ['en-us', 'Only MOV, MP4, M4V or AVI videos can be uploaded'],
      ['hi-in', 'केवल MOV, MP4, M4V या AVI वीडियो अपलोड किए जा सकते हैं'],
      ['zh-cn', '仅支持上传MOV、MP4、M4V或AVI视频'],
    ] as const) {
      const tus = tusClient(server.url, token, lang);
      const bytes = await videoBytes(VIDEO_HEADS.html, 100_000);
      const created = await tus.create(bytes.length, { filename: 'clip.mp4', filetype: 'video/mp4' });
      const refused = await tus.patch(created.id!, 0, bytes);
      assert.equal(refused.status, 415);
      assert.deepEqual(refused.body, { status: 0, msg, data: null });
      assert.equal((await tus.head(created.id!)).status, 404);
    }
    // Fewer bytes than the type is decided from, sent in pieces: decided when the last arrives.
    const tus = tusClient(server.url, token);
    const tiny = VIDEO_HEADS.html;
    const created = await tus.create(tiny.length);
    assert.equal((await tus.patch(created.id!, 0, tiny.subarray(0, 10))).status, 204);
    assert.equal((await tus.patch(created.id!, 10, tiny.subarray(10))).status, 415);
    assert.equal(storedKeys().length, before, 'no refused upload left a file');
  });

  test('a deferred upload shorter than the type sample is decided when its length is told with the last bytes', async () => {
    const tus = tusClient(server.url, await member());
    const bytes = await videoBytes(VIDEO_HEADS.avi, 3_000);
    const created = await tus.create('deferred');
    assert.equal((await tus.patch(created.id!, 0, bytes.subarray(0, 1_000))).status, 204);
    const last = await tus.patch(created.id!, 1_000, bytes.subarray(1_000), { length: bytes.length });
    assert.equal(last.status, 204, JSON.stringify(last.body));
    const info = (await tus.info(created.id!)).body.data as VideoUploadInfo;
    assert.deepEqual([info.finished, info.size, info.mime], [true, 3_000, 'video/vnd.avi']);
    const html = await tus.create('deferred');
    const refused = await tus.patch(html.id!, 0, VIDEO_HEADS.html, { length: VIDEO_HEADS.html.length });
    assert.equal(refused.status, 415);
    assert.equal((await tus.head(html.id!)).status, 404);
  });

  test('an Upload-Length over 300 MB is refused at creation (413); no length of 0', async () => {
    const tus = tusClient(server.url, await member());
    const over = await tus.create(VIDEO_MAX_BYTES + 1);
    assert.equal(over.status, 413);
    assert.equal(over.body?.msg, 'The video may be at most 300MB');
    assert.equal((await tus.create(VIDEO_MAX_BYTES)).status, 201);
    assert.equal((await tus.create(0)).status, 415);
  });

  test('a deferred-length upload of 300 MB + 1 byte is refused while it streams (413), and nothing is kept', async () => {
    const tus = tusClient(server.url, await member());
    const created = await tus.create('deferred');
    assert.equal(created.status, 201);
    const id = created.id!;
    // The server answers (or drops the connection) once the bytes pass the limit.
    const source = videoStream(VIDEO_HEADS.mp4, VIDEO_MAX_BYTES + 1);
    const refused = await tus.patch(id, 0, source).catch((error: unknown) => ({ error }));
    assert.ok(source.readableEnded === false || 'status' in refused);
    if ('status' in refused) {
      assert.equal(refused.status, 413);
      assert.equal(refused.body?.msg, 'The video may be at most 300MB');
    }
    assert.equal((await tus.head(id)).status, 404, 'the refused upload is gone');
    assert.ok(!storedKeys().includes(id), 'its bytes are gone');
    // Exactly 300 MB is taken.
    const fits = await tus.create('deferred');
    const sent = await tus.patch(fits.id!, 0, videoStream(VIDEO_HEADS.mp4, VIDEO_MAX_BYTES), {
      length: VIDEO_MAX_BYTES,
    });
    assert.equal(sent.status, 204);
    const info = (await tus.info(fits.id!)).body.data as VideoUploadInfo;
    assert.deepEqual([info.finished, info.size, info.mime], [true, VIDEO_MAX_BYTES, 'video/mp4']);
    assert.equal(statSync(join(videosDir(), fits.id!)).size, VIDEO_MAX_BYTES);
  });

  test('an upload cut off at 40 % resumes from the offset the server holds and ends with the same bytes (sha256)', async () => {
    const token = await member();
    const tus = tusClient(server.url, token);
    const size = 8 * 1024 * 1024;
    const created = await tus.create(size);
    const id = created.id!;
    const cut = Math.floor(size * 0.4);
    // The connection drops after 40 %: the body stream fails there, mid-request. It fails once
    // the server has written those bytes, not after a fixed wait: on a busy host the bytes may
    // still be on their way when a timer fires, and the server cannot keep what never arrived.
    const interrupted = new PassThrough();
    videoStream(VIDEO_HEADS.mp4, size, 0, cut).pipe(interrupted, { end: false });
    const patching = tus.patch(id, 0, interrupted);
    const written = () => (existsSync(join(videosDir(), id)) ? statSync(join(videosDir(), id)).size : 0);
    for (let waited = 0; written() < cut && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    interrupted.destroy(new Error('connection lost'));
    await assert.rejects(patching);
    // The server keeps what arrived; HEAD says where to go on from.
    let offset = 0;
    for (let tries = 0; tries < 50; tries += 1) {
      const head = await tus.head(id);
      offset = Number(head.headers.get('upload-offset'));
      if (offset === cut) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(offset, cut, 'the server kept what arrived before the cut');
    const resumed = await tus.patch(id, offset, videoStream(VIDEO_HEADS.mp4, size, offset, size));
    assert.equal(resumed.status, 204, JSON.stringify(resumed.body));
    assert.equal(resumed.headers.get('upload-offset'), String(size));
    assert.equal(
      await sha256Of(videoStream(VIDEO_HEADS.mp4, size)),
      await sha256Of(createReadStream(join(videosDir(), id))),
    );
  });

  test("another member's upload is answered as not found: info, HEAD, PATCH and DELETE; the owner may remove an unattached one", async () => {
    const owner = await member();
    const intruder = tusClient(server.url, await member());
    const id = await uploadVideo(server.url, owner);
    const info = await intruder.info(id);
    assert.equal(info.status, 404);
    assert.equal(info.body.msg, 'This video upload was not found');
    assert.equal((await intruder.head(id)).status, 404);
    assert.equal((await intruder.patch(id, 0, Buffer.from('x'))).status, 404);
    assert.equal((await intruder.remove(id)).status, 404);
    assert.ok(storedKeys().includes(id));
    const tus = tusClient(server.url, owner);
    assert.equal((await tus.remove(id)).status, 204);
    assert.ok(!storedKeys().includes(id));
    assert.equal((await tus.info(id)).status, 404);
  });

  test('tus calls need a member session and the protocol header', async () => {
    const anonymous = await fetch(`${server.url}/api/Upload/video`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    assert.equal(anonymous.status, 401);
    const token = await member();
    const noProtocol = await fetch(`${server.url}/api/Upload/video`, {
      method: 'POST',
      headers: { token, 'Upload-Length': '10', Lang: 'en-us' },
    });
    assert.equal(noProtocol.status, 400);
    assert.equal(noProtocol.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(((await noProtocol.json()) as Envelope<null>).msg, 'This upload request is not valid');
  });
});

describe('unattached uploads', () => {
  test('are removed a day after they were created; attached, younger and operator uploads stay', async () => {
    const token = await member();
    const old = await uploadVideo(server.url, token);
    const attached = await uploadVideo(server.url, token);
    await queryRows(server.orm.em.fork(), 'update video_upload set plan_id = ? where `key` = ?', [
      987_654,
      attached,
    ]);
    clock.advance(23 * 3_600_000);
    const young = await uploadVideo(server.url, token);
    clock.advance(3_600_000 + 1_000);
    // Every process runs the job: two passes at once remove each upload once.
    const pass = () =>
      createVideoUploadService({
        em: server.orm.em,
        clock,
        store: diskVideoStore(server.dataDir),
        logger: server.logger,
      }).removeUnattached();
    const removed = await Promise.all([pass(), pass()]);
    assert.ok(removed.reduce((a, b) => a + b, 0) >= 1);
    assert.ok(!storedKeys().includes(old), 'the old unattached upload is gone');
    assert.ok(storedKeys().includes(attached), 'the attached one stays');
    assert.ok(storedKeys().includes(young), 'the younger one stays');
    const tus = tusClient(server.url, token);
    assert.equal((await tus.info(old)).status, 404);
    assert.equal((await tus.info(young)).status, 200);
  });
});

describe('operator uploads for the content area', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  async function send(path: string, token: string, body: FormData) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'operator-token': token, Lang: 'en-us' },
    });
    return { status: response.status, body: (await response.json()) as Envelope<{ path: string }> };
  }

  test('support (content) and admin store images and videos, audited; the type from the bytes; others 403', async () => {
    const support = await signedInOperator(server, 'support');
    const image = await send('/api/Admin/Upload/image', support.token, formOf(PNG, 'a.mp4', 'video/mp4'));
    assert.equal(image.status, 200, image.body.msg);
    assert.match(image.body.data.path, /^\/uploads\/[a-f0-9]{32}\.png$/);
    assert.equal((await fetch(`${server.url}${image.body.data.path}`)).status, 200);

    const bytes = await videoBytes(VIDEO_HEADS.mp4, 300_000);
    const video = await send(
      '/api/Admin/Upload/video',
      support.token,
      formOf(bytes, 'clip.avi', 'video/x-msvideo'),
    );
    assert.equal(video.status, 200, video.body.msg);
    assert.match(video.body.data.path, /^\/videos\/[a-f0-9]{32}\.mp4$/);
    const served = await fetch(`${server.url}${video.body.data.path}`, { headers: { Range: 'bytes=0-9' } });
    assert.equal(served.status, 206);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes.subarray(0, 10));

    const html = await send(
      '/api/Admin/Upload/video',
      support.token,
      formOf(await videoBytes(VIDEO_HEADS.html, 50_000), 'x.mp4', 'video/mp4'),
    );
    assert.equal(html.status, 415);
    assert.equal(html.body.msg, 'Only MOV, MP4, M4V or AVI videos can be uploaded');
    const notImage = await send(
      '/api/Admin/Upload/image',
      support.token,
      formOf(bytes, 'x.png', 'image/png'),
    );
    assert.equal(notImage.status, 415);

    const actions = await queryRows<{ action: string; actor: string }>(
      server.orm.em.fork(),
      "select action, actor from operator_action where action like 'upload_%' order by id",
    );
    assert.deepEqual(
      actions.map((row) => [row.action, row.actor]),
      [
        ['upload_image', `operator:${support.operator.username}`],
        ['upload_video', `operator:${support.operator.username}`],
      ],
    );

    const finance = await signedInOperator(server, 'finance');
    assert.equal(
      (await send('/api/Admin/Upload/image', finance.token, formOf(PNG, 'a.png', 'image/png'))).status,
      403,
    );
    const admin = await signedInOperator(server, 'admin');
    assert.equal(
      (await send('/api/Admin/Upload/image', admin.token, formOf(PNG, 'a.png', 'image/png'))).status,
      200,
    );
  });

  /**
   * Streams a multipart form with one `file` of `size` generated bytes, stopping once an answer
   * arrives; answers its status and how many bytes of the file had been sent by then.
   */
  function streamForm(token: string, head: Buffer, size: number) {
    const boundary = 'bench-boundary';
    const url = new URL('/api/Admin/Upload/video', server.url);
    return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(url, {
        method: 'POST',
        headers: {
          'operator-token': token,
          Lang: 'en-us',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, sent, body: Buffer.concat(parts).toString() });
          // The rest of the form is not worth sending once it was refused.
          req.destroy();
        });
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      const source = videoStream(head, size);
      source.on('data', (chunk: Buffer) => {
        if (answered) return void source.destroy();
        sent += chunk.length;
        if (!req.write(chunk)) {
          source.pause();
          req.once('drain', () => source.resume());
        }
      });
      source.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
    });
  }

  test('a video past 300 MB, or not a video, is refused while the form still streams; nothing is kept', async () => {
    const support = await signedInOperator(server, 'support');
    const before = storedKeys().length;
    const big = 400 * 1024 * 1024;
    const tooLarge = await streamForm(support.token, VIDEO_HEADS.mp4, big);
    assert.equal(tooLarge.status, 413);
    assert.equal(JSON.parse(tooLarge.body).msg, 'The video may be at most 300MB');
    assert.ok(tooLarge.sent < big, `answered after ${tooLarge.sent} of ${big} bytes`);
    const html = await streamForm(support.token, VIDEO_HEADS.html, 100 * 1024 * 1024);
    assert.equal(html.status, 415);
    assert.ok(html.sent < 100 * 1024 * 1024, `answered after ${html.sent} bytes`);
    assert.equal(storedKeys().length, before, 'nothing of either is kept');
  });

  test('an image over 10 MB is refused (413)', async () => {
    const support = await signedInOperator(server, 'support');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    const answer = await send('/api/Admin/Upload/image', support.token, formOf(big, 'big.png', 'image/png'));
    assert.equal(answer.status, 413);
  });
});
