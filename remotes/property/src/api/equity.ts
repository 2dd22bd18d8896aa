// The equity calls of docs/contracts.md ("Equity"); shapes from `@h5/api/contract/equity`.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  EquityAutoCompoundAnswer,
  EquityBuybackAnswer,
  EquityHoldingsPage,
  EquityOffering,
  EquityOfferingDetail,
  EquityPriceSeries,
  EquityQuote,
  EquitySubscribeAnswer,
} from '@h5/api/contract/equity';

export const fetchOfferings = (page: number, rows: number): Promise<Paged<EquityOffering>> =>
  api.get<Paged<EquityOffering>>('/Equity/list', { page, rows }, { silent: true });

export const fetchOffering = (id: number): Promise<EquityOfferingDetail> =>
  api.get<EquityOfferingDetail>('/Equity/detail', { id }, { silent: true });

export const fetchPrices = (id: number, type: EquityPriceSeries['type']): Promise<EquityPriceSeries> =>
  api.get<EquityPriceSeries>('/Equity/prices', { id, type }, { silent: true });

export const fetchQuote = (id: number, amount: string): Promise<EquityQuote> =>
  api.get<EquityQuote>('/Equity/quote', { id, amount }, { silent: true });

/** My equity: holdings held or waiting, with the totals. */
export const fetchHoldings = (page: number, rows: number): Promise<EquityHoldingsPage> =>
  api.get<EquityHoldingsPage>('/Equity/holdings', { page, rows }, { silent: true });

/** Every application, newest first. */
export const fetchSubscriptions = (page: number, rows: number): Promise<EquityHoldingsPage> =>
  api.get<EquityHoldingsPage>('/Equity/subscriptions', { page, rows }, { silent: true });

/** Subscribes `amount` (the terms agreed), once per idempotency key; a refusal is the page's to show. */
export const subscribeEquity = (
  request: { offeringId: number; amount: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<EquitySubscribeAnswer> =>
  api.post<EquitySubscribeAnswer>(
    '/Equity/subscribe',
    {
      offering_id: request.offeringId,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      agree: 1,
    },
    { idempotencyKey, silent: true },
  );

export const buyBackHolding = (
  holdingId: number,
  paymentPassword: string,
  idempotencyKey: string,
): Promise<EquityBuybackAnswer> =>
  api.post<EquityBuybackAnswer>(
    '/Equity/buyback',
    { holding_id: holdingId, paymentPassword },
    { idempotencyKey, silent: true },
  );

export const setHoldingAutoCompound = (holdingId: number, on: boolean): Promise<EquityAutoCompoundAnswer> =>
  api.post<EquityAutoCompoundAnswer>('/Equity/autocompound', { holding_id: holdingId, on: on ? 1 : 0 });
