// Wire types of the chain module (`@h5/api/contract/chain`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';
import type { Chain } from '../withdrawal/withdrawal.contract.ts';

/** How far the deposit watcher has read a chain (`chain_sync`); block numbers as numbers (< 2⁵³). */
export type ChainSyncStatus = {
  /** The next block the watcher reads. */
  nextBlock: number;
  /** The last block read (`nextBlock − 1`). */
  syncedHeight: number;
  /** The chain's head when last asked. */
  head: number;
  /** `head − syncedHeight`: blocks not read yet (0 when caught up). */
  lag: number;
  headSeenAt: string | null;
  /** The last failure talking to the chain, cleared by the next good pass. */
  lastError: string | null;
};

/** The hot wallet payouts are sent from: its address only, never its key. */
export type HotWalletStatus = {
  address: string;
  /** USDT, and the chain's native coin for gas (ETH, BNB) as a decimal; null until first read. */
  usdtBalance: MoneyString | null;
  nativeBalance: string | null;
  balanceAt: string | null;
  /** Below this USDT balance the console warns (`<CHAIN>_HOT_WALLET_LOW`). */
  lowThreshold: MoneyString;
  low: boolean;
};

export type DepositStateCounts = {
  confirming: number;
  credited: number;
  below_minimum: number;
  dropped: number;
  /** Credited, then a reorg removed its block: for an operator to settle. */
  reorgedAfterCredit: number;
};

export type PayoutState = 'sent' | 'confirmed' | 'failed';

/** One chain of GET /api/Admin/chain/status. */
export type ChainStatus = {
  chain: Chain;
  /** Its RPC endpoint, USDT contract and extended public key are all set. */
  served: boolean;
  /** Confirmations before credit and the minimum deposit; null on a chain not served. */
  confirmations: number | null;
  minimum: MoneyString | null;
  /** Null before the watcher's first pass. */
  sync: ChainSyncStatus | null;
  /** Null without a hot wallet key. */
  hotWallet: HotWalletStatus | null;
  /** Credited to deposit addresses less what left them (never below 0 per address). */
  collection: { uncollected: MoneyString; addresses: number; lastCollectedAt: string | null };
  deposits: DepositStateCounts;
  payouts: Record<PayoutState, number>;
};

/** GET /api/Admin/chain/status: TRC20, ERC20 and BEP20 in that order. */
export type ChainStatusAnswer = { list: ChainStatus[] };

/** One of GET /api/Admin/payouts?state&page&rows, newest first. */
export type AdminPayout = {
  id: number;
  withdrawalId: number;
  chain: Chain;
  fromAddress: string;
  toAddress: string;
  amount: MoneyString;
  txHash: string;
  nonce: number;
  state: PayoutState;
  attempts: number;
  lastError: string | null;
  blockNumber: number | null;
  sentAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
};
