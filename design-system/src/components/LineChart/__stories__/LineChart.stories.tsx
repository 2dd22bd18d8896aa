import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { LineChart } from '../LineChart.tsx';
import type { ChartPoint } from '../lineChartTypes.ts';

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

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  args: { points: WEEK, label: 'NAV, last 7 days', decimals: 4, height: 220, tone: 'primary' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Rising week (success tone)">
        <LineChart points={WEEK} label="NAV, last 7 days" decimals={4} tone="success" />
      </Showcase>
      <Showcase title="Falling week (danger tone)">
        <LineChart points={FALLING} label="NAV, last 7 days" decimals={4} tone="danger" />
      </Showcase>
      <Showcase title="Intraday, 14 points">
        <LineChart points={INTRADAY} label="NAV today" decimals={4} />
      </Showcase>
      <Showcase title="All time, 120 points, short">
        <LineChart points={ALL} label="NAV since launch" decimals={4} height={160} />
      </Showcase>
      <Showcase title="Flat">
        <LineChart points={FLAT} label="NAV, last 7 days" decimals={2} height={160} />
      </Showcase>
      <Showcase title="One point">
        <LineChart points={[{ label: '11-21', value: 1.0321 }]} label="NAV" decimals={4} height={160} />
      </Showcase>
      <Showcase title="Rupee values">
        <LineChart
          points={walk(10, 125000, 3500, (index) => date(index + 200))}
          label="Holdings"
          formatValue={(value) => `₹${Math.round(value).toLocaleString('en-IN')}`}
          height={180}
        />
      </Showcase>
      <Showcase title="Loading">
        <LineChart points={[]} label="NAV" loading height={160} />
      </Showcase>
      <Showcase title="No data (default and custom text)">
        <div style={{ display: 'grid', gap: 'var(--space-3)', width: '100%' }}>
          <LineChart points={[]} label="NAV" height={120} />
          <LineChart points={[]} label="NAV" height={120} empty="The fund has no prices yet" />
        </div>
      </Showcase>
    </>
  ),
};

/** The smallest phone the platform supports. */
export const SmallPhone: Story = {
  args: { points: ALL, label: 'NAV since launch' },
  globals: { viewport: { value: 'small', isRotated: false } },
};
