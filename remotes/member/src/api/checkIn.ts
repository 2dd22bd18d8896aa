import { api } from '@h5/platform';
import type { CheckInAnswer, CheckInState } from '@h5/api/contract/checkin';

/** The member's current run of check-ins, on the platform's day in India. */
export const fetchCheckInState = (): Promise<CheckInState> => api.get<CheckInState>('/Checkin/state');

/** Checks in today (a second time answers 409, shown in a toast). */
export const checkInToday = (): Promise<CheckInAnswer> => api.post<CheckInAnswer>('/Checkin/sign');

/** Makes up a missed day of the run for the fee; the caller shows the refusal in its sheet. */
export const makeUpDay = (
  day: string,
  paymentPassword: string,
  idempotencyKey: string,
): Promise<CheckInAnswer> =>
  api.post<CheckInAnswer>('/Checkin/makeup', { day, paymentPassword }, { idempotencyKey, silent: true });
