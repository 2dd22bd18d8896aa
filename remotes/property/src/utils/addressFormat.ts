import type { Chain } from '../api/walletTypes.ts';

/** TRON base58check address: "T" followed by 33 base58 characters. */
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** Ethereum-style address, used by ERC20 and BEP20: "0x" and 40 hexadecimal digits. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether `address` has the format of an address on `chain`. */
export function isAddressFormatValid(chain: Chain, address: string): boolean {
  return (chain === 'TRC20' ? TRON_ADDRESS : EVM_ADDRESS).test(address.trim());
}

/** Shortens a long address for a list: the first and last characters around an ellipsis. */
export function shortAddress(address: string, keep = 8): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-keep)}`;
}
