const pad = (n: number) => String(n).padStart(2, '0');

/** When something happened, in local time as `YYYY-MM-DD HH:mm`; '' for a time that is not one. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
