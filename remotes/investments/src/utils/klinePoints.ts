import type { ChartPoint } from '@h5/design-system/LineChart';
import type { FundKlineType } from '@h5/api/contract/fund';

/**
 * The k-line answer (time label → NAV, oldest first) as chart points. Labels keep the API's text for
 * the tooltip; on the axis a date loses its year ("2026-11-20" → "11-20") except on the `all` range,
 * which may span years, and a month ("2026-11") is shown whole.
 */
export function klinePoints(list: Record<string, string>, type: FundKlineType): ChartPoint[] {
  return Object.entries(list)
    .map(([label, nav]) => ({ label, value: Number(nav) }))
    .filter((point) => Number.isFinite(point.value))
    .map((point) =>
      type !== 'all' && /^\d{4}-\d{2}-\d{2}$/.test(point.label)
        ? { ...point, shortLabel: point.label.slice(5) }
        : point,
    );
}

/** Decimals a NAV is shown with: as many as the API sends (at least 2, at most 6). */
export function navDecimals(list: Record<string, string>): number {
  const decimals = Object.values(list).map((nav) => nav.split('.')[1]?.length ?? 0);
  return Math.min(6, Math.max(2, ...decimals));
}
