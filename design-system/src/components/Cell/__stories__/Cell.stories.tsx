import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { FundIcon } from '../../../icons/FundIcon.tsx';
import { UserIcon } from '../../../icons/UserIcon.tsx';
import { WalletIcon } from '../../../icons/WalletIcon.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Cell } from '../Cell.tsx';
import { CellGroup } from '../CellGroup.tsx';

const meta = {
  title: 'Components/Cell',
  component: Cell,
  args: { title: 'Balance', value: <Amount value="123456.5" />, onClick: fn() },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 'var(--space-3)' }}>
        <CellGroup>
          <Story />
        </CellGroup>
      </div>
    ),
  ],
};

export const Catalog: Story = {
  render: (args) => (
    <>
      <CellGroup title="Plain rows">
        <Cell title="Member ID" value="H5-204118" />
        <Cell title="Phone" value="+91 98•••••210" />
      </CellGroup>
      <CellGroup title="Clickable with icons">
        <Cell icon={<WalletIcon />} title="Wallet" value={<Amount value="2500" />} onClick={args.onClick} />
        <Cell icon={<FundIcon />} title="My funds" label="3 active plans" onClick={args.onClick} />
        <Cell icon={<UserIcon />} title="Security settings" onClick={args.onClick} />
      </CellGroup>
      <CellGroup title="Labels, values and arrows">
        <Cell title="Daily income" label="Paid every 24 hours" value={<Amount value="41.25" signed />} />
        <Cell title="Arrow without click" arrow value="View" />
        <Cell title="Click without arrow" arrow={false} onClick={args.onClick} value="Edit" />
      </CellGroup>
    </>
  ),
};
