/** Whole seconds from `now` until `until` (ISO time or epoch ms), never below zero. */
export function secondsLeft(until: string | number | null, now: number): number {
  if (until === null) return 0;
  const end = typeof until === 'number' ? until : Date.parse(until);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A duration as h:mm:ss (or m:ss under an hour). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
