import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { FundIcon } from '../../../icons/FundIcon.tsx';
import { HomeIcon } from '../../../icons/HomeIcon.tsx';
import { OrderIcon } from '../../../icons/OrderIcon.tsx';
import { UserIcon } from '../../../icons/UserIcon.tsx';
import { WalletIcon } from '../../../icons/WalletIcon.tsx';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { TabBar } from '../TabBar.tsx';
import type { TabBarItem, TabBarProps } from '../TabBar.tsx';

const ICONS = {
  home: <HomeIcon />,
  product: <FundIcon />,
  order: <OrderIcon />,
  property: <WalletIcon />,
  user: <UserIcon />,
};

const ITEMS: TabBarItem[] = [
  { key: 'home', label: 'Home', icon: ICONS.home },
  { key: 'product', label: 'Funds', icon: ICONS.product },
  { key: 'order', label: 'Orders', icon: ICONS.order, badge: 3 },
  { key: 'property', label: 'Wallet', icon: ICONS.property },
  { key: 'user', label: 'Me', icon: ICONS.user, badge: 'dot' },
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
  // Fixed to the bottom: on the docs page it stays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '120px' } } },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The bar is fixed to the bottom; here each one stands in its own frame instead. */
function Framed({ children }: { children: ReactNode }) {
  return <div style={{ position: 'relative', height: 64, transform: 'translateZ(0)' }}>{children}</div>;
}

function TabBarCatalog({ onChange }: Pick<TabBarProps, 'onChange'>) {
  const { t } = useTranslation('samples');
  const items = (badges: Partial<Record<keyof typeof ICONS, TabBarItem['badge']>> = {}): TabBarItem[] =>
    (Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => ({
      key,
      label: t(`tabBar.${key}`),
      icon: ICONS[key],
      badge: badges[key],
    }));
  return (
    <>
      <Showcase title="Each tab active" padded={false}>
        {Object.keys(ICONS).map((key) => (
          <Framed key={key}>
            <TabBar items={items()} activeKey={key} onChange={onChange} />
          </Framed>
        ))}
      </Showcase>
      <Showcase title="Badges: a count, over 99, a dot, on the active tab" padded={false}>
        <Framed>
          <TabBar
            items={items({ order: 3, property: 120, user: 'dot' })}
            activeKey="home"
            onChange={onChange}
          />
        </Framed>
        <Framed>
          <TabBar items={items({ order: 12, user: 'dot' })} activeKey="order" onChange={onChange} />
        </Framed>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: (args) => <TabBarCatalog onChange={args.onChange} />,
  parameters: { docs: { story: { inline: true } } },
};
