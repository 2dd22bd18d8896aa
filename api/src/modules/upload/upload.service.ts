import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/core';
import busboy from 'busboy';
import { fileTypeFromFile } from 'file-type';
import type { Clock } from '../../platform/clock.ts';
import { randomToken } from '../../platform/crypto.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { UploadSchema, type Upload } from './upload.entity.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Image types accepted, decided from the bytes, with the extension they are stored under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]),
);

/** A stored file name: 32 random hex digits and an image extension, nothing a caller chooses. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

type Deps = { em: EntityManager; clock: Clock; dataDir: string };

type Received = { tmp: string; size: number } | 'too-large' | 'none';

/**
 * Streams one multipart file to disk (memory stays flat), stops counting it at the limit, then
 * decides its type from its first bytes.
 */
export function createUploadService({ em, clock, dataDir }: Deps) {
  const dir = join(dataDir, 'uploads');
  const ready = mkdir(dir, { recursive: true });

  /**
   * Streams the `file` field to a temporary file. Every stream on the way has its errors handled
   * (`pipeline`): a body cut off mid-file ("Unexpected end of form"), a broken connection or a
   * full disk answers 400 or 500 for this request and never reaches the process.
   */
  async function receive(
    req: IncomingMessage,
    headers: IncomingHttpHeaders,
    maxBytes: number,
  ): Promise<Received> {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 30 } });
    } catch {
      throw new ApiError(400, 'upload.fileRequired');
    }
    let received: Promise<Received> = Promise.resolve('none');
    let file: Readable | undefined;
    let failed = false;
    parser.on('file', (field, stream) => {
      if (field !== 'file' || failed) {
        stream.on('error', () => undefined).resume();
        return;
      }
      const tmp = join(dir, `.tmp-${randomToken(12)}`);
      file = stream;
      received = pipeline(stream, createWriteStream(tmp)).then(
        async (): Promise<Received> => {
          // Busboy stops the file at `fileSize` and marks it truncated.
          if (stream.truncated) {
            await rm(tmp, { force: true });
            return 'too-large';
          }
          return { tmp, size: (await stat(tmp)).size };
        },
        async (error: unknown) => {
          await rm(tmp, { force: true });
          throw error;
        },
      );
      // Awaited below; until then a failure of the form must not count as unhandled.
      received.catch(() => undefined);
    });
    try {
      await pipeline(req, parser);
    } catch {
      // The file may still be open (the connection dropped mid-file): end it, so its copy is
      // removed; a part the parser was still reading opens no file after this.
      failed = true;
      file?.destroy();
      const partial = await received.catch(() => 'none' as const);
      if (typeof partial === 'object') await rm(partial.tmp, { force: true });
      throw new ApiError(400, 'errors.malformedBody');
    }
    // The form was whole: a failure now is the disk's, a 500 that is logged.
    return received;
  }

  /** Stores the `file` field as an image under a random name; answers the name, type and size. */
  async function saveImage(req: IncomingMessage, headers: IncomingHttpHeaders) {
    await ready;
    const received = await receive(req, headers, IMAGE_MAX_BYTES);
    if (received === 'none') throw new ApiError(400, 'upload.fileRequired');
    if (received === 'too-large') {
      throw new ApiError(413, 'upload.tooLarge', { params: { mb: IMAGE_MAX_BYTES / 1024 / 1024 } });
    }
    const type = await fileTypeFromFile(received.tmp);
    const ext = type && IMAGE_TYPES[type.mime];
    if (!type || !ext) {
      await rm(received.tmp, { force: true });
      throw new ApiError(415, 'upload.notAnImage');
    }
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await rename(received.tmp, join(dir, name));
    return { name, mime: type.mime, size: received.size };
  }

  return {
    /** Stores the `file` field as the member's image; answers its public path. */
    async storeImage(
      req: IncomingMessage,
      headers: IncomingHttpHeaders,
      actor: MemberActor,
    ): Promise<string> {
      const saved = await saveImage(req, headers);
      const now = clock.now();
      em.create(UploadSchema, {
        memberId: actor.id,
        operator: null,
        ...saved,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return `/uploads/${saved.name}`;
    },

    /** Stores the `file` field as an operator's image for the content area (audited); answers its path. */
    async storeOperatorImage(
      req: IncomingMessage,
      headers: IncomingHttpHeaders,
      by: ActedBy,
    ): Promise<string> {
      const saved = await saveImage(req, headers);
      const now = clock.now();
      await em.transactional(async (tx) => {
        tx.create(UploadSchema, {
          memberId: null,
          operator: by.actor,
          ...saved,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'upload_image',
          detail: { path: `/uploads/${saved.name}`, mime: saved.mime, size: saved.size },
        });
      });
      return `/uploads/${saved.name}`;
    },

    /** The upload stored under a public path (`/uploads/<name>`), or null. */
    byPath: (path: string): Promise<Upload | null> =>
      em.findOne(UploadSchema, { name: path.slice('/uploads/'.length) }),

    /** Where a stored file lives on disk, or null for a name that cannot be ours. */
    pathOf(name: string): string | null {
      return STORED_NAME.test(name) ? join(dir, name) : null;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
