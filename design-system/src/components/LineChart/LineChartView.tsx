import { useMemo, type ComponentType } from 'react';
import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts';
import { chartOptions } from './chartOptions.ts';
import { readChartTokens } from './readTokens.ts';
import type { ChartPoint, LineChartTone } from './lineChartTypes.ts';
import styles from './LineChart.module.css';

type ChartProps = {
  type: 'area';
  height: number;
  width: string;
  options: ApexOptions;
  series: ApexAxisChartSeries;
};

// react-apexcharts declares its types inside a module file, which `nodenext` does not read as the
// package's default export; at run time the default export is the component.
const Chart = ReactApexChart as unknown as ComponentType<ChartProps>;

export type LineChartViewProps = {
  points: readonly ChartPoint[];
  label: string;
  height: number;
  tone: LineChartTone;
  format: (value: number) => string;
};

/** The ApexCharts drawing itself; loaded on demand by `LineChart` (ApexCharts is a big download). */
export function LineChartView({ points, label, height, tone, format }: LineChartViewProps) {
  const options = useMemo(
    () => chartOptions({ points, label, height, tone, format, tokens: readChartTokens() }),
    [points, label, height, tone, format],
  );
  const series = useMemo(
    () => [{ name: label, data: points.map((point, index) => [index, point.value] as [number, number]) }],
    [points, label],
  );
  return (
    <div className={styles.canvas} style={{ height }} aria-hidden="true">
      <Chart type="area" height={height} width="100%" options={options} series={series} />
    </div>
  );
}
