import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Skeleton } from '../Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { rows: 3, avatar: false, title: true },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Title and rows" padded={false}>
        <Skeleton />
      </Showcase>
      <Showcase title="Avatar" padded={false}>
        <Skeleton avatar rows={2} />
      </Showcase>
      <Showcase title="Rows only" padded={false}>
        <Skeleton title={false} rows={4} />
      </Showcase>
      <Showcase title="Title only" padded={false}>
        <Skeleton rows={0} />
      </Showcase>
    </>
  ),
};
