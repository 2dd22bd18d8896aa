import type { SwapAsset } from '@h5/api/contract/swap';
import { formatInr, formatUsdt, formatUsdtBalance } from '@h5/design-system/Amount';

/** An amount of `asset` as text: "₹1,234.50" or "12.345678 USDT" (2 to 6 decimals). */
export const formatAsset = (asset: SwapAsset, value: string): string =>
  asset === 'INR' ? formatInr(value) : `${formatUsdt(value)} USDT`;

/** A balance the member holds: USDT to 2 decimals rounded down, never more than is held. */
export const formatBalance = (asset: SwapAsset, value: string): string =>
  asset === 'INR' ? formatInr(value) : `${formatUsdtBalance(value).short} USDT`;

/** LP shares with all 6 decimals and grouping: "9,224.954987". */
export const formatShares = (value: string): string => formatUsdt(value, { decimals: 6 });
