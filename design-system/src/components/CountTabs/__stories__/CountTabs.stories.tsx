import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { CountTabs, type CountTabItem } from '../CountTabs.tsx';

function useStakeTabs(counts: (number | undefined)[]): CountTabItem[] {
  const { t } = useTranslation('samples');
  const keys = ['inProgress', 'completed', 'claimable', 'claimed', 'expired'];
  return keys.map((key, index) => ({ key, label: t(`equityStory.${key}`), count: counts[index] }));
}

function SampleTabs({ counts }: { counts: (number | undefined)[] }) {
  const { t } = useTranslation('samples');
  const items = useStakeTabs(counts);
  const [active, setActive] = useState('claimable');
  return (
    <CountTabs items={items} activeKey={active} onChange={setActive} label={t('equityStory.tabsLabel')} />
  );
}

const meta = {
  title: 'Components/CountTabs',
  component: SampleTabs,
  args: { counts: [3, 0, 2, 14, 1] },
} satisfies Meta<typeof SampleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stake's states with how many records each holds; the row scrolls on a phone. */
export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Counts, an empty tab greyed" padded={false}>
        <SampleTabs counts={[3, 0, 2, 14, 1]} />
      </Showcase>
      <Showcase title="Counts not known yet (no pills)" padded={false}>
        <SampleTabs counts={[undefined, undefined, undefined, undefined, undefined]} />
      </Showcase>
      <Showcase title="Large counts" padded={false}>
        <SampleTabs counts={[1200, 85, 999, 1000, 7]} />
      </Showcase>
    </>
  ),
};
