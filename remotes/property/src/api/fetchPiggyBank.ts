import { api } from '@h5/platform';
import type { PiggyBank } from './walletTypes.ts';

export const fetchPiggyBank = (): Promise<PiggyBank> =>
  api.get<PiggyBank>('/Wallet/piggy', undefined, { silent: true });
