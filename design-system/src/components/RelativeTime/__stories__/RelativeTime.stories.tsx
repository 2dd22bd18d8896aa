import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { RelativeTime } from '../RelativeTime.tsx';

/** A fixed "now", so the words in the story never change. */
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { value: NOW - 3 * HOUR, now: NOW },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

const STEPS: { title: string; ago: number }[] = [
  { title: '2 minutes ago: just now (under 5 minutes)', ago: 2 * MINUTE },
  { title: '5 minutes ago: minutes', ago: 5 * MINUTE },
  { title: '59 minutes ago', ago: 59 * MINUTE },
  { title: '1 hour ago: hours', ago: HOUR },
  { title: '23 hours ago', ago: 23 * HOUR },
  { title: '1 day ago: days', ago: DAY },
  { title: '30 days ago: still days', ago: 30 * DAY },
  { title: '31 days ago: the date', ago: 31 * DAY },
];

export const Catalog: Story = {
  render: () => (
    <>
      {STEPS.map(({ title, ago }) => (
        <Showcase key={title} title={title}>
          <RelativeTime value={NOW - ago} now={NOW} />
        </Showcase>
      ))}
    </>
  ),
};
