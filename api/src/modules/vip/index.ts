import { defineModule } from '../../platform/module.ts';
import { MemberVipSchema, VipLevelSchema } from './vip.entity.ts';

/** VIP levels 0–5: requirements, benefits, promotion by events and a nightly job (ADR 0028). */
export const vipModule = defineModule({
  name: 'vip',
  entities: [VipLevelSchema, MemberVipSchema],
});
