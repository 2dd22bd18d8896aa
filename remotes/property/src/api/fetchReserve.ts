import { api } from '@h5/platform';
import type { Reserve } from './walletTypes.ts';

export const fetchReserve = (page: number, rows: number): Promise<Reserve> =>
  api.get<Reserve>('/Wallet/reserve', { page, rows }, { silent: true });
