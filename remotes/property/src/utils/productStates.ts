import type { TagTone } from '@h5/design-system/Tag';
import type { EquityHoldingState } from '@h5/api/contract/equity';
import type { StakeState } from '@h5/api/contract/staking';

/**
 * A holding's state as a tone: locked is held (primary), expired waits for the member's buyback
 * (warning), a pending buyback waits for the pool (warning), bought back is done (success), forced
 * by an operator (neutral: the reason says why).
 */
export const HOLDING_STATE_TONE: Readonly<Record<EquityHoldingState, TagTone>> = {
  locked: 'primary',
  expired: 'warning',
  buyback_pending: 'warning',
  bought_back: 'success',
  force_bought_back: 'neutral',
};

/** A stake's state: running (primary), waiting for its income (warning), to claim (success), done (neutral). */
export const STAKE_STATE_TONE: Readonly<Record<StakeState, TagTone>> = {
  in_progress: 'primary',
  completed: 'warning',
  claimable: 'success',
  claimed: 'neutral',
  expired: 'neutral',
};

/** The tabs of the buy-in records, in order. */
export const STAKE_STATES: readonly StakeState[] = [
  'in_progress',
  'completed',
  'claimable',
  'claimed',
  'expired',
];

/** Decimals of an asset's amounts: rupees 2, USDT 6. */
export const assetScale = (asset: 'INR' | 'USDT') => (asset === 'USDT' ? 6 : 2);

/** A holding can still be bought back (early, or after expiry) and its dividends switched. */
export const isHeld = (state: EquityHoldingState) => state === 'locked' || state === 'expired';

/** The day of an API time in India, as `YYYY-MM-DD`; '' for a time that is not one. */
export function indiaDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}
