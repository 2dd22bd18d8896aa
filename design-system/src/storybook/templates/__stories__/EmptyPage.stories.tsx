import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../Showcase.tsx';
import { EmptyTemplate } from '../MobileTemplates.tsx';

// Nothing to show: nothing yet, no results, offline.
const meta = {
  title: 'Templates/Empty page',
  component: EmptyTemplate,
  args: { kind: 'nothing' },
  argTypes: { kind: { control: 'inline-radio', options: ['nothing', 'noResults', 'offline'] } },
} satisfies Meta<typeof EmptyTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state, one under the other. */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="nothing" padded={false}>
        <EmptyTemplate kind="nothing" />
      </Showcase>
      <Showcase title="noResults" padded={false}>
        <EmptyTemplate kind="noResults" />
      </Showcase>
      <Showcase title="offline" padded={false}>
        <EmptyTemplate kind="offline" />
      </Showcase>
    </>
  ),
};
