import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * An article. Text is kept per language in its own columns, as notices keep it; the body is the
 * Markdown the operator wrote, rendered and sanitized when read (ADR 0035), so a stricter
 * sanitizer applies to every article at once.
 */
export const ArticleSchema = defineEntity({
  name: 'Article',
  tableName: 'article',
  indexes: [{ properties: ['published', 'publishedAt'] }],
  properties: {
    ...baseProperties,
    /** Stable key of a seeded demo article (null for articles an operator writes). */
    seedKey: p.string().length(64).nullable().unique(),
    titleHiIn: p.string().length(200),
    titleEnUs: p.string().length(200),
    titleZhCn: p.string().length(200),
    summaryHiIn: p.string().length(500),
    summaryEnUs: p.string().length(500),
    summaryZhCn: p.string().length(500),
    bodyHiIn: p.text(),
    bodyEnUs: p.text(),
    bodyZhCn: p.text(),
    /** A public image path (`/uploads/<name>`), or null. */
    cover: p.string().length(255).nullable(),
    published: p.boolean().default(false),
    /** When it was last published; kept when it is unpublished (null: never published). */
    publishedAt: p.datetime(3).nullable(),
  },
});

export type Article = InferEntity<typeof ArticleSchema>;
