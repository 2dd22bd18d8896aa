import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Envelope } from '../../contract/index.ts';
import { manualClock } from '../../platform/clock.ts';
import { directConversation, groupConversation } from '../../test/chat.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import {
  CHROMIUM_MP4,
  CHROMIUM_WEBM,
  mp4LastingPast,
  oggOpusLasting,
  webmLasting,
} from '../../test/voices.ts';
import type { ChatFileAnswer, ChatMessageView } from './chat.contract.ts';

const clock = manualClock(new Date());
let server: TestServer;
before(async () => (server = await startTestServer({ clock })));
after(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const member = () => buildMember(server);

async function upload(who: TestMember | null, kind: string | null, bytes: Buffer, filename = 'clip.bin') {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), filename);
  const response = await fetch(`${server.url}/chat/file/upload`, {
    method: 'POST',
    body: form,
    headers: { ...(who && { token: who.token }), Lang: 'en-us' },
  });
  return { httpStatus: response.status, body: (await response.json()) as Envelope<ChatFileAnswer> };
}

async function uploaded(who: TestMember, kind: string, bytes: Buffer) {
  const answer = await upload(who, kind, bytes);
  assert.equal(answer.body.status, 1, answer.body.msg);
  return answer.body.data;
}

const fetchFile = (who: TestMember | null, url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { headers: { ...(who && { token: who.token }), Lang: 'en-us', ...headers } });

let clientIds = 0;
const sendFile = (who: TestMember, conversationId: number, kind: 'image' | 'voice', fileName: string) =>
  server.post<ChatMessageView>('/chat/message/send', {
    headers: { token: who.token },
    json: { conversationId, clientId: `file-${(clientIds += 1)}`, kind, fileName },
    lang: 'en-us',
  });

describe('voice messages', () => {
  test("Chromium's WebM and MP4 recordings and an Ogg/Opus one are taken, typed and timed from their bytes", async () => {
    const me = await member();
    for (const [bytes, mime, ext, around] of [
      [CHROMIUM_WEBM, 'audio/webm', 'webm', 1440],
      [CHROMIUM_MP4, 'audio/mp4', 'm4a', 1461],
      [oggOpusLasting(2), 'audio/ogg', 'ogg', 2000],
      [webmLasting(59.9), 'audio/webm', 'webm', 59_800],
    ] as const) {
      const file = await uploaded(me, 'voice', bytes);
      assert.equal(file.kind, 'voice');
      assert.equal(file.mime, mime);
      assert.match(file.name, new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
      assert.equal(file.url, `/chat/file/${file.name}`);
      assert.equal(file.size, bytes.length);
      assert.ok(Math.abs(file.durationMs! - around) <= 100, `${mime}: ${file.durationMs} ms`);
      // Kept apart from public uploads, and not served there.
      assert.ok(existsSync(join(server.dataDir, 'chat-files', file.name)));
      assert.equal((await fetch(`${server.url}/uploads/${file.name}`)).status, 404);
    }
  });

  test('over 60 s, over 2 MB, a video, an image or anything else is refused with a localized message', async () => {
    const me = await member();
    for (const long of [webmLasting(61), mp4LastingPast(61), oggOpusLasting(61)]) {
      const refused = await upload(me, 'voice', long);
      assert.equal(refused.httpStatus, 422);
      assert.equal(refused.body.msg, 'A voice message may be at most 60 seconds');
    }
    const large = await upload(me, 'voice', Buffer.concat([CHROMIUM_WEBM, Buffer.alloc(2 * 1024 * 1024)]));
    assert.deepEqual([large.httpStatus, large.body.msg], [413, 'A voice message may be at most 2 MB']);
    for (const other of [
      webmLasting(3, { video: true }),
      PNG,
      Buffer.from('<html><script>alert(1)</script>'),
    ]) {
      const refused = await upload(me, 'voice', other);
      assert.equal(refused.httpStatus, 415);
      assert.equal(refused.body.msg, 'Only voice recordings (WebM, Ogg or MP4 audio) can be sent');
    }
    const notImage = await upload(me, 'image', CHROMIUM_WEBM);
    assert.deepEqual(
      [notImage.httpStatus, notImage.body.msg],
      [415, 'Only JPEG, PNG, WebP or GIF images can be uploaded'],
    );
    const noKind = await upload(me, null, PNG);
    assert.deepEqual([noKind.httpStatus, noKind.body.msg], [422, 'Choose image or voice']);
    const guest = await upload(null, 'image', PNG);
    assert.equal(guest.httpStatus, 401);
  });

  test('a voice message carries its file and duration; members play it (with ranges), typed and not sniffed', async () => {
    const [a, b] = [await member(), await member()];
    const id = await directConversation(server, a.id, b.id);
    const file = await uploaded(a, 'voice', CHROMIUM_WEBM);
    const sent = await sendFile(a, id, 'voice', file.name);
    assert.equal(sent.body.status, 1, sent.body.msg);
    assert.equal(sent.body.data.kind, 'voice');
    assert.deepEqual(sent.body.data.file, { name: file.name, url: file.url });
    assert.equal(sent.body.data.durationMs, file.durationMs);

    const played = await fetchFile(b, file.url);
    assert.equal(played.status, 200);
    assert.equal(played.headers.get('content-type'), 'audio/webm');
    assert.equal(played.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(played.headers.get('accept-ranges'), 'bytes');
    assert.match(played.headers.get('cache-control')!, /private/);
    assert.deepEqual(Buffer.from(await played.arrayBuffer()), CHROMIUM_WEBM);
    const part = await fetchFile(b, file.url, { Range: 'bytes=0-3' });
    assert.equal(part.status, 206);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), CHROMIUM_WEBM.subarray(0, 4));
  });
});

describe('images', () => {
  test('an image message: the sender’s own image file, readable by the conversation’s members', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const id = await groupConversation(server, a.id, [b.id]);
    const image = await uploaded(a, 'image', PNG);
    assert.equal(image.mime, 'image/png');
    assert.equal(image.durationMs, null);
    const sent = await sendFile(a, id, 'image', image.name);
    assert.equal(sent.body.status, 1, sent.body.msg);
    const seen = await fetchFile(b, image.url);
    assert.equal(seen.status, 200);
    assert.equal(seen.headers.get('content-type'), 'image/png');
    // c is in no conversation carrying it.
    assert.equal((await fetchFile(c, image.url)).status, 404);
  });
});

describe("another member's file", () => {
  test('is 404 to a stranger, a guest and a member of another conversation; its uploader reads it before sending', async () => {
    const [owner, friend, stranger] = [await member(), await member(), await member()];
    const file = await uploaded(owner, 'voice', CHROMIUM_MP4);
    assert.equal((await fetchFile(owner, file.url)).status, 200);
    for (const who of [friend, stranger, null]) {
      const refused = await fetchFile(who, file.url);
      assert.equal(refused.status, 404);
      assert.equal(((await refused.json()) as Envelope<null>).msg, 'This file does not exist');
    }
    // Sent to friend: friend reads it, stranger (in another conversation with owner) still not.
    const direct = await directConversation(server, owner.id, friend.id);
    await groupConversation(server, owner.id, [stranger.id]);
    assert.equal((await sendFile(owner, direct, 'voice', file.name)).body.status, 1);
    assert.equal((await fetchFile(friend, file.url)).status, 200);
    assert.equal((await fetchFile(stranger, file.url)).status, 404);
    assert.equal((await fetchFile(stranger, '/chat/file/..%2F..%2Fetc%2Fpasswd')).status, 404);
  });

  test('cannot be sent by someone else, nor as another kind; nothing is stored', async () => {
    const [owner, other] = [await member(), await member()];
    const id = await groupConversation(server, other.id, [owner.id]);
    const theirs = await uploaded(owner, 'image', PNG);
    const voice = await uploaded(other, 'voice', CHROMIUM_WEBM);
    for (const [kind, name] of [
      ['image', theirs.name],
      ['image', voice.name],
      ['voice', `${'a'.repeat(32)}.webm`],
    ] as const) {
      const refused = await sendFile(other, id, kind, name);
      assert.equal(refused.httpStatus, 422);
      assert.equal(refused.body.msg, 'This file cannot be sent: upload it again');
      assert.deepEqual(refused.body.data, { field: 'fileName' });
    }
    assert.equal((await fetchFile(other, theirs.url)).status, 404);
  });
});

describe('the service desk', () => {
  test("a support operator reads the files of a member's service conversation, and no other", async () => {
    const [customer, friend] = [await member(), await member()];
    const opened = await server.post<{ conversationId: number }>('/chat/service/open', {
      headers: { token: customer.token },
    });
    assert.equal(opened.body.status, 1, opened.body.msg);
    const toDesk = await uploaded(customer, 'image', PNG);
    assert.equal(
      (await sendFile(customer, opened.body.data.conversationId, 'image', toDesk.name)).body.status,
      1,
    );
    const direct = await directConversation(server, customer.id, friend.id);
    const toFriend = await uploaded(customer, 'voice', CHROMIUM_WEBM);
    assert.equal((await sendFile(customer, direct, 'voice', toFriend.name)).body.status, 1);

    const support = await signedInOperator(server, 'support');
    const finance = await signedInOperator(server, 'finance');
    const asOperator = (token: string, url: string) =>
      fetch(`${server.url}${url}`, { headers: { 'operator-token': token, Lang: 'en-us' } });
    const seen = await asOperator(support.token, toDesk.url);
    assert.equal(seen.status, 200);
    assert.equal(seen.headers.get('content-type'), 'image/png');
    assert.equal((await asOperator(support.token, toFriend.url)).status, 404);
    assert.equal((await asOperator(finance.token, toDesk.url)).status, 404);
    assert.equal((await asOperator('not-a-session', toDesk.url)).status, 404);
  });
});
