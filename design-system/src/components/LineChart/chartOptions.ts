import type { ApexOptions } from 'apexcharts';
import type { ChartTokens } from './readTokens.ts';
import type { ChartPoint, LineChartTone } from './lineChartTypes.ts';

type Input = {
  points: readonly ChartPoint[];
  label: string;
  height: number;
  tone: LineChartTone;
  tokens: ChartTokens;
  format: (value: number) => string;
};

/** Labels on the time axis: a phone 360 px wide has room for about four. */
const X_TICKS = 4;

/**
 * ApexCharts options for an area line on a phone: no toolbar, zoom or animation, few axis labels
 * that never rotate or overlap, a tooltip that names the point, colours and type from the tokens.
 */
export function chartOptions({ points, label, height, tone, tokens, format }: Input): ApexOptions {
  const colour = tokens[tone] || tokens.primary;
  const last = points.length - 1;
  const single = last === 0;
  const pointAt = (index: number) => points[Math.round(index)];
  const labelAt = (index: number) => pointAt(index)?.label ?? '';
  const axisLabelAt = (index: number) => {
    const point = pointAt(index);
    return point?.shortLabel ?? point?.label ?? '';
  };
  const axisLabel = {
    colors: tokens.textTertiary,
    fontSize: tokens.fontSizeXs,
    fontFamily: tokens.fontFamily,
  };
  return {
    chart: {
      type: 'area',
      height,
      background: 'transparent',
      fontFamily: tokens.fontFamily,
      foreColor: tokens.textSecondary,
      parentHeightOffset: 0,
      toolbar: { show: false },
      zoom: { enabled: false },
      selection: { enabled: false },
      animations: { enabled: false },
      redrawOnParentResize: true,
    },
    colors: [colour],
    stroke: { curve: 'straight', width: 2 },
    fill: {
      type: 'gradient',
      gradient: { shade: 'light', shadeIntensity: 0, opacityFrom: 0.3, opacityTo: 0.02, stops: [0, 100] },
    },
    dataLabels: { enabled: false },
    markers: {
      size: points.length === 1 ? 4 : 0,
      strokeColors: tokens.surface,
      strokeWidth: 2,
      hover: { size: 5 },
    },
    grid: {
      borderColor: tokens.divider,
      strokeDashArray: 3,
      xaxis: { lines: { show: false } },
      padding: { top: 0, right: 20, bottom: 0, left: 4 },
    },
    // A numeric axis of point indexes: unlike a category axis it honours `tickAmount`, so a long
    // series still gets about four labels, each the label of the nearest point.
    xaxis: {
      type: 'numeric',
      min: single ? -1 : 0,
      max: single ? 1 : last,
      tickAmount: single ? 2 : Math.max(1, Math.min(X_TICKS, last)),
      labels: {
        rotate: 0,
        rotateAlways: false,
        hideOverlappingLabels: true,
        trim: false,
        formatter: (value: string) => axisLabelAt(Number(value)),
        style: axisLabel,
      },
      axisBorder: { show: true, color: tokens.border },
      axisTicks: { show: false },
      tooltip: { enabled: false },
      crosshairs: { stroke: { color: tokens.border, width: 1, dashArray: 3 } },
    },
    yaxis: {
      tickAmount: 4,
      forceNiceScale: true,
      labels: {
        formatter: format,
        minWidth: 0,
        maxWidth: 72,
        offsetX: -8,
        style: { ...axisLabel, colors: [tokens.textTertiary] },
      },
    },
    tooltip: {
      theme: 'light',
      followCursor: false,
      intersect: false,
      shared: true,
      marker: { show: false },
      style: { fontSize: tokens.fontSizeSm, fontFamily: tokens.fontFamily },
      x: { show: true, formatter: (value: number) => labelAt(value) },
      y: { formatter: format, title: { formatter: () => label } },
    },
    legend: { show: false },
    states: { active: { filter: { type: 'none' } } },
  };
}
