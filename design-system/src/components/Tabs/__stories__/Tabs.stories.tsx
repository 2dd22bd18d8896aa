import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Tabs } from '../Tabs.tsx';
import type { TabItem, TabsProps } from '../Tabs.tsx';

function Controlled(props: Omit<TabsProps, 'onChange'>) {
  const [activeKey, setActiveKey] = useState(props.activeKey);
  return (
    <>
      <Tabs {...props} activeKey={activeKey} onChange={setActiveKey} />
      <p style={{ padding: 'var(--space-4)', margin: 0, color: 'var(--colour-text-secondary)' }}>
        Showing: {activeKey}
      </p>
    </>
  );
}

const TWO: TabItem[] = [
  { key: 'password', label: 'Password login' },
  { key: 'code', label: 'Code login' },
];

const FOUR: TabItem[] = [
  { key: 'all', label: 'All' },
  { key: 'holding', label: 'Holding' },
  { key: 'redeemed', label: 'Redeemed' },
  { key: 'expired', label: 'Expired' },
];

const MANY: TabItem[] = [
  'Recharge',
  'Withdrawal',
  'Investment',
  'Income',
  'Commission',
  'Swap',
  'Rewards',
  'Adjustments',
].map((label) => ({ key: label.toLowerCase(), label }));

const meta = {
  title: 'Components/Tabs',
  component: Controlled,
  args: { items: FOUR, activeKey: 'all' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Two tabs" padded={false}>
        <Controlled items={TWO} activeKey="password" />
      </Showcase>
      <Showcase title="Four tabs, second active" padded={false}>
        <Controlled items={FOUR} activeKey="holding" />
      </Showcase>
      <Showcase title="Scrolling" padded={false}>
        <Controlled items={MANY} activeKey="recharge" />
      </Showcase>
    </>
  ),
};
