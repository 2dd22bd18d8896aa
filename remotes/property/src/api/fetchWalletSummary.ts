import { api } from '@h5/platform';
import type { WalletSummary } from './walletTypes.ts';

export const fetchWalletSummary = (): Promise<WalletSummary> =>
  api.get<WalletSummary>('/Wallet/summary', undefined, { silent: true });
