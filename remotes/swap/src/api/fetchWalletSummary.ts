import { api } from '@h5/platform';
import type { WalletSummary } from '@h5/api/contract/ledger';

/** The member's balances (`/api/Wallet/summary`): the rupee balance and USDT a swap moves between. */
export const fetchWalletSummary = (): Promise<WalletSummary> =>
  api.get<WalletSummary>('/Wallet/summary', undefined, { silent: true });
