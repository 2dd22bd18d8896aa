import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Empty } from '../Empty.tsx';

const meta = {
  title: 'Components/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Default title" padded={false}>
        <Empty />
      </Showcase>
      <Showcase title="Title and description" padded={false}>
        <Empty title="No orders yet" description="Funds you buy appear here with their daily income." />
      </Showcase>
      <Showcase title="With action" padded={false}>
        <Empty
          title="No bank card"
          description="Add a card to withdraw."
          action={<Button>Add card</Button>}
        />
      </Showcase>
    </>
  ),
};
