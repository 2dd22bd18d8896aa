// The `/api/Wallet` answers this remote reads, under the names its code uses. The shapes are the
// API's own (`@h5/api/contract`), so a change there shows here as a type error.
import type { ConversionRecord } from '@h5/api/contract/conversion';
import type { WalletEntries } from '@h5/api/contract/ledger';
import type { Reserve } from '@h5/api/contract/reserve';
import type { Chain, WithdrawalAddress } from '@h5/api/contract/withdrawal';

export type { ConversionConfirmAnswer, ConversionQuote, ConversionRate } from '@h5/api/contract/conversion';
export type {
  Deposit,
  DepositAddress,
  DepositNetwork,
  DepositState,
  SocketDepositNoticeMessage as DepositNotice,
} from '@h5/api/contract/deposit';
export type { PiggyBank, PiggyMoveAnswer, WalletEntry, WalletSummary } from '@h5/api/contract/ledger';
export type { Reserve } from '@h5/api/contract/reserve';
export type { Chain, Withdrawal, WithdrawalSettings, WithdrawalState } from '@h5/api/contract/withdrawal';

/** An entry type a member can filter by, with its label in the request's language. */
export type WalletEntryType = WalletEntries['types'][number];

/** GET /api/Wallet/entries */
export type WalletEntriesPage = WalletEntries;

/** A saved withdrawal address. */
export type SavedAddress = WithdrawalAddress;

/** One of GET /api/Wallet/conversions. */
export type Conversion = ConversionRecord;

/** One line of the reserve fund's history. */
export type ReserveEntry = Reserve['history']['list'][number];

/** Which way money moves between the balance and the piggy bank. */
export type PiggyDirection = 'in' | 'out';

export type Asset = 'INR' | 'USDT';

/** The chains an address or a deposit can be on, in the order the pages offer them. */
export const CHAINS: readonly Chain[] = ['TRC20', 'ERC20', 'BEP20'];
