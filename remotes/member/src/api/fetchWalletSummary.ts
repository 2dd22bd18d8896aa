import { api } from '@h5/platform';
import type { WalletSummary } from '@h5/api/contract/ledger';
import { WALLET_SUMMARY } from './firstScreenCalls.ts';

export const fetchWalletSummary = (): Promise<WalletSummary> =>
  api.get<WalletSummary>(WALLET_SUMMARY.path, undefined, { silent: true });
