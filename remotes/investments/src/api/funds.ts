// The fund calls of docs/contracts.md ("Funds"); shapes from `@h5/api/contract`.
import { api } from '@h5/platform';
import type {
  FundDetail,
  FundKline,
  FundKlineType,
  FundOrder,
  FundPurchaseAnswer,
  FundSummary,
  IncomeEstimate,
} from '@h5/api/contract/fund';
import type { Paged } from '@h5/api/contract';

export const fetchFunds = (page: number, rows: number): Promise<Paged<FundSummary>> =>
  api.get<Paged<FundSummary>>('/Fund/list', { page, rows }, { silent: true });

export const fetchFundDetail = (id: number): Promise<FundDetail> =>
  api.get<FundDetail>('/Fund/detail', { id }, { silent: true });

export const fetchKline = (fundId: number, type: FundKlineType): Promise<FundKline> =>
  api.get<FundKline>('/Fund/kline', { type, fund_id: fundId }, { silent: true });

export const fetchEstimate = (fundId: number, amount: string): Promise<IncomeEstimate> =>
  api.get<IncomeEstimate>('/Fund/estimate', { fund_id: fundId, amount }, { silent: true });

export const fetchPurchases = (page: number, rows: number): Promise<Paged<FundOrder>> =>
  api.get<Paged<FundOrder>>('/Fund/purchases', { page, rows }, { silent: true });

export type PurchaseRequest = {
  fundId: number;
  amount: string;
  paymentPassword: string;
  trialQuotaId: number | null;
};

/** Buys `amount` of a fund (the terms agreed), once per idempotency key; a refusal is toasted. */
export const purchaseFund = (request: PurchaseRequest, idempotencyKey: string): Promise<FundPurchaseAnswer> =>
  api.post<FundPurchaseAnswer>(
    '/Fund/purchase',
    {
      fund_id: request.fundId,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      agree: 1,
      trialQuotaId: request.trialQuotaId ?? undefined,
    },
    { idempotencyKey },
  );
