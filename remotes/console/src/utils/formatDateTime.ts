/** A date and time for operators, in their language and the browser's zone ("25 Nov 2026, 14:05"). */
export function formatDateTime(lang: string, iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
