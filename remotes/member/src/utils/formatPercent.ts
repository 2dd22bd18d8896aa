import { toLocale } from './toLocale.ts';

/** A whole percentage in the reader's language (`45` → `45%`). */
export function formatPercent(value: number, lang: string): string {
  return new Intl.NumberFormat(toLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
