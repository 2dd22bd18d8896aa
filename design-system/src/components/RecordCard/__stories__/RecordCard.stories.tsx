import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../../Button/Button.tsx';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Switch } from '../../Switch/Switch.tsx';
import { Tag } from '../../Tag/Tag.tsx';
import { RecordCard } from '../RecordCard.tsx';

function HoldingCard({ state }: { state: 'locked' | 'bought' | 'forced' }) {
  const { t } = useTranslation('samples');
  const [on, setOn] = useState(true);
  const tone = state === 'locked' ? 'primary' : state === 'bought' ? 'success' : 'warning';
  return (
    <RecordCard
      title={t('equityStory.holdingName')}
      code="EQ000012"
      badge={<Tag tone={tone}>{t(`equityStory.${state}`)}</Tag>}
      facts={[
        { label: t('equityStory.shares'), value: '9.505703' },
        { label: t('equityStory.amount'), value: <Amount value="1000.00" /> },
        { label: t('equityStory.currentValue'), value: <Amount value="1042.50" /> },
        { label: t('equityStory.buybackPrice'), value: <Amount value="105.20" /> },
        { label: t('equityStory.expiry'), value: '2026-12-25' },
      ]}
      note={state === 'forced' ? t('equityStory.forcedReason') : undefined}
      actions={
        state === 'locked' ? <Button variant="secondary">{t('equityStory.buyBack')}</Button> : undefined
      }
    >
      {state === 'locked' && (
        <Switch checked={on} onChange={setOn} description={t('equityStory.autoCompoundHint')}>
          {t('equityStory.autoCompound')}
        </Switch>
      )}
    </RecordCard>
  );
}

function StakeCard() {
  const { t } = useTranslation('samples');
  return (
    <RecordCard
      title={t('equityStory.planName')}
      code="ST000003"
      badge={<Tag tone="success">{t('equityStory.claimable')}</Tag>}
      facts={[
        { label: t('equityStory.principal'), value: <Amount value="250.000000" currency="USDT" /> },
        { label: t('equityStory.rate'), value: '12.00%' },
        { label: t('equityStory.income'), value: <Amount value="2.465730" currency="USDT" /> },
        { label: t('equityStory.expiry'), value: '2026-12-25' },
      ]}
      actions={
        <>
          <Button>{t('equityStory.claim')}</Button>
          <Button variant="secondary">{t('equityStory.continue')}</Button>
        </>
      }
    />
  );
}

function SampleCard({ state }: { state: 'locked' | 'bought' | 'forced' }) {
  return (
    <div style={{ padding: 'var(--space-4)', maxWidth: 390, background: 'var(--colour-bg)' }}>
      <HoldingCard state={state} />
    </div>
  );
}

const meta = {
  title: 'Components/RecordCard',
  component: SampleCard,
  args: { state: 'locked' },
  argTypes: { state: { control: 'inline-radio', options: ['locked', 'bought', 'forced'] } },
} satisfies Meta<typeof SampleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An equity holding: its state, figures, the auto-compounding switch and the buyback action. */
export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <div style={{ background: 'var(--colour-bg)' }}>
      <Showcase title="A holding with a setting and an action">
        <HoldingCard state="locked" />
      </Showcase>
      <Showcase title="Done: no actions">
        <HoldingCard state="bought" />
      </Showcase>
      <Showcase title="With a note (the operator's reason)">
        <HoldingCard state="forced" />
      </Showcase>
      <Showcase title="A stake with two actions">
        <StakeCard />
      </Showcase>
    </div>
  ),
};
