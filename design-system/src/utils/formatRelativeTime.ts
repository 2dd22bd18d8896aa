import type { TFunction } from 'i18next';

type PlainTranslate = (key: string, options?: { count: number }) => string;

/** A translator bound to the `ds` namespace: i18next's `t`, or any function of the same shape. */
export type Translate = TFunction<'ds'> | TFunction | PlainTranslate;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW = 5 * MINUTE;
const MAX_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of `date` in local time, as YYYY-MM-DD. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Describes how long ago `date` was, seen from `now` (spec §9): under 5 minutes "just now", then
 * minutes, hours, and days up to 30 days; older (or clearly future) times show the date.
 * `t` is a translator bound to the `ds` namespace.
 */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number,
  translate: Translate,
): string {
  const t = translate as PlainTranslate;
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = (now instanceof Date ? now.getTime() : now) - then.getTime();
  if (elapsed < JUST_NOW && elapsed > -JUST_NOW) return t('time.justNow');
  if (elapsed < 0) return formatDate(then);
  if (elapsed < HOUR) return t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days <= MAX_DAYS) return t('time.daysAgo', { count: days });
  return formatDate(then);
}
