import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type { Withdrawal, WithdrawalSettings } from './walletTypes.ts';

export const fetchWithdrawalSettings = (): Promise<WithdrawalSettings> =>
  api.get<WithdrawalSettings>('/Wallet/withdrawal/settings', undefined, { silent: true });

export const fetchWithdrawals = (page: number, rows: number): Promise<Paged<Withdrawal>> =>
  api.get<Paged<Withdrawal>>('/Wallet/withdrawals', { page, rows }, { silent: true });

export type WithdrawalRequest = { addressId: number; amount: string; paymentPassword: string; code: string };

/** Asks for a withdrawal of `amount` USDT to a saved address, once per idempotency key. */
export const requestWithdrawal = (request: WithdrawalRequest, idempotencyKey: string): Promise<Withdrawal> =>
  api.post<Withdrawal>('/Wallet/withdrawal/request', request, { idempotencyKey });

export const cancelWithdrawal = (id: number, idempotencyKey: string): Promise<Withdrawal> =>
  api.post<Withdrawal>('/Wallet/withdrawal/cancel', { id }, { idempotencyKey });
