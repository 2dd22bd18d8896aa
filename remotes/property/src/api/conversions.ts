import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  Asset,
  Conversion,
  ConversionConfirmAnswer,
  ConversionQuote,
  ConversionRate,
} from './walletTypes.ts';

export const fetchConversionRate = (): Promise<ConversionRate> =>
  api.get<ConversionRate>('/Wallet/conversion/rate', undefined, { silent: true });

/** A quote for converting `amount` of `from`, valid 30 s. */
export const requestQuote = (from: Asset, amount: string): Promise<ConversionQuote> =>
  api.post<ConversionQuote>('/Wallet/conversion/quote', { from, amount });

/** Converts at a quote, once per idempotency key. */
export const confirmConversion = (
  quoteId: number,
  paymentPassword: string,
  idempotencyKey: string,
): Promise<ConversionConfirmAnswer> =>
  api.post<ConversionConfirmAnswer>(
    '/Wallet/conversion/confirm',
    { quoteId, paymentPassword },
    { idempotencyKey },
  );

export const fetchConversions = (page: number, rows: number): Promise<Paged<Conversion>> =>
  api.get<Paged<Conversion>>('/Wallet/conversions', { page, rows }, { silent: true });
