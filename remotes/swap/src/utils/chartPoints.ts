import type { SwapChart } from '@h5/api/contract/swap';
import type { ChartPoint } from '@h5/design-system/LineChart';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The pool's prices as chart points, in the member's local time: the tooltip names the day and the
 * hour; the axis the hour over a day, the day (MM-DD) over longer ranges.
 */
export function chartPoints(chart: SwapChart): ChartPoint[] {
  return chart.points
    .map((point) => ({ at: new Date(point.at), value: Number(point.price) }))
    .filter((point) => !Number.isNaN(point.at.getTime()) && Number.isFinite(point.value))
    .map(({ at, value }) => {
      const day = `${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
      const hour = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
      return {
        label: chart.range === '1D' ? `${day} ${hour}` : `${at.getFullYear()}-${day}`,
        shortLabel: chart.range === '1D' ? hour : day,
        value,
      };
    });
}
