/**
 * Calendar dates as `YYYY-MM-DD` strings: a day, not an instant. They never pass through UTC
 * (`new Date('2025-03-01')` is UTC midnight, the evening before west of Greenwich), so a date
 * reads the same in every time zone. Fixed-width strings also compare in calendar order with `<`.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The year, month (1–12) and day of a real calendar date, or `null` (`2025-02-30` is not one). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: string): text is IsoDate {
  return parseIsoDate(text) !== null;
}

/** `YYYY-MM-DD` from a year, a month (1–12) and a day. */
export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day of `date` on the device's calendar (its local time zone). */
export function toIsoDate(date: Date): IsoDate {
  return formatIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Local midnight of the day, as calendar widgets expect; `undefined` for anything but a real date. */
export function fromIsoDate(iso: IsoDate): Date | undefined {
  const parts = parseIsoDate(iso);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : undefined;
}

/** Today on the device's calendar; `now` is injectable for tests and stories. */
export function todayIso(now: Date | number = Date.now()): IsoDate {
  return toIsoDate(new Date(now));
}

/** The date `days` later (earlier when negative); counted in UTC, where every day has 24 hours. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a date: ${iso}`);
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return formatIsoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date as people read it in `locale` (`15 मार्च 2025`, `March 15, 2025`, `2025年3月15日`). */
export function formatReadableDate(iso: IsoDate, locale: string): string {
  const date = fromIsoDate(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
