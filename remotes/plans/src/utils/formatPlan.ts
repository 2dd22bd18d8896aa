import type { PlanRecord } from '@h5/api/contract/plans';

/** A `YYYY-MM-DD` date as the language writes it (27 Nov 2026, 27 नव॰ 2026, 2026年11月27日). */
export function formatPlanDate(date: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** A moment (`submittedAt`) in India's time, as the language writes it. */
export function formatMoment(iso: string, lang: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(moment);
}

/** What the plan counts, with its number: tables for a dinner, people otherwise. */
export function planCount(record: Pick<PlanRecord, 'kind' | 'tables' | 'people'>): {
  unit: 'tables' | 'people';
  value: number;
} {
  return record.kind === 'party'
    ? { unit: 'tables', value: record.tables ?? 0 }
    : { unit: 'people', value: record.people ?? 0 };
}

/** A `geo:` URI that opens the phone's maps app at a place (RFC 5870), with its name as the query. */
export function geoUri(latitude: number, longitude: number, label: string): string {
  const lat = Number(latitude.toFixed(6));
  const lon = Number(longitude.toFixed(6));
  return `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(label)})`;
}

/** Coordinates for people: 28.6139° N, 77.2090° E. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
