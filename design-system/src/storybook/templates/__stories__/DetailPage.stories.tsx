import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../Showcase.tsx';
import { DetailTemplate } from '../MobileTemplates.tsx';

// A detail: the figure first, the facts, the next step.
const meta = {
  title: 'Templates/Detail page',
  component: DetailTemplate,
  args: { state: 'loaded' },
  argTypes: { state: { control: 'inline-radio', options: ['loaded', 'loading'] } },
} satisfies Meta<typeof DetailTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state, one under the other. */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="loaded" padded={false}>
        <DetailTemplate state="loaded" />
      </Showcase>
      <Showcase title="loading" padded={false}>
        <DetailTemplate state="loading" />
      </Showcase>
    </>
  ),
};
