import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Invest now', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Sizes">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            {`Size ${size}`}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Disabled">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Loading">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} loading>
            {variant}
          </Button>
        ))}
      </Showcase>
      <Showcase title="Block">
        <Button block size="lg">
          Withdraw ₹5,000.00
        </Button>
        <Button block variant="ghost">
          Cancel
        </Button>
      </Showcase>
    </>
  ),
};
