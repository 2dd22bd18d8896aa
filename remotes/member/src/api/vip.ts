import { api } from '@h5/platform';
import type { VipState } from '@h5/api/contract/vip';

/** The member's VIP level (promoted first when they reach a higher one), figures and every level. */
export const fetchVipState = (): Promise<VipState> => api.get<VipState>('/Vip/state');
