import type { Chain, DepositNetwork } from '../api/walletTypes.ts';
import { CHAINS } from '../api/walletTypes.ts';

/** Where the network the member chose on `pages/index/network` is kept, across visits. */
export const CHOSEN_CHAIN_KEY = 'deposit_chain';

export const isChain = (value: unknown): value is Chain =>
  typeof value === 'string' && (CHAINS as readonly string[]).includes(value);

/** The network the member chose last, if any (storage disabled or cleared: none). */
export function readChosenChain(): Chain | null {
  try {
    const stored = globalThis.localStorage?.getItem(CHOSEN_CHAIN_KEY);
    return isChain(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the member's choice of network for the next deposit. */
export function rememberChain(chain: Chain): void {
  try {
    globalThis.localStorage?.setItem(CHOSEN_CHAIN_KEY, chain);
  } catch {
    // Storage disabled: the choice still travels in the address (`?chain=`).
  }
}

/**
 * The network the deposit page opens on: the one named in its address (`?chain=`, from the
 * network page), else the member's remembered choice while it is served, else the first served
 * network, else the first of all (shown as not available).
 */
export function defaultDepositChain(
  networks: readonly DepositNetwork[],
  requested: string | undefined,
  remembered: Chain | null,
): Chain {
  if (isChain(requested)) return requested;
  const served = networks.filter((network) => network.available).map((network) => network.chain);
  if (remembered && served.includes(remembered)) return remembered;
  return served[0] ?? CHAINS[0]!;
}
