import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A stored upload and who sent it, so only its owner can use it (e.g. as an avatar). */
export const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'upload',
  properties: {
    ...baseProperties,
    memberId: p.integer().index(),
    name: p.string().length(64).unique(),
    mime: p.string().length(40),
    size: p.integer(),
  },
});

export type Upload = InferEntity<typeof UploadSchema>;
