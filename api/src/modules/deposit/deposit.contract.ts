// Wire types of the deposit module (`@h5/api/contract/deposit`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';
import type { Chain } from '../withdrawal/withdrawal.contract.ts';

/** GET /api/Wallet/deposit/address?chain: one address per member and chain (ERC20 and BEP20 share it). */
export type DepositAddress = { chain: Chain; address: string; qrDataUrl: string };

/** One of GET /api/Wallet/deposits?page&rows. */
export type Deposit = {
  id: number;
  chain: Chain;
  amount: MoneyString;
  txHash: string;
  state: 'pending' | 'confirmed';
  createdAt: string;
  confirmedAt: string | null;
};

/** One of GET /api/Admin/deposits?page&rows, and the answer of deposits/confirm. */
export type OperatorDeposit = Deposit & { memberId: number };
