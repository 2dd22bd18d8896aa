import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A static content page addressed by key (`about`: the company introduction). */
export const PageSchema = defineEntity({
  name: 'Page',
  tableName: 'page',
  properties: {
    ...baseProperties,
    key: p.string().length(64).unique(),
    titleHiIn: p.string().length(200),
    titleEnUs: p.string().length(200),
    titleZhCn: p.string().length(200),
    bodyHiIn: p.text(),
    bodyEnUs: p.text(),
    bodyZhCn: p.text(),
  },
});

export type Page = InferEntity<typeof PageSchema>;
