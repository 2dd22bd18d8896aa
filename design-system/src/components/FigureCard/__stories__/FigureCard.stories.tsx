import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { FigureCard } from '../FigureCard.tsx';

const meta = {
  title: 'Components/FigureCard',
  component: FigureCard,
  args: {
    heading: 'Total assets',
    headingId: 'story-total',
    figure: <Amount value="123456.50" />,
    facts: [
      { key: 'balance', label: 'Balance', value: <Amount value="100000.00" /> },
      { key: 'usdt', label: 'USDT', value: <Amount value="12.500000" currency="USDT" /> },
      { key: 'piggy', label: 'Piggy bank', value: <Amount value="23456.50" /> },
      { key: 'locked', label: 'Locked', value: <Amount value="0.00" /> },
    ],
  },
} satisfies Meta<typeof FigureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Four facts" padded={false}>
        <FigureCard
          heading="Total assets"
          headingId="story-four"
          figure={<Amount value="12345678.90" />}
          facts={[
            { key: 'a', label: 'Balance', value: <Amount value="12000000.00" /> },
            { key: 'b', label: 'USDT', value: <Amount value="1234.567890" currency="USDT" /> },
            { key: 'c', label: 'Piggy bank', value: <Amount value="345678.90" /> },
            { key: 'd', label: 'Locked', value: <Amount value="0.00" /> },
          ]}
        />
      </Showcase>
      <Showcase title="With a note on how the figure is made" padded={false}>
        <FigureCard
          heading="Total assets (₹)"
          headingId="story-note"
          figure={<Amount value="1102.77" />}
          facts={[
            { key: 'a', label: 'Balance', value: <Amount value="1000.00" /> },
            { key: 'b', label: 'USDT', value: <Amount value="1.234567" currency="USDT" /> },
          ]}
          note="Includes your USDT at 1 USDT = ₹83.25 (₹102.77)"
        />
      </Showcase>
      <Showcase title="Two facts, text value" padded={false}>
        <FigureCard
          heading="In the piggy bank"
          headingId="story-two"
          figure={<Amount value="5000.00" />}
          facts={[
            { key: 'rate', label: 'Annual rate', value: '3.65%' },
            { key: 'interest', label: 'Interest so far', value: <Amount value="12.34" /> },
          ]}
        />
      </Showcase>
    </>
  ),
};
