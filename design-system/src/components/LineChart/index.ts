// `@h5/design-system/LineChart`
export { LineChart } from './LineChart.tsx';
export type { ChartPoint, LineChartProps, LineChartTone } from './lineChartTypes.ts';
