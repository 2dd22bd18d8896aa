import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * An announcement. Text is stored per language in its own columns: the three languages are
 * fixed by the product, and one row answers a list page in one query.
 */
export const NoticeSchema = defineEntity({
  name: 'Notice',
  tableName: 'notice',
  properties: {
    ...baseProperties,
    /** Stable key of a seeded demo notice (null for notices an operator publishes). */
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
    publishedAt: p.datetime(3).index(),
  },
});

export type Notice = InferEntity<typeof NoticeSchema>;
