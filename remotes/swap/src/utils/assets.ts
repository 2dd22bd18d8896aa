import type { SwapAsset } from '@h5/api/contract/swap';

/** Decimals each asset is kept to (minor units): paise and micro-USDT. */
export const ASSET_DECIMALS: Record<SwapAsset, number> = { INR: 2, USDT: 6 };

/** LP shares are kept to 6 decimals, like USDT. */
export const SHARE_DECIMALS = 6;

/** The asset a swap from `asset` gives. */
export const otherAsset = (asset: SwapAsset): SwapAsset => (asset === 'INR' ? 'USDT' : 'INR');
