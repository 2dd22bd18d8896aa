import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { EntityManager } from '@mikro-orm/core';
import { Server as TusServer } from '@tus/server';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Logger } from 'pino';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { VideoUploadInfo } from '../plans/plans.contract.ts';
import type { ByteRange, VideoStore } from './video-store.ts';
import { VideoUploadSchema, type VideoUpload } from './video-upload.entity.ts';

export const VIDEO_MAX_BYTES = 300 * 1024 * 1024;

/** Video types accepted, decided from the bytes (never the name), with the extension served. */
export const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'video/vnd.avi': 'avi',
};

/** The bytes the type is decided from: file-type's own "reasonable" sample. */
const HEAD_BYTES = 4100;

/** Where the tus protocol is answered; an upload is `<path>/<key>`. */
export const VIDEO_UPLOAD_PATH = '/api/Upload/video';

/** A public video name: 32 random hex digits and a video extension. */
export const VIDEO_NAME = /^[a-f0-9]{32}\.(mp4|mov|m4v|avi)$/;

/** Unattached member uploads are removed this long after they were created. */
export const UNATTACHED_TTL_MS = 86_400_000;

const KEY = /^[a-f0-9]{32}$/;

/** Headers of the connection or of the override, not of the tus request itself. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'x-http-method-override',
]);

/** How many received bytes of a video upload between two young-generation collections. */
const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;

/**
 * A young-generation collection (well under a millisecond), asked for every 16 MB a video upload
 * receives. Each chunk read from the socket is a new buffer outside V8's heap that is garbage once
 * written, and V8 collects such memory only after 64 MB more of it has piled up: without this, a
 * fast upload grows the process by about 80 MB before the first collection (bench:upload's budget
 * is 64 MB). `--expose-gc` set at run time exposes `gc` to new contexts only, not to the app's.
 */
const collectYoungGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
  return () => gc({ type: 'minor' });
})();

const tooLarge = () =>
  new ApiError(413, 'upload.videoTooLarge', { params: { mb: VIDEO_MAX_BYTES / 1024 / 1024 } });

/** An operator's file went past the limit (413). */
class PastTheLimit extends Error {}

/** The upload is not a video of an accepted type (415). */
class NotAVideo extends Error {
  status_code = 415;
  body = 'Unsupported Media Type\n';
}

/** Decides a video's type from its first bytes; null when they are of no accepted type. */
async function videoTypeOf(head: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(head);
  return type && VIDEO_TYPES[type.mime] ? type.mime : null;
}

/**
 * Holds back the first `HEAD_BYTES` of a stream (at most that much memory) until the type is
 * decided from them, then lets every byte through as it comes. `known` are bytes already stored
 * before this stream (an upload resumed before its type was decided). A refused type fails the
 * stream before a byte of it is passed on.
 */
class TypeGate extends Transform {
  mime: string | null;
  readonly #held: Buffer[] = [];
  #heldBytes: number;
  readonly #known: Buffer;
  #uncollected = 0;

  /** `mime`: the type already decided (a resumed upload), so every byte goes straight through. */
  constructor(known: Buffer = Buffer.alloc(0), mime: string | null = null) {
    super({ highWaterMark: 1 << 20 });
    this.#known = known;
    this.#heldBytes = known.length;
    this.mime = mime;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#uncollected += chunk.length;
    if (this.#uncollected >= COLLECT_EVERY_BYTES) {
      this.#uncollected = 0;
      collectYoungGarbage();
    }
    if (this.mime) return done(null, chunk);
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    if (this.#heldBytes < HEAD_BYTES) return done();
    this.#decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    // Fewer bytes than the sample so far: passed on undecided; decided when the upload ends.
    if (!this.mime) for (const chunk of this.#held.splice(0)) this.push(chunk);
    done();
  }

  async #decide() {
    const head = Buffer.concat([this.#known, ...this.#held]);
    const mime = await videoTypeOf(head.subarray(0, HEAD_BYTES));
    if (!mime) throw new NotAVideo();
    this.mime = mime;
    for (const chunk of this.#held.splice(0)) this.push(chunk);
  }
}

type Deps = { em: EntityManager; clock: Clock; store: VideoStore; logger: Logger };

/** Who is asking, for the tus calls made on their behalf. */
type Caller = { memberId: number };

/** A tus error (`ERRORS.*`, or one of ours) as a localized answer. */
function asApiError(error: { status_code?: number; body?: string }): ApiError | Error {
  switch (error.status_code) {
    case 404:
    case 410:
      return new ApiError(404, 'upload.videoNotFound');
    case 409:
      return new ApiError(409, 'upload.videoOffsetMismatch');
    case 413:
      return tooLarge();
    case 415:
      return new ApiError(415, 'upload.notAVideo');
    case 400:
    case 403:
    case 412:
      return new ApiError(400, 'upload.videoRequestInvalid');
    case 501:
      return new ApiError(405, 'errors.methodNotAllowed');
    default:
      return new Error(`tus: ${error.status_code ?? ''} ${error.body ?? String(error)}`);
  }
}

/**
 * Resumable video uploads (the tus protocol, `@tus/server`) into a `VideoStore`, each recorded
 * with its owner; operators' video uploads for the content area; the finished videos served by a
 * public random name; the removal of unattached uploads after a day (ADR 0033).
 */
export function createVideoUploadService({ em, clock, store, logger }: Deps) {
  const callers = new WeakMap<Request, Caller>();
  const failures = new WeakMap<Request, { status_code?: number; body?: string }>();
  const newKey = () => randomBytes(16).toString('hex');
  const rowOf = (key: string) => (KEY.test(key) ? em.findOne(VideoUploadSchema, { key }) : null);

  /** Sets the type and the public name once the last byte is in; removes it if it is no video. */
  async function finish(row: VideoUpload): Promise<void> {
    if (row.finishedAt) return;
    if (!row.mime) {
      const head = await Readable.from(
        store.read(row.key, { start: 0, end: Math.min(HEAD_BYTES, row.size ?? 0) - 1 }),
      ).toArray();
      const mime = await videoTypeOf(Buffer.concat(head as Buffer[]));
      if (!mime) {
        await discard(row);
        throw new NotAVideo();
      }
      row.mime = mime;
    }
    row.finishedAt = clock.now();
    row.publicName = `${newKey()}.${VIDEO_TYPES[row.mime]}`;
    await em.flush();
  }

  async function discard(row: VideoUpload): Promise<void> {
    await em.nativeDelete(VideoUploadSchema, { id: row.id, planId: null });
    await store.remove(row.key);
  }

  /** The tus data store: bytes in the `VideoStore`, everything else in the `video_upload` row. */
  class RecordedStore extends DataStore {
    constructor() {
      super();
      this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
    }

    override async create(upload: Upload): Promise<Upload> {
      const memberId = Number(upload.metadata?.owner);
      const now = clock.now();
      em.create(VideoUploadSchema, {
        key: upload.id,
        memberId,
        operator: null,
        size: upload.size ?? null,
        mime: null,
        finishedAt: null,
        publicName: null,
        planId: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await store.create(upload.id);
      upload.creation_date = now.toISOString();
      return upload;
    }

    override async getUpload(id: string): Promise<Upload> {
      const row = await rowOf(id);
      const offset = row && (await store.size(row.key));
      if (!row || offset === null) throw ERRORS.FILE_NOT_FOUND;
      return new Upload({
        id,
        offset,
        ...(row.size != null && { size: row.size }),
        creation_date: row.createdAt.toISOString(),
      });
    }

    override async declareUploadLength(id: string, length: number): Promise<void> {
      // Through the row the request already holds, so finishing it later in the request sees the size.
      const row = await rowOf(id);
      if (!row) throw ERRORS.FILE_NOT_FOUND;
      row.size = length;
      await em.flush();
    }

    override async write(source: Readable, id: string, offset: number): Promise<number> {
      const row = await rowOf(id);
      if (!row) throw ERRORS.FILE_NOT_FOUND;
      // The type is not known yet: the bytes stored so far (fewer than the sample) go first.
      const known =
        offset && !row.mime
          ? Buffer.concat((await store.read(id, { start: 0, end: offset - 1 }).toArray()) as Buffer[])
          : undefined;
      const gate = new TypeGate(known, row.mime ?? null);
      // A failure of either side ends both: the source's reaches the store through the gate.
      void pipeline(source, gate).catch(() => undefined);
      try {
        const written = await store.append(id, offset, gate);
        if (gate.mime && !row.mime) {
          row.mime = gate.mime;
          await em.flush();
        }
        return written;
      } catch (error) {
        if (error instanceof NotAVideo) await discard(row);
        throw error;
      }
    }

    override async remove(id: string): Promise<void> {
      const row = await rowOf(id);
      if (!row) throw ERRORS.FILE_NOT_FOUND;
      await discard(row);
    }
  }

  const tus = new TusServer({
    path: VIDEO_UPLOAD_PATH,
    datastore: new RecordedStore(),
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => newKey(),
    // The owner comes from the session, never from what the client sent.
    onUploadCreate: async (req, upload) => {
      const caller = callers.get(req);
      if (!caller) throw ERRORS.FILE_NOT_FOUND;
      return { metadata: { ...upload.metadata, owner: String(caller.memberId) } };
    },
    onUploadFinish: async (_req, upload) => {
      const row = await rowOf(upload.id);
      if (!row) throw ERRORS.FILE_NOT_FOUND;
      await finish(row);
      return {};
    },
    onResponseError: (req, error) => {
      failures.set(req, error as { status_code?: number; body?: string });
      return undefined;
    },
  });

  return {
    /**
     * Answers one tus request (`POST` creation, `HEAD`, `PATCH`, `DELETE`) of `memberId`. An
     * upload that is not theirs is answered as one that does not exist. Failures are thrown as
     * localized errors; the answer's status, headers and (empty) body are answered as tus says.
     */
    async tus(
      req: IncomingMessage,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      key: string | null,
      memberId: number,
    ): Promise<{ status: number; headers: Headers }> {
      if (key !== null) {
        const row = await rowOf(key);
        if (!row || row.memberId !== memberId) throw new ApiError(404, 'upload.videoNotFound');
        if (method === 'DELETE' && row.planId != null) throw new ApiError(409, 'upload.videoAttached');
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (HOP_HEADERS.has(name) || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      if (method === 'POST' && headers.get('upload-length') === '0')
        throw new ApiError(415, 'upload.notAVideo');
      if (!headers.get('tus-resumable')) throw new ApiError(400, 'upload.videoRequestInvalid');
      // tus bytes come as `application/offset+octet-stream` only (a PATCH, or a creation with
      // upload); any other body is none of tus's (and a JSON or form one was read already).
      const hasBody =
        (method === 'PATCH' || method === 'POST') &&
        headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ===
          'application/offset+octet-stream';
      const request = new Request(`http://127.0.0.1${VIDEO_UPLOAD_PATH}${key === null ? '' : `/${key}`}`, {
        method,
        headers,
        ...(hasBody && {
          // Queued by bytes: toWeb's default counts chunks (thousands of them), which would let a
          // fast sender fill the memory faster than the disk takes it.
          body: Readable.toWeb(req, {
            strategy: new ByteLengthQueuingStrategy({ highWaterMark: 1 << 20 }),
          }) as ReadableStream<Uint8Array>,
          duplex: 'half',
        }),
      } as RequestInit);
      callers.set(request, { memberId });
      const response = await tus.handleWeb(request);
      // Refusals tus answers itself (a missing `Tus-Resumable`: 412) go through no hook.
      const failure =
        failures.get(request) ?? (response.status >= 400 ? { status_code: response.status } : undefined);
      if (failure) {
        // A body over the limit is refused whole: nothing of it is kept.
        if (failure.status_code === 413 && key !== null) {
          const row = await rowOf(key);
          if (row && row.planId == null) await discard(row);
        }
        const error = asApiError(failure);
        if (!(error instanceof ApiError)) logger.error({ err: error }, 'video upload failed');
        throw error;
      }
      await response.body?.cancel();
      return { status: response.status, headers: response.headers };
    },

    /** `GET /api/Upload/video/info`: the member's own upload (another's: 404). */
    async info(key: string, memberId: number): Promise<VideoUploadInfo> {
      const row = await rowOf(key);
      const offset = row && (await store.size(row.key));
      if (!row || row.memberId !== memberId || offset === null)
        throw new ApiError(404, 'upload.videoNotFound');
      return {
        id: row.key,
        size: row.size ?? 0,
        offset,
        mime: row.mime ?? null,
        finished: row.finishedAt != null,
        attached: row.planId != null,
      };
    },

    /** A member's upload by its key (for a plan to check and attach), or null. */
    byKey: (key: string) => rowOf(key),

    /** A finished video by its public name, or null. */
    async published(name: string): Promise<VideoUpload | null> {
      if (!VIDEO_NAME.test(name)) return null;
      return em.findOne(VideoUploadSchema, { publicName: name, finishedAt: { $ne: null } });
    },

    /** The video's bytes, or those of `range`. */
    read: (row: VideoUpload, range?: ByteRange) => store.read(row.key, range),

    /**
     * An operator's video for the content area: the `file` field of a multipart body streamed into
     * the store, refused (and removed) as soon as it passes the limit or its first bytes are of no
     * video type. Audited. Answers its public path.
     */
    async storeOperatorVideo(
      req: IncomingMessage,
      headers: IncomingHttpHeaders,
      by: ActedBy,
    ): Promise<string> {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers, limits: { files: 1, fileSize: VIDEO_MAX_BYTES, fields: 20, parts: 30 } });
      } catch {
        throw new ApiError(400, 'upload.fileRequired');
      }
      const key = newKey();
      let stored: Promise<{ mime: string | null; size: number }> | undefined;
      let file: Readable | undefined;
      // A refusal while the form still streams (past the limit, or not a video from its first
      // bytes) is answered at once: storing stops, and the rest of the form is read and dropped
      // (a browser reads an answer only once it sent the whole body; a closed connection would
      // show it a network failure instead of the reason).
      let refuse!: (error: ApiError) => void;
      const refused = new Promise<ApiError>((resolve) => (refuse = resolve));
      parser.on('file', (field, stream) => {
        if (field !== 'file' || stored) {
          stream.on('error', () => undefined).resume();
          return;
        }
        const gate = new TypeGate();
        file = stream;
        stream.on('error', (error) => gate.destroy(error));
        stream.on('limit', () => {
          gate.destroy(new PastTheLimit());
          refuse(tooLarge());
        });
        gate.on('error', (error) => {
          stream.unpipe(gate);
          stream.resume();
          if (error instanceof NotAVideo) refuse(new ApiError(415, 'upload.notAVideo'));
        });
        stream.pipe(gate);
        stored = (async () => {
          await store.create(key);
          const size = await store.append(key, 0, gate);
          return { mime: gate.mime, size };
        })();
        stored.catch(() => undefined);
      });
      const form = pipeline(req, parser).then(
        () => null,
        () => {
          // The connection dropped mid-file: end the file, so what was stored is removed.
          file?.destroy(new Error('the form ended early'));
          return new ApiError(400, 'errors.malformedBody');
        },
      );
      const failure = await Promise.race([form, refused]);
      let received: { mime: string | null; size: number } | undefined;
      try {
        if (failure) throw failure;
        received = stored && (await stored);
      } catch (error) {
        await stored?.catch(() => undefined);
        await store.remove(key);
        // A small form may end before the refusal of its file was told: the same answers.
        if (error instanceof NotAVideo) throw new ApiError(415, 'upload.notAVideo');
        if (error instanceof PastTheLimit) throw tooLarge();
        throw error;
      }
      if (!received) throw new ApiError(400, 'upload.fileRequired');
      let mime = received.mime;
      if (!mime && received.size > 0) {
        const head = (await store.read(key, { start: 0, end: received.size - 1 }).toArray()) as Buffer[];
        mime = await videoTypeOf(Buffer.concat(head));
      }
      if (!mime) {
        await store.remove(key);
        throw new ApiError(415, 'upload.notAVideo');
      }
      const publicName = `${newKey()}.${VIDEO_TYPES[mime]}`;
      const now = clock.now();
      await em.transactional(async (tx) => {
        tx.create(VideoUploadSchema, {
          key,
          memberId: null,
          operator: by.actor,
          size: received.size,
          mime,
          finishedAt: now,
          publicName,
          planId: null,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'upload_video',
          detail: { path: `/videos/${publicName}`, mime, size: received.size },
        });
      });
      return `/videos/${publicName}`;
    },

    /**
     * Removes the member uploads created more than a day ago that no plan holds, row first: a
     * row another process removed, or a plan attached meanwhile, is left alone (the delete is
     * conditional), so the pass is safe on several processes. Answers how many it removed.
     */
    async removeUnattached(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNATTACHED_TTL_MS);
      const fork = em.fork();
      const stale = await fork.find(
        VideoUploadSchema,
        { memberId: { $ne: null }, planId: null, createdAt: { $lt: before } },
        { fields: ['id', 'key'], limit: 500, orderBy: { id: 'asc' } },
      );
      let removed = 0;
      for (const row of stale) {
        if ((await fork.nativeDelete(VideoUploadSchema, { id: row.id, planId: null })) !== 1) continue;
        await store.remove(row.key);
        removed += 1;
      }
      return removed;
    },
  };
}

export type VideoUploadService = ReturnType<typeof createVideoUploadService>;
