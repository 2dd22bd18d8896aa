// The deposit answers of ADR 0037 (`/api/Wallet/deposit/*`, `/api/Wallet/deposits`, the socket's
// deposit notice), as this remote reads them.
import type { Lang, MoneyString } from '@h5/api/contract';
import type { Chain } from '@h5/api/contract/withdrawal';

/** GET /api/Wallet/deposit/address?chain: the member's address, or a chain not served (no address). */
export type DepositAddress =
  | {
      chain: Chain;
      available: true;
      address: string;
      qrDataUrl: string;
      /** Blocks on top of a deposit's own before it is credited. */
      confirmations: number;
      /** Smaller deposits are recorded, never credited. */
      minimum: MoneyString;
    }
  | { chain: Chain; available: false };

/** One of GET /api/Wallet/deposit/networks: every chain, served or not. */
export type DepositNetwork = {
  chain: Chain;
  available: boolean;
  confirmations: number;
  minimum: MoneyString | null;
};

/** seen → confirming (n of N) → credited; or recorded under the minimum; or undone by a reorg. */
export type DepositState = 'confirming' | 'credited' | 'below_minimum' | 'dropped';

/** One of GET /api/Wallet/deposits?page&rows. */
export type Deposit = {
  id: number;
  chain: Chain;
  amount: MoneyString;
  txHash: string;
  state: DepositState;
  confirmations: number;
  requiredConfirmations: number;
  createdAt: string;
  confirmedAt: string | null;
};

/** The socket's `notice` of topic `deposit`: sent on each change of state or confirmation count. */
export type DepositNotice = {
  type: 'notice';
  topic: 'deposit';
  deposit: Deposit;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};
