import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { LineChart } from '../LineChart.tsx';
import type { ChartPoint, LineChartProps } from '../lineChartTypes.ts';

/** A deterministic walk of `count` points (no randomness, so the smoke test sees the same chart). */
function walk(count: number, start: number, step: number, label: (index: number) => string): ChartPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    label: label(index),
    value: Number((start + step * index + Math.sin(index / 2) * Math.abs(step) * 3).toFixed(4)),
  }));
}

const day = (index: number) =>
  `${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
const date = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(5, 10);
const fullDate = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);

const WEEK = walk(7, 1.0, 0.004, (index) => date(index + 300));
const FALLING = walk(7, 1.08, -0.006, (index) => date(index + 300));
const FLAT = Array.from({ length: 7 }, (_, index) => ({ label: date(index + 300), value: 1 }));
const INTRADAY = walk(14, 1.021, 0.0008, day);
// Full dates in the tooltip, month and day on the axis.
const ALL = walk(120, 1.0, 0.0015, fullDate).map((point) => ({ ...point, shortLabel: point.label.slice(5) }));
const HOLDING = walk(10, 125000, 3500, (index) => date(index + 200));
const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

/** Last week's NAV, labelled in the sample copy's language unless Controls set a label. */
function SampleChart({ label, points = WEEK, ...props }: Partial<LineChartProps>) {
  const { t } = useTranslation('samples');
  return <LineChart {...props} points={points} label={label ?? t('lineChart.week')} />;
}

/** The NAV since launch: 120 points. */
function SinceLaunchChart({ label, points = ALL, ...props }: Partial<LineChartProps>) {
  const { t } = useTranslation('samples');
  return <LineChart {...props} points={points} label={label ?? t('lineChart.sinceLaunch')} />;
}

// Typed by the component, not by `satisfies`: the required label comes from the sample copy.
const meta: Meta<typeof LineChart> = {
  title: 'Components/LineChart',
  component: LineChart,
  args: { decimals: 4, height: 220, tone: 'primary', loading: false },
  render: (args) => <SampleChart {...args} />,
  // A chart stands on a card's surface.
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof LineChart>;

const inset: Story['decorators'] = [
  (Story) => (
    <div style={{ padding: 'var(--space-4)' }}>
      <Story />
    </div>
  ),
];

export const Default: Story = { decorators: inset };

function LineChartCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Rising week (success tone)">
        <LineChart points={WEEK} label={t('lineChart.week')} decimals={4} tone="success" />
      </Showcase>
      <Showcase title="Falling week (danger tone)">
        <LineChart points={FALLING} label={t('lineChart.week')} decimals={4} tone="danger" />
      </Showcase>
      <Showcase title="Intraday, 14 points">
        <LineChart points={INTRADAY} label={t('lineChart.today')} decimals={4} />
      </Showcase>
      <Showcase title="Since launch, 120 points, lower">
        <LineChart points={ALL} label={t('lineChart.sinceLaunch')} decimals={4} height={160} />
      </Showcase>
      <Showcase title="Flat">
        <LineChart points={FLAT} label={t('lineChart.week')} decimals={2} height={160} />
      </Showcase>
      <Showcase title="One point">
        <LineChart
          points={[{ label: '11-21', value: 1.0321 }]}
          label={t('lineChart.nav')}
          decimals={4}
          height={160}
        />
      </Showcase>
      <Showcase title="Rupee values (formatValue)">
        <LineChart points={HOLDING} label={t('lineChart.holding')} formatValue={rupees} height={180} />
      </Showcase>
      <Showcase title="Loading: the chart's full width and height">
        <LineChart points={[]} label={t('lineChart.nav')} loading height={160} />
      </Showcase>
      <Showcase title="No data: default text">
        <LineChart points={[]} label={t('lineChart.nav')} height={120} />
      </Showcase>
      <Showcase title="No data: the page's own text">
        <LineChart points={[]} label={t('lineChart.nav')} height={120} empty={t('lineChart.noPrices')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <LineChartCatalog /> };

/** The smallest phone the platform supports. */
export const SmallPhone: Story = {
  render: (args) => <SinceLaunchChart {...args} />,
  decorators: inset,
  globals: { viewport: { value: 'small', isRotated: false } },
};
