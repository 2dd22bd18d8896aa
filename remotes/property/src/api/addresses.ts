import { api } from '@h5/platform';
import type { Chain, SavedAddress } from './walletTypes.ts';

export const fetchAddresses = (): Promise<{ list: SavedAddress[] }> =>
  api.get<{ list: SavedAddress[] }>('/Wallet/addresses', undefined, { silent: true });

/** Saves a withdrawal address; `code` is the member's current authenticator code. */
export const addAddress = (
  chain: Chain,
  address: string,
  label: string,
  code: string,
): Promise<SavedAddress> => api.post<SavedAddress>('/Wallet/addresses/add', { chain, address, label, code });

export const deleteAddress = (id: number): Promise<object> =>
  api.post<object>('/Wallet/addresses/delete', { id });
