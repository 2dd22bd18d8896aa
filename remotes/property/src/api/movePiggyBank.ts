import { api } from '@h5/platform';
import type { PiggyDirection, PiggyMoveAnswer } from './walletTypes.ts';

/** Moves `amount` (decimal string) into or out of the piggy bank, once per idempotency key. */
export const movePiggyBank = (
  direction: PiggyDirection,
  amount: string,
  idempotencyKey: string,
): Promise<PiggyMoveAnswer> =>
  api.post<PiggyMoveAnswer>(`/Wallet/piggy/${direction}`, { amount }, { idempotencyKey });
