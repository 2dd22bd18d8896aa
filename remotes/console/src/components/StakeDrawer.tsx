import { Amount } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import type { AdminStake } from '@h5/api/contract/staking';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { StakeStateTag } from './ProductTags.tsx';
import styles from './DetailDrawer.module.css';

/** One member's stake: its term, income paid, waiting and expected, and how it ended. */
export function StakeDrawer({ stake, onClose }: { stake: AdminStake; onClose: () => void }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const money = (value: string | null) =>
    value === null ? null : <Amount value={value} currency={stake.asset} />;
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={stake.stakeNo}
      description={`${stake.planName} · ${stake.memberAccount} (${stake.memberId})`}
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('staking.stakeColumns.state'), value: <StakeStateTag state={stake.state} /> },
            { label: t('staking.stakeColumns.principal'), value: money(stake.principal) },
            { label: t('staking.fields.annualRatePercent'), value: `${stake.annualRatePercent}%` },
            {
              label: t('staking.stakeColumns.term'),
              value: t('staking.termOf', { term: stake.term, days: stake.termDays }),
            },
            { label: t('staking.stakeColumns.startAt'), value: dateTime(stake.startAt) },
            { label: t('staking.stakeColumns.endAt'), value: dateTime(stake.endAt) },
            { label: t('staking.stakeColumns.income'), value: money(stake.income) },
            { label: t('staking.stakeColumns.expectedIncome'), value: money(stake.expectedIncome) },
            { label: t('staking.stakeColumns.pendingIncome'), value: money(stake.pendingIncome) },
            { label: t('staking.stakeColumns.totalIncome'), value: money(stake.totalIncome) },
            { label: t('staking.stakeColumns.autoCompound'), value: stake.autoCompound ? t('yes') : t('no') },
            { label: t('staking.stakeColumns.claimDeadline'), value: dateTime(stake.claimDeadline) },
            { label: t('staking.stakeColumns.closedAt'), value: dateTime(stake.closedAt) },
            { label: t('staking.stakeColumns.paidOut'), value: money(stake.paidOut) },
          ]}
        />
      </div>
    </Drawer>
  );
}
