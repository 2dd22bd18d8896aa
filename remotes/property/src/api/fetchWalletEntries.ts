import { api } from '@h5/platform';
import type { WalletEntriesPage } from './walletTypes.ts';

/** One page of balance details, of one entry type or (without `type`) all of them. */
export const fetchWalletEntries = (page: number, rows: number, type?: string): Promise<WalletEntriesPage> =>
  api.get<WalletEntriesPage>('/Wallet/entries', { page, rows, type }, { silent: true });
