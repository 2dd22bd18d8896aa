import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { LineIcon } from '../LineIcon.tsx';

const SHIELD = ['M12 3l8 3v6c0 4.5-3.4 8.1-8 9-4.6-.9-8-4.5-8-9V6z', 'M9 12l2 2 4-4'];
const WALLET = ['M3 7h18v12H3z', 'M3 11h18', 'M12 3v6', 'M9 6l3 3 3-3', 'M7 15h3'];

const meta = {
  title: 'Components/LineIcon',
  component: LineIcon,
  args: { paths: SHIELD },
} satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="24 px (entry tiles)">
        <LineIcon paths={SHIELD} />
        <LineIcon paths={WALLET} />
      </Showcase>
      <Showcase title="20 px (menu cells)">
        <LineIcon paths={SHIELD} size={20} />
        <LineIcon paths={WALLET} size={20} />
      </Showcase>
    </>
  ),
};
