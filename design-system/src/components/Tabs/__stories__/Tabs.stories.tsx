import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Tabs } from '../Tabs.tsx';
import type { TabItem, TabsProps } from '../Tabs.tsx';

function Controlled({
  onChange,
  ...props
}: Omit<TabsProps, 'onChange'> & Partial<Pick<TabsProps, 'onChange'>>) {
  const { t } = useTranslation('samples');
  const [activeKey, setActiveKey] = useState(props.activeKey);
  const shown = props.items.find((item) => item.key === activeKey)?.label;
  return (
    <>
      <Tabs
        {...props}
        activeKey={activeKey}
        onChange={(key) => {
          setActiveKey(key);
          onChange?.(key);
        }}
      />
      <p style={{ padding: 'var(--space-4)', margin: 0, color: 'var(--colour-text-secondary)' }}>
        {t('tabs.showing', { tab: shown })}
      </p>
    </>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Order status',
    activeKey: 'all',
    onChange: fn(),
    items: [
      { key: 'all', label: 'All' },
      { key: 'holding', label: 'Holding' },
      { key: 'redeemed', label: 'Redeemed' },
      { key: 'expired', label: 'Expired' },
    ],
  },
  // A new state whenever Controls set the active tab.
  render: (args) => <Controlled key={args.activeKey} {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const STATUSES = ['all', 'holding', 'redeemed', 'expired'] as const;
const RECORDS = [
  'recharge',
  'withdrawal',
  'investment',
  'income',
  'commission',
  'swap',
  'rewards',
  'adjustments',
];

function TabsCatalog() {
  const { t } = useTranslation('samples');
  const two: TabItem[] = [
    { key: 'password', label: t('tabs.password') },
    { key: 'code', label: t('tabs.code') },
  ];
  const four: TabItem[] = STATUSES.map((key) => ({ key, label: t(`tabs.status.${key}`) }));
  const many: TabItem[] = RECORDS.map((key) => ({ key, label: t(`tabs.records.${key}`) }));
  const withDisabled: TabItem[] = [
    { key: 'day', label: t('tabs.period.day') },
    { key: 'week', label: t('tabs.period.week') },
    { key: 'month', label: t('tabs.period.month') },
    { key: 'year', label: t('tabs.period.year'), disabled: true },
  ];
  return (
    <>
      <Showcase title="Two tabs" padded={false}>
        <Controlled items={two} activeKey="password" label={t('tabs.loginLabel')} />
      </Showcase>
      <Showcase title="Four tabs, second active" padded={false}>
        <Controlled items={four} activeKey="holding" label={t('tabs.statusLabel')} />
      </Showcase>
      <Showcase title="A disabled tab" padded={false}>
        <Controlled items={withDisabled} activeKey="week" label={t('tabs.periodLabel')} />
      </Showcase>
      <Showcase title="Scrolling: more at the end (fade right)" padded={false}>
        <Controlled items={many} activeKey="recharge" label={t('tabs.recordsLabel')} />
      </Showcase>
      <Showcase
        title="Scrolling: a tab far along is active, scrolled into view (fades both ends)"
        padded={false}
      >
        <Controlled items={many} activeKey="rewards" label={t('tabs.recordsLabel')} />
      </Showcase>
      <Showcase title="Scrolling: the last tab active (fade left)" padded={false}>
        <Controlled items={many} activeKey="adjustments" label={t('tabs.recordsLabel')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <TabsCatalog /> };
