import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../Showcase.tsx';
import { ResultTemplate } from '../MobileTemplates.tsx';

// The result of a money action: success, failure, under review.
const meta = {
  title: 'Templates/Result page',
  component: ResultTemplate,
  args: { status: 'success' },
  argTypes: { status: { control: 'inline-radio', options: ['success', 'failure', 'pending'] } },
} satisfies Meta<typeof ResultTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state, one under the other. */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="success" padded={false}>
        <ResultTemplate status="success" />
      </Showcase>
      <Showcase title="failure" padded={false}>
        <ResultTemplate status="failure" />
      </Showcase>
      <Showcase title="pending" padded={false}>
        <ResultTemplate status="pending" />
      </Showcase>
    </>
  ),
};
