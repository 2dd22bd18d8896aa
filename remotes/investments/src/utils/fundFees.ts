import type { FundDetail } from '@h5/api/contract/fund';

/** The fee split of every fund (spec §1, §9; the API's `FundDetail.fees`): 5 % / 50 % / 45 %. */
export const FUND_FEES: FundDetail['fees'] = {
  managementFeePercent: '5',
  platformDividendPercent: '50',
  memberPercent: '45',
};
