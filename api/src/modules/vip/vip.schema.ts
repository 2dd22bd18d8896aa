import { z } from 'zod';
import { amountOrZero, optionalReason } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';
import { TOP_LEVEL } from './vip.service.ts';

const count = (key: 'vip.directInvalid' | 'vip.levelInvalid' | 'vip.discountInvalid', max: number) =>
  intParam().pipe(z.number(message(key)).int(message(key)).min(0, message(key)).max(max, message(key)));

/** `POST /api/Admin/vip/level`: one level's requirements and benefits. */
export const VipLevelSchema = z.object({
  level: count('vip.levelInvalid', TOP_LEVEL),
  minHeld: amountOrZero('INR', 'vip.amountInvalid'),
  minDirect: count('vip.directInvalid', 100_000),
  minTeamHeld: amountOrZero('INR', 'vip.amountInvalid'),
  withdrawalLimitBonus: amountOrZero('USDT', 'vip.amountInvalid'),
  withdrawalFeeDiscountBps: count('vip.discountInvalid', 10_000),
  reason: optionalReason(),
});

/** `POST /api/Admin/vip/recompute`. */
export const VipRecomputeSchema = z.object({ reason: optionalReason() });
