import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AllTokens, SECTION_TITLES, TokenSection } from './TokenReference.tsx';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSection,
  args: { title: SECTION_TITLES[0]! },
  argTypes: { title: { name: 'section', control: 'select', options: SECTION_TITLES } },
} satisfies Meta<typeof TokenSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One section of tokens.css; pick another in Controls. */
export const Default: Story = {};

/** Every token of tokens.css, section by section. */
export const Catalog: Story = { render: () => <AllTokens /> };
