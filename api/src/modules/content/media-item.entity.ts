import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** An image or a video of the media gallery, with its title in each language. */
export const MediaItemSchema = defineEntity({
  name: 'MediaItem',
  tableName: 'media_item',
  indexes: [{ properties: ['kind', 'published', 'publishedAt'] }],
  properties: {
    ...baseProperties,
    /** Stable key of a seeded demo item (null for items an operator adds). */
    seedKey: p.string().length(64).nullable().unique(),
    /** `image` or `video`. */
    kind: p.string().length(8),
    titleHiIn: p.string().length(200),
    titleEnUs: p.string().length(200),
    titleZhCn: p.string().length(200),
    /** The file's public path. */
    path: p.string().length(255),
    /** A video's poster image (null for images, optional for videos). */
    poster: p.string().length(255).nullable(),
    published: p.boolean().default(false),
    /** When it was last published; kept when it is unpublished (null: never published). */
    publishedAt: p.datetime(3).nullable(),
  },
});

export type MediaItem = InferEntity<typeof MediaItemSchema>;
