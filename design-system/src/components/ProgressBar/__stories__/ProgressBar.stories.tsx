import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { ProgressBar } from '../ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { percent: '37.50', label: 'Sold', tone: 'primary', showLabel: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Values">
        <div style={{ display: 'grid', gap: 'var(--space-4)', width: '100%' }}>
          <ProgressBar percent="0.00" label="Nothing sold" />
          <ProgressBar percent="12.34" label="Sold" />
          <ProgressBar percent={66.7} label="Sold" />
          <ProgressBar percent="100.00" label="Sold out" tone="success" />
        </div>
      </Showcase>
      <Showcase title="Tones">
        <div style={{ display: 'grid', gap: 'var(--space-4)', width: '100%' }}>
          <ProgressBar percent={45} label="Primary" tone="primary" />
          <ProgressBar percent={45} label="Success" tone="success" />
          <ProgressBar percent={45} label="Warning" tone="warning" />
          <ProgressBar percent={45} label="Muted (closed)" tone="muted" />
        </div>
      </Showcase>
      <Showcase title="Caption, detail, out of range">
        <div style={{ display: 'grid', gap: 'var(--space-4)', width: '100%' }}>
          <ProgressBar percent="58.2" label="Raised" detail="₹5,82,000.00 of ₹10,00,000.00" />
          <ProgressBar percent="58.2" label="Without caption" showLabel={false} />
          <ProgressBar percent="140" label="Clamped to 100" />
          <ProgressBar percent="not a number" label="Unknown counts as 0" valueText="—" />
          <ProgressBar
            percent="73"
            label="A long label that wraps on a narrow 360 px screen without pushing the value off"
          />
        </div>
      </Showcase>
    </>
  ),
};
