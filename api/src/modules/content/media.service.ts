import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { columnsOf } from './article.service.ts';
import { mediaPathFor, type CreateMediaInput, type UpdateMediaInput } from './content.schema.ts';
import type { MediaKind } from './content.contract.ts';
import type { ContentFiles } from './content-files.ts';
import { changePublished, newPublishable } from './content-publishing.ts';
import { MediaItemSchema, type MediaItem } from './media-item.entity.ts';

type Deps = { em: EntityManager; clock: Clock; files: ContentFiles };

/** The media gallery: published images and videos for members; adding and publishing for operators, audited. */
export function createMediaService({ em, clock, files }: Deps) {
  async function find(tx: EntityManager, id: number): Promise<MediaItem> {
    const item = await tx.findOne(MediaItemSchema, { id });
    if (!item) throw notFound('content.mediaNotFound');
    return item;
  }

  return {
    /** Published items of one kind, newest first. */
    async listPublished(
      kind: MediaKind,
      page: number,
      rows: number,
    ): Promise<{ list: MediaItem[]; total: number }> {
      const [list, total] = await em.findAndCount(
        MediaItemSchema,
        { kind, published: true },
        { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: rows, offset: (page - 1) * rows },
      );
      return { list, total };
    },

    /** Every item (of a kind, published or not, when asked), newest first. */
    async list(
      filter: { kind?: MediaKind | undefined; published?: boolean | undefined },
      page: number,
      rows: number,
    ): Promise<{ list: MediaItem[]; total: number }> {
      const where: { kind?: MediaKind; published?: boolean } = {};
      if (filter.kind) where.kind = filter.kind;
      if (filter.published !== undefined) where.published = filter.published;
      const [list, total] = await em.findAndCount(MediaItemSchema, where, {
        orderBy: { id: 'desc' },
        limit: rows,
        offset: (page - 1) * rows,
      });
      return { list, total };
    },

    async create(input: CreateMediaInput, by: ActedBy): Promise<MediaItem> {
      await files.check(input.path, input.kind, 'path');
      if (input.poster) await files.check(input.poster, 'image', 'poster');
      const now = clock.now();
      return em.transactional(async (tx) => {
        const item = tx.create(MediaItemSchema, {
          seedKey: null,
          kind: input.kind,
          ...columnsOf('title', input.title),
          path: input.path,
          poster: input.kind === 'video' ? (input.poster ?? null) : null,
          ...newPublishable(input.published, now),
        });
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'media_create',
          detail: { mediaId: item.id, kind: item.kind, path: item.path, published: input.published },
        });
        return item;
      });
    },

    /** Changes the fields given; the kind stays, so the path must be of the same kind. */
    async update(input: UpdateMediaInput, by: ActedBy): Promise<MediaItem> {
      // Checked before the transaction: the files are looked up in the upload module's tables.
      const kind = (await find(em, input.id)).kind as MediaKind;
      let path: string | undefined;
      if (input.path !== undefined) {
        const parsed = mediaPathFor(kind, input.path);
        if (!parsed.success) {
          const key = kind === 'image' ? 'content.imagePathInvalid' : 'content.videoPathInvalid';
          throw new ApiError(422, key, { params: { field: 'path' } });
        }
        await files.check(parsed.data, kind, 'path');
        path = parsed.data;
      }
      if (input.poster !== undefined && input.poster !== null) {
        if (kind !== 'video') throw new ApiError(422, 'content.posterOnlyForVideo');
        await files.check(input.poster, 'image', 'poster');
      }
      return em.transactional(async (tx) => {
        const item = await find(tx, input.id);
        const changed: string[] = [];
        if (path !== undefined) {
          item.path = path;
          changed.push('path');
        }
        if (input.poster !== undefined) {
          item.poster = input.poster;
          changed.push('poster');
        }
        if (input.title) {
          tx.assign(item, columnsOf('title', input.title));
          changed.push('title');
        }
        item.updatedAt = clock.now();
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'media_update',
          detail: { mediaId: item.id, kind: item.kind, changed },
        });
        return item;
      });
    },

    /** Shows the item in the gallery (from now, newest first) or hides it; a no-op records nothing. */
    async setPublished(id: number, published: boolean, by: ActedBy): Promise<MediaItem> {
      return em.transactional(async (tx) => {
        const item = await find(tx, id);
        if (!changePublished(item, published, clock)) return item;
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: published ? 'media_publish' : 'media_unpublish',
          detail: { mediaId: item.id, kind: item.kind, path: item.path },
        });
        return item;
      });
    },

    async remove(id: number, by: ActedBy): Promise<void> {
      await em.transactional(async (tx) => {
        const item = await find(tx, id);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'media_delete',
          detail: { mediaId: item.id, kind: item.kind, path: item.path },
        });
        tx.remove(item);
        await tx.flush();
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
