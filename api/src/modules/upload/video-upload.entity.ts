import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A video upload (ADR 0033): a member's resumable (tus) upload, or an operator's for the content
 * area. `key` names it to its owner (the tus URL) and in the store; `publicName` is the random
 * name it is served under once finished, so the public address never opens the upload itself.
 * `size` is null while the member's client has not said how long it is (deferred length).
 */
export const VideoUploadSchema = defineEntity({
  name: 'VideoUpload',
  tableName: 'video_upload',
  indexes: [{ properties: ['memberId', 'createdAt'] }, { properties: ['planId', 'createdAt'] }],
  properties: {
    ...baseProperties,
    key: p.string().length(32).unique(),
    /** The member who uploads it; null for an operator's upload. */
    memberId: p.integer().nullable(),
    /** The operator who uploaded it (`operator:asha`); null for a member's. */
    operator: p.string().length(80).nullable(),
    size: p.integer().nullable(),
    /** The type found in the first bytes; null until they arrived. */
    mime: p.string().length(40).nullable(),
    finishedAt: p.datetime(3).nullable(),
    /** `<32 hex>.<ext>`, set when the last byte arrived. */
    publicName: p.string().length(40).nullable().unique(),
    /** The plan it is attached to (one plan only); unattached member uploads go after a day. */
    planId: p.integer().nullable().unique(),
  },
});

export type VideoUpload = InferEntity<typeof VideoUploadSchema>;
