/** India keeps one offset all year (UTC+05:30, no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India as `YYYY-MM-DD`: a plan's date may not be after it (the server's rule). */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
