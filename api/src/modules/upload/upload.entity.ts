import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A stored image and who sent it, so only its owner can use it (e.g. as an avatar): a member, or an
 * operator for the content area (`operator`, with no member).
 */
export const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'upload',
  properties: {
    ...baseProperties,
    memberId: p.integer().nullable().index(),
    operator: p.string().length(80).nullable(),
    name: p.string().length(64).unique(),
    mime: p.string().length(40),
    size: p.integer(),
  },
});

export type Upload = InferEntity<typeof UploadSchema>;
