import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { FundIcon } from '../../../icons/FundIcon.tsx';
import { HomeIcon } from '../../../icons/HomeIcon.tsx';
import { OrderIcon } from '../../../icons/OrderIcon.tsx';
import { UserIcon } from '../../../icons/UserIcon.tsx';
import { WalletIcon } from '../../../icons/WalletIcon.tsx';
import { TabBar } from '../TabBar.tsx';
import type { TabBarProps } from '../TabBar.tsx';

const ITEMS = [
  { key: 'home', label: 'Home', icon: <HomeIcon /> },
  { key: 'product', label: 'Funds', icon: <FundIcon /> },
  { key: 'order', label: 'Orders', icon: <OrderIcon /> },
  { key: 'property', label: 'Wallet', icon: <WalletIcon /> },
  { key: 'user', label: 'Me', icon: <UserIcon /> },
];

function Interactive(props: TabBarProps) {
  const [active, setActive] = useState(props.activeKey);
  return (
    <TabBar
      {...props}
      activeKey={active}
      onChange={(key) => {
        setActive(key);
        props.onChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  args: { items: ITEMS, activeKey: 'home', onChange: fn() },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <div>
      {ITEMS.map((item, index) => (
        <div key={item.key} style={{ position: 'relative', height: 72, transform: 'translateZ(0)' }}>
          <TabBar {...args} activeKey={ITEMS[index]?.key ?? 'home'} />
        </div>
      ))}
    </div>
  ),
};
