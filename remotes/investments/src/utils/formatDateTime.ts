const pad = (n: number) => String(n).padStart(2, '0');

/** A time of the API (ISO 8601) in local time as YYYY-MM-DD HH:mm; '' for a time that is not one. */
export function formatDateTime(iso: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '';
  return (
    `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ` +
    `${pad(value.getHours())}:${pad(value.getMinutes())}`
  );
}
