import type { SwapAsset } from '@h5/api/contract/swap';
import { formatInr, formatUsdt } from '@h5/design-system/Amount';

/** An amount of `asset` as text: "₹1,234.50" or "12.50 USDT". */
export const formatAsset = (asset: SwapAsset, value: string): string =>
  asset === 'INR' ? formatInr(value) : `${formatUsdt(value)} USDT`;
