import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Tabs } from '@h5/design-system/Tabs';
import type { WalletSummary } from '@h5/api/contract/ledger';
import type { LiquidityAnswer, LiquidityPosition } from '@h5/api/contract/swap';
import { AddLiquidityForm } from './AddLiquidityForm.tsx';
import { RemoveLiquidityForm } from './RemoveLiquidityForm.tsx';

type Props = {
  position: LiquidityPosition;
  summary: WalletSummary;
  /** The operator paused the pool: adding waits (removing goes on). */
  paused: boolean;
  /** The position is being read again (after a refusal): removing waits for it. */
  refreshing?: boolean;
  /** A move went through: the page shows the new position and balances. */
  onMoved: (answer: LiquidityAnswer) => void;
  /** The pool refused a removal (its price moved): the position is read again. */
  onRefused?: () => void;
};

/** Adding or removing liquidity, one tab each. */
export function LiquidityPanel({ position, summary, paused, refreshing, onMoved, onRefused }: Props) {
  const { t } = useTranslation('swap');
  const [tab, setTab] = useState<'add' | 'remove'>('add');
  const done = (key: 'mobility.added' | 'mobility.removed') => (answer: LiquidityAnswer) => {
    toast.success(t(key));
    onMoved(answer);
  };
  return (
    <Card as="section" aria-label={t('mobility.tabs')}>
      <Tabs
        label={t('mobility.tabs')}
        items={[
          { key: 'add', label: t('mobility.add') },
          { key: 'remove', label: t('mobility.remove') },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key === 'remove' ? 'remove' : 'add')}
      />
      {tab === 'add' ? (
        <AddLiquidityForm summary={summary} paused={paused} onDone={done('mobility.added')} />
      ) : (
        <RemoveLiquidityForm
          position={position}
          refreshing={refreshing}
          onDone={done('mobility.removed')}
          onRefused={onRefused}
        />
      )}
    </Card>
  );
}
