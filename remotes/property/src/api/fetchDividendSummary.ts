import { api } from '@h5/platform';
import type { DividendSummary } from '@h5/api/contract/dividend';

/** GET /api/Dividend/summary: the reserve page's VIP5 dividend card. */
export const fetchDividendSummary = (): Promise<DividendSummary> =>
  api.get<DividendSummary>('/Dividend/summary', {}, { silent: true });
