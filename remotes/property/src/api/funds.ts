import { api } from '@h5/platform';
import type { FundHolding, FundHoldings } from '@h5/api/contract/fund';

/** GET /api/Fund/holdings: the member's funds with their totals (`pages/property/fund`). */
export const fetchFundHoldings = (): Promise<FundHoldings> =>
  api.get<FundHoldings>('/Fund/holdings', undefined, { silent: true });

/** GET /api/Fund/holding: one fund the member holds, with its orders (`pages/property/funddetail`). */
export const fetchFundHolding = (fundId: number): Promise<FundHolding> =>
  api.get<FundHolding>('/Fund/holding', { fund_id: fundId }, { silent: true });
