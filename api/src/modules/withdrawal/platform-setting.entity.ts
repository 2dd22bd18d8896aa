import { defineEntity, p, type EntityManager, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** An operator setting: a JSON value under a unique key (`withdrawal`). */
export const PlatformSettingSchema = defineEntity({
  name: 'PlatformSetting',
  tableName: 'platform_setting',
  properties: {
    ...baseProperties,
    settingKey: p.string().length(40).unique(),
    value: p.text(),
  },
});

export type PlatformSetting = InferEntity<typeof PlatformSettingSchema>;

/** Writes an operator setting's JSON value in the caller's transaction, creating it the first time. */
export async function saveSetting(tx: EntityManager, settingKey: string, value: string, now: Date) {
  const row = await tx.findOne(PlatformSettingSchema, { settingKey });
  if (row) Object.assign(row, { value, updatedAt: now });
  else tx.create(PlatformSettingSchema, { settingKey, value, createdAt: now, updatedAt: now });
  await tx.flush();
}
