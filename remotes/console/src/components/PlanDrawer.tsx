import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { useLang } from '@h5/platform';
import type { AdminStakingPlan, StakingPlanStatus } from '@h5/api/contract/staking';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { lackOf } from '../utils/money.ts';
import { PoolTopUp, suggest } from './PoolTopUp.tsx';
import { PlanStatusTag } from './ProductTags.tsx';
import { StakeCounts } from './StakeCounts.tsx';
import { StatusChange } from './StatusChange.tsx';
import styles from './DetailDrawer.module.css';

const STATUSES: readonly StakingPlanStatus[] = ['open', 'closed'];

/**
 * One staking plan: its terms and limits, stakes by state, and what its pool holds against what it
 * owes to the end of every running term and what already waits; finance tops up the pool, opens or
 * closes the plan and edits it.
 */
export function PlanDrawer({
  plan,
  onClose,
  onEdit,
  onShowStakes,
  onChanged,
}: {
  plan: AdminStakingPlan;
  onClose: () => void;
  onEdit: () => void;
  onShowStakes: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const canChange = useRoleIn()(['finance']);
  const name = plan.name[lang];
  const currency = plan.asset;
  const decimals = plan.asset === 'USDT' ? 6 : 2;
  // What the pool lacks for what waits now, else for what running terms will owe.
  const lack =
    lackOf(plan.pendingIncome, plan.poolBalance, decimals) ??
    lackOf(plan.owedToEndOfTerms, plan.poolBalance, decimals);

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('staking.detailOf', { id: plan.id })}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onShowStakes}>
            {t('staking.showStakes')}
          </Button>
          {canChange && (
            <Button variant="secondary" onClick={onEdit}>
              {t('staking.update.title')}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('staking.columns.status'), value: <PlanStatusTag status={plan.status} /> },
            { label: t('staking.fields.asset'), value: plan.asset },
            { label: t('staking.fields.termDays'), value: t('staking.days', { count: plan.termDays }) },
            { label: t('staking.fields.annualRatePercent'), value: `${plan.annualRatePercent}%` },
            {
              label: t('staking.columns.limits'),
              value: (
                <>
                  <Amount value={plan.minimum} currency={currency} /> –{' '}
                  <Amount value={plan.maximum} currency={currency} />
                </>
              ),
            },
            {
              label: t('staking.columns.staked'),
              value: (
                <>
                  <Amount value={plan.staked} currency={currency} /> /{' '}
                  <Amount value={plan.totalCap} currency={currency} />
                </>
              ),
            },
            {
              label: t('staking.fields.claimWindowDays'),
              value: t('staking.days', { count: plan.claimWindowDays }),
            },
            { label: t('staking.columns.counts'), value: <StakeCounts counts={plan.counts} /> },
            {
              label: t('staking.columns.pool'),
              value: <Amount value={plan.poolBalance} currency={currency} />,
            },
            {
              label: t('staking.columns.owed'),
              value: <Amount value={plan.owedToEndOfTerms} currency={currency} />,
            },
            {
              label: t('staking.columns.pending'),
              value: <Amount value={plan.pendingIncome} currency={currency} />,
            },
            {
              label: t('staking.columns.shortfall'),
              value: <Amount value={plan.shortfall} currency={currency} />,
            },
            { label: t('staking.updatedAt'), value: dateTime(plan.updatedAt) },
          ]}
        />
        {canChange && (
          <StatusChange
            key={plan.status}
            statuses={STATUSES}
            current={plan.status}
            name={name}
            texts="staking.status"
            labels="staking.statuses"
            path="/Admin/staking/plans/status"
            body={{ planId: plan.id }}
            danger="closed"
            onChanged={onChanged}
          />
        )}
        {canChange && (
          <PoolTopUp
            pools={[
              {
                account: `staking_pool:${plan.id}`,
                label: t('staking.columns.pool'),
                asset: plan.asset,
                ...suggest(lack),
              },
            ]}
            name={plan.name['en-us']}
            texts="staking.topUp"
            onDone={onChanged}
          />
        )}
      </div>
    </Drawer>
  );
}
