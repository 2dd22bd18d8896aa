import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { NavBar } from '../NavBar.tsx';

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  args: { title: 'Fund details', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <>
      <Showcase title="Title only" padded={false}>
        <NavBar title="Home" />
      </Showcase>
      <Showcase title="With back button" padded={false}>
        <NavBar title="Recharge" onBack={args.onBack} />
      </Showcase>
      <Showcase title="With right slot" padded={false}>
        <NavBar
          title="My orders"
          onBack={args.onBack}
          right={
            <Button size="sm" variant="ghost">
              Filter
            </Button>
          }
        />
      </Showcase>
      <Showcase title="Long title" padded={false}>
        <NavBar
          title="A very long page title that does not fit on a small phone screen"
          onBack={args.onBack}
        />
      </Showcase>
    </>
  ),
};
