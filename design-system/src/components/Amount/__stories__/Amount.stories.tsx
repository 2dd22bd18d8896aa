import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Cell } from '../../Cell/Cell.tsx';
import { CellGroup } from '../../Cell/CellGroup.tsx';
import { Amount } from '../Amount.tsx';

const meta = {
  title: 'Components/Amount',
  component: Amount,
  args: { value: '123456.5', currency: 'INR', signed: false },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', fontSize: 'var(--font-size-2xl)' }}>
        <Story />
      </div>
    ),
  ],
};

const INR = ['0', '0.5', '100', '123456.5', '-1234567.89', '9007199254740993.07', 'not a number'];
const USDT = ['0.1', '1234.5', '0.000001', '12.3456789', '-88.12'];
const BALANCES = ['12.356789', '0.009999', '74.5', '0', '1234567.123456'];

/** A USDT balance that hides digits: the toggle, closed. */
export const UsdtBalance: Story = {
  ...Default,
  args: { value: '212.356789', currency: 'USDT', balance: true },
};

export const Catalog: Story = {
  render: () => (
    <>
      <CellGroup title="INR (Indian grouping)">
        {INR.map((value) => (
          <Cell key={value} title={value} value={<Amount value={value} />} />
        ))}
      </CellGroup>
      <CellGroup title="INR signed">
        {['250', '-75.4', '0'].map((value) => (
          <Cell key={value} title={value} value={<Amount value={value} signed />} />
        ))}
      </CellGroup>
      <CellGroup title="USDT (2–6 decimals)">
        {USDT.map((value) => (
          <Cell key={value} title={value} value={<Amount value={value} currency="USDT" />} />
        ))}
        <Cell title="signed 3.5" value={<Amount value="3.5" currency="USDT" signed />} />
      </CellGroup>
      <CellGroup title="USDT balance (2 decimals rounded down; tap for all 6)">
        {BALANCES.map((value) => (
          <Cell key={value} title={value} value={<Amount value={value} currency="USDT" balance />} />
        ))}
      </CellGroup>
      <div
        style={{
          padding: 'var(--space-4)',
          background: 'var(--colour-primary)',
          color: 'var(--colour-on-primary)',
        }}
      >
        <p style={{ margin: 0 }}>On the primary colour, within a line of text:</p>
        <p style={{ margin: 0, fontSize: 'var(--font-size-lg)' }}>
          USDT <Amount value="135.556789" currency="USDT" balance /> held
        </p>
      </div>
    </>
  ),
};
