import { z } from 'zod';
import { amount, amountOrZero, optionalReason, paymentPassword } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';
import { isDay } from '../fund/fund-admin.schema.ts';
import { MAX_REWARD_DAYS } from './checkin.service.ts';

/** `YYYY-MM-DD`, a day of the calendar. */
const day = () => z.string(message('checkin.dayInvalid')).trim().refine(isDay, message('checkin.dayInvalid'));

/** `POST /api/Checkin/makeup`: the missed day and the payment password. */
export const MakeUpSchema = z.object({ day: day(), paymentPassword: paymentPassword() });

/** `POST /api/Admin/checkin/settings`: the make-up fee, the quota's amount and its days (blank: for ever). */
export const CheckInSettingsSchema = z.object({
  makeUpFee: amountOrZero('INR', 'checkin.feeInvalid'),
  rewardAmount: z.string(message('checkin.rewardInvalid')).pipe(amount('INR')),
  rewardDays: z.preprocess(
    (value) => (value === '' || value === null ? null : value),
    z
      .null()
      .or(
        intParam().pipe(
          z
            .number(message('checkin.rewardDaysInvalid'))
            .int(message('checkin.rewardDaysInvalid'))
            .min(1, message('checkin.rewardDaysInvalid'))
            .max(MAX_REWARD_DAYS, message('checkin.rewardDaysInvalid')),
        ),
      ),
  ),
  reason: optionalReason(),
});
