import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { imageTypeOf, IMAGE_TYPES, receiveFile } from './multipart-file.ts';
import { UploadSchema, type Upload } from './upload.entity.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export { IMAGE_TYPES };

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]),
);

/** A stored file name: 32 random hex digits and an image extension, nothing a caller chooses. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

type Deps = { em: EntityManager; clock: Clock; dataDir: string };

/**
 * Public images: each streamed to disk (`receiveFile`, memory stays flat) and its type decided
 * from its first bytes.
 */
export function createUploadService({ em, clock, dataDir }: Deps) {
  const dir = join(dataDir, 'uploads');
  const ready = mkdir(dir, { recursive: true });

  /** Stores the `file` field as an image under a random name; answers the name, type and size. */
  async function saveImage(req: IncomingMessage, headers: IncomingHttpHeaders) {
    await ready;
    const { file: received } = await receiveFile(req, headers, { dir, maxBytes: IMAGE_MAX_BYTES });
    if (received === 'none') throw new ApiError(400, 'upload.fileRequired');
    if (received === 'too-large') {
      throw new ApiError(413, 'upload.tooLarge', { params: { mb: IMAGE_MAX_BYTES / 1024 / 1024 } });
    }
    const type = await imageTypeOf(received.tmp);
    if (!type) {
      await rm(received.tmp, { force: true });
      throw new ApiError(415, 'upload.notAnImage');
    }
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
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
