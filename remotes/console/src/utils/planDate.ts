/**
 * A plan's day (`YYYY-MM-DD`, a calendar date with no time) as a reviewer hears it said: the weekday,
 * the day, the month in words and the year, in the operator's language. Read as a UTC date so no
 * zone moves it to the day before.
 */
export function formatPlanDate(lang: string, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** A file's size for people: "2.4 MB", "812 KB", in the operator's language. */
export function formatBytes(lang: string, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
