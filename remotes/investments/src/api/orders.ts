import { api } from '@h5/platform';
import type { FundOrder, FundOrderDetail, FundOrderState } from '@h5/api/contract/fund';
import type { Paged } from '@h5/api/contract';

export const fetchOrders = (state: FundOrderState, page: number, rows: number): Promise<Paged<FundOrder>> =>
  api.get<Paged<FundOrder>>('/Order/list', { state, page, rows }, { silent: true });

export const fetchOrderDetail = (id: number): Promise<FundOrderDetail> =>
  api.get<FundOrderDetail>('/Order/detail', { id }, { silent: true });
