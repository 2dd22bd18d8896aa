import { api } from '@h5/platform';
import type { WalletSummary } from '@h5/api/contract/ledger';

/** The member's balance, to check a purchase against before it is sent. */
export const fetchWalletSummary = (): Promise<WalletSummary> =>
  api.get<WalletSummary>('/Wallet/summary', undefined, { silent: true });
