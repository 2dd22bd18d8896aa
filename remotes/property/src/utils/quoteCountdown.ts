import { secondsLeft } from './timeLeft.ts';

/** How long a quote stays valid (the server's answer decides; this is what the page expects). */
export const QUOTE_VALID_S = 30;

export type QuoteCountdown = { secondsLeft: number; expired: boolean };

/** The countdown of a quote valid until `expiresAt`, at `now`: seconds left, and whether it ran out. */
export function quoteCountdown(expiresAt: string, now: number): QuoteCountdown {
  const left = Math.min(secondsLeft(expiresAt, now), QUOTE_VALID_S);
  return { secondsLeft: left, expired: left === 0 };
}
