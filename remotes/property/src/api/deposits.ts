import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type { Chain, Deposit, DepositAddress, DepositNetwork } from './walletTypes.ts';

export const fetchDepositAddress = (chain: Chain): Promise<DepositAddress> =>
  api.get<DepositAddress>('/Wallet/deposit/address', { chain }, { silent: true });

export const fetchDepositNetworks = (): Promise<{ list: DepositNetwork[] }> =>
  api.get<{ list: DepositNetwork[] }>('/Wallet/deposit/networks', undefined, { silent: true });

export const fetchDeposits = (page: number, rows: number): Promise<Paged<Deposit>> =>
  api.get<Paged<Deposit>>('/Wallet/deposits', { page, rows }, { silent: true });
