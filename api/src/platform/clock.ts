/** The one source of "now"; tests inject their own to move time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function manualClock(start: Date | string = '2026-01-15T09:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(to: Date | string) {
      current = new Date(to).getTime();
    },
  };
}

const DAY_MS = 86_400_000;

/** India Standard Time is UTC+5:30 all year (no daylight saving): the platform's business day. */
export const INDIA_OFFSET_MS = 19_800_000;

/** The instant the India (Asia/Kolkata) day that `at` falls in began. */
export const indiaDayStart = (at: Date) =>
  new Date(Math.floor((at.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);

/** The instant the India day after the one `at` falls in begins. */
export const indiaNextDayStart = (at: Date) => new Date(indiaDayStart(at).getTime() + DAY_MS);

/** The platform day (India, `YYYY-MM-DD`) an instant falls in. */
export const platformDay = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The platform day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a platform day (`YYYY-MM-DD`) begins: 00:00 in India. */
export const platformDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/** The Monday of the platform week `day` falls in: weeks run Monday to Sunday, in India. */
export const weekMonday = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
