import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { Amount } from '../../Amount/Amount.tsx';
import { Tag } from '../../Tag/Tag.tsx';
import { FactList, type Fact } from '../FactList.tsx';
import styles from './FactListStories.module.css';

/** A member's facts, a referrer left empty. */
function useMemberFacts(): Fact[] {
  const { t } = useTranslation('samples');
  return [
    { label: t('factList.id'), value: 'M100268' },
    { label: t('factList.name'), value: t('factList.nameValue') },
    { label: t('factList.mailbox'), value: 'priya.patel@example.in' },
    { label: t('factList.vip'), value: '3' },
    { label: t('factList.balance'), value: <Amount value="1234.50" currency="USDT" /> },
    { label: t('factList.joined'), value: t('factList.joinedValue') },
    { label: t('factList.status'), value: <Tag tone="success">{t('factList.active')}</Tag> },
    { label: t('factList.referrer'), value: null },
  ];
}

/** A withdrawal's long values: an address and a transaction hash. */
function useLongFacts(): Fact[] {
  const { t } = useTranslation('samples');
  return [
    { label: t('factList.address'), value: 'TQ4mX8kP2vN7rB9sY3wD6fH1jL5cA0eZp9xK' },
    { label: t('factList.hash'), value: '7f3a9c1e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a' },
    { label: t('factList.balance'), value: <Amount value="58.20" currency="USDT" /> },
  ];
}

function SampleFacts({ width = 432 }: { width?: number }) {
  return (
    <div className={styles.box} style={{ width }}>
      <FactList facts={useMemberFacts()} />
    </div>
  );
}

const meta = {
  title: 'Components/FactList',
  component: SampleFacts,
  args: { width: 432 },
  argTypes: { width: { control: { type: 'range', min: 240, max: 900, step: 8 } } },
  ...consoleStory('desktop'),
} satisfies Meta<typeof SampleFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a drawer's body (432 px): labels beside their values. */
export const Default: Story = {};

function FactListCatalog() {
  return (
    <>
      <Showcase title="A drawer on a desktop (432 px): two columns; an empty value is a dash">
        <SampleFacts width={432} />
      </Showcase>
      <Showcase title="A phone (358 px): the label above its value">
        <SampleFacts width={358} />
      </Showcase>
      <Showcase title="Long values (an address, a hash) wrap inside their column">
        <div className={styles.box} style={{ width: 432 }}>
          <FactList facts={useLongFacts()} />
        </div>
        <div className={styles.box} style={{ width: 358 }}>
          <FactList facts={useLongFacts()} />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <FactListCatalog /> };
