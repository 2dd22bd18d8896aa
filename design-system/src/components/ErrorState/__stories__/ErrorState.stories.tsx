import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { ErrorState } from '../ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <>
      <Showcase title="Default texts with retry" padded={false}>
        <ErrorState onRetry={args.onRetry} />
      </Showcase>
      <Showcase title="Custom texts" padded={false}>
        <ErrorState
          title="Could not load the fund"
          description="The server did not answer."
          onRetry={args.onRetry}
        />
      </Showcase>
      <Showcase title="Without retry" padded={false}>
        <ErrorState title="This page is not available" description="Try again later." />
      </Showcase>
    </>
  ),
};
