/**
 * A short duration as minutes and seconds, "0:12", "1:05" (voice messages, a recording's elapsed
 * time). Seconds are rounded down, so a recording shows "0:01" only once a full second has passed;
 * a negative or missing duration shows "0:00".
 */
export function formatDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
