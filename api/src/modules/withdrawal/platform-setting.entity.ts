import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
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
