const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds until the withdrawal lock ends, or 0 when there is none or it has ended. */
export function lockTimeLeft(lockedUntil: string | null | undefined, now: number): number {
  if (!lockedUntil) return 0;
  const until = Date.parse(lockedUntil);
  return Number.isFinite(until) ? Math.max(0, until - now) : 0;
}

/** A time left as HH:MM:SS, rounded up to the second ('07:59:59'); hours go past 24 if need be. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}
