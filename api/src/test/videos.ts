import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Envelope } from '../contract/index.ts';

/** The ISO BMFF `ftyp` box of a file with `brand` (`isom`: MP4, `qt  `: QuickTime, `M4V `). */
const ftyp = (brand: string) => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write(`${brand}mp41`, 16, 'latin1');
  return box;
};

/** The first bytes of a file of each video type the platform takes, and of one it refuses. */
export const VIDEO_HEADS = {
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  m4v: ftyp('M4V '),
  avi: Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([0xff, 0xff, 0x00, 0x00]),
    Buffer.from('AVI LIST', 'latin1'),
  ]),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script>', 'latin1'),
};

const CHUNK = 1 << 20;

/** 1 MiB of pseudo-random bytes, repeated as the body of the generated videos. */
const PATTERN = (() => {
  const parts: Buffer[] = [];
  let seed = Buffer.from('h5 test video');
  for (let length = 0; length < CHUNK; length += 32) {
    seed = createHash('sha256').update(seed).digest();
    parts.push(seed);
  }
  return Buffer.concat(parts).subarray(0, CHUNK);
})();

/**
 * A "video" of `size` bytes: `head`, then filler generated as it is read (never held whole), in
 * chunks of at most 1 MiB. `from`/`to` stream only part of it; the same offsets carry the same
 * bytes in every stream.
 */
export function videoStream(head: Buffer, size: number, from = 0, to = size): Readable {
  let at = from;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (at >= to) return void this.push(null);
      const start = at % CHUNK;
      const length = Math.min(CHUNK - start, to - at);
      let chunk = PATTERN.subarray(start, start + length);
      if (at < head.length) {
        chunk = Buffer.from(chunk);
        head.copy(chunk, 0, at, Math.min(head.length, at + length));
      }
      at += length;
      this.push(chunk);
    },
  });
}

/** The bytes of a small video, whole (for uploads of a few kilobytes). */
export const videoBytes = async (head: Buffer, size: number) =>
  Buffer.concat(await videoStream(head, size).toArray());

/** The sha256 of what a stream carries. */
export async function sha256Of(stream: Readable | ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}

/** Base64 tus metadata (`filename a.mp4`). */
const metadataOf = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export type TusAnswer = { status: number; headers: Headers; body: Envelope<unknown> | null };

async function answerOf(response: Response): Promise<TusAnswer> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Envelope<unknown>) : null,
  };
}

/**
 * A tus 1.0 client over fetch, as the browser's tus-js-client talks to the API (with
 * `overridePatchMethod`): the member's `token` header on every request.
 */
export function tusClient(baseUrl: string, token: string, lang = 'en-us') {
  const common = { token, 'Tus-Resumable': '1.0.0', Lang: lang };
  return {
    /** Creates an upload of `size` bytes, or of a length told later (`'deferred'`). */
    async create(size: number | 'deferred', meta: Record<string, string> = { filename: 'clip.mp4' }) {
      const response = await fetch(`${baseUrl}/api/Upload/video`, {
        method: 'POST',
        headers: {
          ...common,
          ...(size === 'deferred' ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(size) }),
          'Upload-Metadata': metadataOf(meta),
        },
      });
      const answer = await answerOf(response);
      const location = response.headers.get('location');
      return { ...answer, id: location?.split('/').pop() ?? null, location };
    },

    async head(id: string) {
      return answerOf(await fetch(`${baseUrl}/api/Upload/video/${id}`, { method: 'HEAD', headers: common }));
    },

    /** Sends `body` at `offset`; `length` declares the whole size on the way (deferred uploads). */
    async patch(
      id: string,
      offset: number,
      body: Readable | Buffer,
      options: { length?: number; signal?: AbortSignal } = {},
    ) {
      const response = await fetch(`${baseUrl}/api/Upload/video/${id}`, {
        method: 'POST',
        headers: {
          ...common,
          'X-HTTP-Method-Override': 'PATCH',
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': String(offset),
          ...(options.length !== undefined && { 'Upload-Length': String(options.length) }),
          ...(Buffer.isBuffer(body) && { 'Content-Length': String(body.length) }),
        },
        body: Buffer.isBuffer(body) ? body : (Readable.toWeb(body) as ReadableStream<Uint8Array>),
        duplex: 'half',
        ...(options.signal && { signal: options.signal }),
      } as RequestInit);
      return answerOf(response);
    },

    async remove(id: string) {
      return answerOf(
        await fetch(`${baseUrl}/api/Upload/video/${id}`, {
          method: 'POST',
          headers: { ...common, 'X-HTTP-Method-Override': 'DELETE' },
        }),
      );
    },

    async info(id: string) {
      const response = await fetch(`${baseUrl}/api/Upload/video/info?id=${id}`, { headers: common });
      return (await answerOf(response)) as TusAnswer & { body: Envelope<unknown> };
    },
  };
}

/** Uploads a small finished video of `head`'s type for the member; answers its upload id. */
export async function uploadVideo(
  baseUrl: string,
  token: string,
  head: Buffer = VIDEO_HEADS.mp4,
  size = 64 * 1024,
): Promise<string> {
  const tus = tusClient(baseUrl, token);
  const created = await tus.create(size);
  if (created.status !== 201 || !created.id) throw new Error(`could not create an upload: ${created.status}`);
  const sent = await tus.patch(created.id, 0, await videoBytes(head, size));
  if (sent.status !== 204) throw new Error(`could not upload: ${sent.status} ${JSON.stringify(sent.body)}`);
  return created.id;
}

/** A valid dinner plan but for its poster, video and date (`SubmitPlanInput`). */
export const SAMPLE_PLAN = {
  kind: 'party',
  theme: 'Diwali dinner',
  countryCode: 'IN',
  cityId: 'IN:DL:New Delhi',
  host: 'Asha',
  tables: 12,
  phone: { prefix: '+91', number: '98765 43210' },
  agreed: true,
} as const;
