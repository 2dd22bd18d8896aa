// Wire types of the deposit module (`@h5/api/contract/deposit`), shared with the front end. Types only.
import type { Lang, MoneyString } from '../../contract/index.ts';
import type { Chain } from '../withdrawal/withdrawal.contract.ts';

/**
 * GET /api/Wallet/deposit/address?chain: the member's address on a served chain (the same every
 * time; ERC20 and BEP20 share it when they share the extended public key), or a chain that is not
 * served (no address: it cannot receive).
 */
export type DepositAddress =
  | {
      chain: Chain;
      available: true;
      address: string;
      qrDataUrl: string;
      /** Blocks on top of a deposit's own, its own included, before it is credited. */
      confirmations: number;
      /** Smaller deposits are recorded, never credited. */
      minimum: MoneyString;
    }
  | { chain: Chain; available: false };

/** One of GET /api/Wallet/deposit/networks `{ list }`: TRC20, ERC20, BEP20, served or not. */
export type DepositNetwork = {
  chain: Chain;
  available: boolean;
  /** 0 on a chain that is not served. */
  confirmations: number;
  /** null on a chain that is not served. */
  minimum: MoneyString | null;
};

/** seen → confirming (n of N) → credited; or recorded under the minimum; or undone by a reorg before credit. */
export type DepositState = 'confirming' | 'credited' | 'below_minimum' | 'dropped';

/** One of GET /api/Wallet/deposits?page&rows. */
export type Deposit = {
  id: number;
  chain: Chain;
  amount: MoneyString;
  txHash: string;
  state: DepositState;
  /** Blocks on top of its own, its own included (when it was credited, for a credited one). */
  confirmations: number;
  /** N of its chain when it was seen (0 for an operator's credit of a chain not served). */
  requiredConfirmations: number;
  createdAt: string;
  /** When it was credited. */
  confirmedAt: string | null;
};

/**
 * One of GET /api/Admin/deposits?state&reorged&page&rows, and the answer of deposits/confirm:
 * where it was seen on chain (null for an operator's credit, whose log index is -1), and
 * `reorgedAt` when a reorg removed its block after it was credited (for an operator to settle).
 */
export type OperatorDeposit = Deposit & {
  memberId: number;
  blockNumber: number | null;
  fromAddress: string | null;
  toAddress: string | null;
  logIndex: number;
  reorgedAt: string | null;
};

/** The socket's `notice` of topic `deposit`: on each new deposit, confirmation count, credit and drop. */
export type SocketDepositNoticeMessage = {
  type: 'notice';
  topic: 'deposit';
  deposit: Deposit;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};
