// Wire types of the conversion module (`@h5/api/contract/conversion`), shared with the front end. Types only.
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type { MoneyString } from '../../contract/index.ts';

/** GET /api/Wallet/conversion/rate: INR per USDT and its inverse as decimal strings (503 before one is published). */
export type ConversionRate = {
  usdtToInr: string;
  inrToUsdt: string;
  spreadPercent: string;
  publishedAt: string;
};

/** POST /api/Wallet/conversion/quote `{ from, amount }`: valid 30 s; `receive` and `fee` are in `to`. */
export type ConversionQuote = {
  quoteId: number;
  from: 'INR' | 'USDT';
  to: 'INR' | 'USDT';
  amount: MoneyString;
  receive: MoneyString;
  fee: MoneyString;
  rate: string;
  expiresAt: string;
};

/** One of GET /api/Wallet/conversions?page&rows. */
export type ConversionRecord = Omit<ConversionQuote, 'quoteId' | 'expiresAt'> & {
  id: number;
  createdAt: string;
};

/** POST /api/Wallet/conversion/confirm `{ quoteId, paymentPassword }` (header `Idempotency-Key`). */
export type ConversionConfirmAnswer = { conversion: ConversionRecord; summary: WalletSummary };

/** GET /api/Admin/rates (finance), and the answer of POST /api/Admin/rates/set: the published rate. */
export type AdminRates = { usdtToInr: string; spreadPercent: string; publishedAt: string };
