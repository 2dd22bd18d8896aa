import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../Showcase.tsx';
import { ListTemplate } from '../MobileTemplates.tsx';

// A list: tabs, rows with a status; loading, empty and failed.
const meta = {
  title: 'Templates/List page',
  component: ListTemplate,
  args: { state: 'loaded' },
  argTypes: { state: { control: 'inline-radio', options: ['loaded', 'loading', 'empty', 'error'] } },
} satisfies Meta<typeof ListTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state, one under the other. */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="loaded" padded={false}>
        <ListTemplate state="loaded" />
      </Showcase>
      <Showcase title="loading" padded={false}>
        <ListTemplate state="loading" />
      </Showcase>
      <Showcase title="empty" padded={false}>
        <ListTemplate state="empty" />
      </Showcase>
      <Showcase title="error" padded={false}>
        <ListTemplate state="error" />
      </Showcase>
    </>
  ),
};
